import { ChannelType, Endpoints } from '@slashkit/api';
import { type Case, GENERAL, GUILD, type Harness } from '../harness.js';

// Live stages: the primary app's bot (a stage moderator: Manage Channels, Mute Members, Move Members) makes
// a stage channel of its own live, reads, edits and closes it; a text channel, a second instance, bad
// bodies and a stage that is not live are refused. The refusal of a bot that is no moderator is in the
// emulator's stage instance tests.

const bot = (h: Harness) => `Bot ${h.emu.world.application.botToken}`;
const json = (h: Harness, method: string, path: string, body?: unknown) =>
  h.raw(method, path, {
    authorization: bot(h),
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });

/** A stage channel of the cases' own, made once. */
async function liveStage(h: Harness): Promise<string> {
  if (h.state.liveStage) return h.state.liveStage;
  const channel = await h.sdk.guilds.createGuildChannel(GUILD, {
    name: 'live-stage',
    type: ChannelType.GuildStageVoice,
  });
  h.state.liveStage = channel.id;
  return channel.id;
}

export const stageInstanceCases: Case[] = [
  {
    op: Endpoints.createStageInstance,
    status: 200,
    as: 'Bot',
    what: 'a stage made live, with a reason',
    run: async (h) =>
      h.sdk.stageInstances.createStageInstance(
        { channel_id: await liveStage(h), topic: 'Town hall', privacy_level: 2 },
        { reason: 'weekly' },
      ),
  },
  {
    op: Endpoints.createStageInstance,
    status: 400,
    code: 150006,
    as: 'Bot',
    what: 'a second instance of a live stage',
    run: async (h) => json(h, 'POST', '/stage-instances', { channel_id: await liveStage(h), topic: 'Again' }),
  },
  {
    op: Endpoints.createStageInstance,
    status: 400,
    code: 50024,
    as: 'Bot',
    what: 'a text channel',
    run: (h) => json(h, 'POST', '/stage-instances', { channel_id: GENERAL, topic: 'Nope' }),
  },
  {
    op: Endpoints.createStageInstance,
    status: 400,
    code: 50035,
    as: 'Bot',
    what: 'a topic of 121 characters',
    run: async (h) =>
      json(h, 'POST', '/stage-instances', { channel_id: await liveStage(h), topic: 'x'.repeat(121) }),
  },
  {
    op: Endpoints.getStageInstance,
    status: 200,
    as: 'Bot',
    what: 'the live stage',
    run: async (h) => h.sdk.stageInstances.getStageInstance(await liveStage(h)),
  },
  {
    op: Endpoints.getStageInstance,
    status: 400,
    code: 50024,
    as: 'Bot',
    what: 'a text channel',
    run: (h) => json(h, 'GET', `/stage-instances/${GENERAL}`),
  },
  {
    op: Endpoints.updateStageInstance,
    status: 200,
    as: 'Bot',
    what: 'a new topic',
    run: async (h) =>
      h.sdk.stageInstances.editStageInstance(await liveStage(h), { topic: 'Q&A' }, { reason: 'questions' }),
  },
  {
    op: Endpoints.updateStageInstance,
    status: 400,
    code: 50035,
    as: 'Bot',
    what: 'the deprecated PUBLIC privacy level',
    run: async (h) => json(h, 'PATCH', `/stage-instances/${await liveStage(h)}`, { privacy_level: 1 }),
  },
  {
    op: Endpoints.deleteStageInstance,
    status: 204,
    as: 'Bot',
    what: 'the stage closed',
    run: async (h) => h.sdk.stageInstances.deleteStageInstance(await liveStage(h), { reason: 'over' }),
  },
  {
    op: Endpoints.deleteStageInstance,
    status: 404,
    code: 10067,
    as: 'Bot',
    what: 'a stage that is not live',
    run: async (h) => json(h, 'DELETE', `/stage-instances/${await liveStage(h)}`),
  },
];
