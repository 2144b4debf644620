import { ChannelType, Endpoints } from '@slashkit/api';
import { type Case, GUILD, type Harness, MEMBER, OWNER } from '../harness.js';

// Voice without audio: the regions; a stage channel the primary app's bot makes, a member and the bot join
// it by hand (admin API), and the bot reads voice states and makes speakers (Mute Members). The refusal of
// Mute Members is in the emulator's voice tests.

const bot = (h: Harness) => `Bot ${h.emu.world.application.botToken}`;
const json = (h: Harness, method: string, path: string, body?: unknown, authorization = bot(h)) =>
  h.raw(method, path, { authorization, ...(body === undefined ? {} : { body: JSON.stringify(body) }) });
const states = `/guilds/${GUILD}/voice-states`;

/** A stage channel, made once, with the member and the bot in it. */
async function stage(h: Harness): Promise<string> {
  if (h.state.stage) return h.state.stage;
  const channel = await h.sdk.guilds.createGuildChannel(GUILD, {
    name: 'town-hall',
    type: ChannelType.GuildStageVoice,
  });
  h.state.stage = channel.id;
  await h.admin('POST', `/guilds/${GUILD}/voice-states`, { userId: MEMBER, channelId: channel.id });
  await h.admin('POST', `/guilds/${GUILD}/voice-states`, { userId: h.appId, channelId: channel.id });
  return channel.id;
}

export const voiceCases: Case[] = [
  {
    op: Endpoints.listVoiceRegions,
    status: 200,
    as: 'Bot',
    what: 'the regions',
    run: (h) => h.sdk.voice.getVoiceRegions(),
  },
  {
    op: Endpoints.listVoiceRegions,
    status: 401,
    as: 'bad token',
    what: 'unknown bot token',
    run: (h) => h.raw('GET', '/voice/regions', { authorization: 'Bot not-a-token' }),
  },
  {
    op: Endpoints.listGuildVoiceRegions,
    status: 200,
    as: 'Bot',
    what: "a guild's regions",
    run: (h) => h.sdk.voice.getGuildVoiceRegions(GUILD),
  },
  {
    op: Endpoints.listGuildVoiceRegions,
    status: 404,
    code: 10004,
    as: 'Bot',
    what: 'an unknown guild',
    run: (h) => json(h, 'GET', '/guilds/1/regions'),
  },
  {
    op: Endpoints.getSelfVoiceState,
    status: 404,
    code: 10065,
    as: 'Bot',
    what: 'the bot in no voice channel',
    run: (h) => json(h, 'GET', `${states}/@me`),
  },
  {
    op: Endpoints.getSelfVoiceState,
    status: 200,
    as: 'Bot',
    what: 'the bot on the stage',
    run: async (h) => {
      await stage(h);
      return h.sdk.voice.getCurrentUserVoiceState(GUILD);
    },
  },
  {
    op: Endpoints.getVoiceState,
    status: 200,
    as: 'Bot',
    what: 'a member on the stage',
    run: (h) => h.sdk.voice.getUserVoiceState(GUILD, MEMBER),
  },
  {
    op: Endpoints.getVoiceState,
    status: 404,
    code: 10065,
    as: 'Bot',
    what: 'a member in no voice channel',
    run: (h) => json(h, 'GET', `${states}/${OWNER}`),
  },
  {
    op: Endpoints.updateSelfVoiceState,
    status: 204,
    as: 'Bot',
    what: 'the bot becomes a speaker (Mute Members)',
    run: async (h) =>
      h.sdk.voice.editCurrentUserVoiceState(GUILD, { channel_id: await stage(h), suppress: false }),
  },
  {
    op: Endpoints.updateSelfVoiceState,
    status: 400,
    code: 50035,
    as: 'Bot',
    what: 'a request to speak that is no timestamp',
    run: (h) => json(h, 'PATCH', `${states}/@me`, { request_to_speak_timestamp: 'soon' }),
  },
  {
    op: Endpoints.updateVoiceState,
    status: 204,
    as: 'Bot',
    what: 'the member becomes a speaker',
    run: async (h) =>
      h.sdk.voice.editUserVoiceState(GUILD, MEMBER, { channel_id: await stage(h), suppress: false }),
  },
  {
    op: Endpoints.updateVoiceState,
    status: 404,
    code: 10065,
    as: 'Bot',
    what: 'a member in no voice channel',
    run: (h) => json(h, 'PATCH', `${states}/${OWNER}`, { suppress: true }),
  },
];
