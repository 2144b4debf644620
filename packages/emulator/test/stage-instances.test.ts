import { AuditLogEvent, ChannelType, GatewayIntentBits, PermissionFlags } from '@slashkit/api';
import { describe, expect, it } from 'vitest';
import { startEmulator } from '../src/index.js';
import { BOT, botWorld, GENERAL, GUILD } from './bot-world.js';
import { auditEntries } from './guild-admin-support.js';
import { type Harness, type Json, start, T0 } from './harness.js';
import { connectBot, nextDispatch, openBotSession } from './support/bot-session.js';
import { refusedSnapshot } from './support/refused-snapshot.js';

// Live stages over sockets: a stage moderator bot (Manage Channels, Mute Members, Move Members in the stage)
// makes a stage channel live, edits and closes it (STAGE_INSTANCE_* for GUILDS, an audit entry each,
// `stage_instances` in GUILD_CREATE, snapshots); an instance started with a stage event makes the event
// ACTIVE with the instance as its entity, closing it completes the event, ending the event closes it.

const STAGE = '1250000000000000490';
const PRIVATE_STAGE = '1250000000000000491';
const patient = { heartbeatIntervalMs: 60_000, heartbeatGraceMs: 60_000 };
const moderator = PermissionFlags.ManageChannels | PermissionFlags.MuteMembers | PermissionFlags.MoveMembers;
const eventBits = PermissionFlags.CreateEvents | PermissionFlags.ManageEvents;
const instances = '/stage-instances';

/** The bot world with two stages (the bot may not move members in the second); the bot holds `permissions`. */
function startStage(permissions = moderator | eventBits | PermissionFlags.ViewAuditLog): Promise<Harness> {
  const seed = botWorld(permissions);
  seed.guilds[0]!.channels.push(
    { id: STAGE, name: 'town-hall', type: ChannelType.GuildStageVoice, parentId: null },
    {
      id: PRIVATE_STAGE,
      name: 'back-room',
      type: ChannelType.GuildStageVoice,
      parentId: null,
      permissionOverwrites: [{ id: BOT, type: 1, allow: '0', deny: PermissionFlags.MoveMembers.toString() }],
    },
  );
  return start({ seed, gateway: patient, now: () => T0 });
}

async function makeStageEvent(h: Harness, name = 'Q&A'): Promise<Json> {
  const res = await h.api('POST', `/guilds/${GUILD}/scheduled-events`, {
    body: {
      name,
      privacy_level: 2,
      entity_type: 1,
      channel_id: STAGE,
      scheduled_start_time: new Date(T0 + 3_600_000).toISOString(),
    },
  });
  expect(res.status).toBe(200);
  return res.body;
}

describe('stage instances', () => {
  it('a moderator bot opens, reads, edits and closes a stage; bots are told, the audit log records it', async () => {
    const h = await startStage();
    const bot = await connectBot(h, GatewayIntentBits.Guilds);
    const created = await h.api('POST', instances, {
      body: { channel_id: STAGE, topic: 'Town hall', send_start_notification: false },
      headers: { 'x-audit-log-reason': 'weekly' },
    });
    expect(created.status).toBe(200);
    expect(created.body).toEqual({
      id: expect.any(String),
      guild_id: GUILD,
      channel_id: STAGE,
      topic: 'Town hall',
      privacy_level: 2,
      discoverable_disabled: false,
      guild_scheduled_event_id: null,
    });
    expect(await nextDispatch(bot, 'STAGE_INSTANCE_CREATE')).toEqual(created.body);
    expect((await h.api('GET', `${instances}/${STAGE}`)).body).toEqual(created.body);
    const edited = await h.api('PATCH', `${instances}/${STAGE}`, { body: { topic: 'Q&A' } });
    expect([edited.status, edited.body.topic, edited.body.id]).toEqual([200, 'Q&A', created.body.id]);
    expect(await nextDispatch(bot, 'STAGE_INSTANCE_UPDATE')).toEqual(edited.body);
    const closed = await h.api('DELETE', `${instances}/${STAGE}`, {
      headers: { 'x-audit-log-reason': 'done' },
    });
    expect(closed.status).toBe(204);
    expect(await nextDispatch(bot, 'STAGE_INSTANCE_DELETE')).toEqual(edited.body);
    const gone = await h.api('GET', `${instances}/${STAGE}`);
    expect([gone.status, gone.body.code]).toEqual([404, 10067]);
    const entries = await auditEntries(h);
    const stage = entries.filter((e: Json) => e.target_id === created.body.id);
    expect(stage.map((e: Json) => e.action_type)).toEqual([
      AuditLogEvent.StageInstanceDelete,
      AuditLogEvent.StageInstanceUpdate,
      AuditLogEvent.StageInstanceCreate,
    ]);
    expect(stage[2]).toMatchObject({ reason: 'weekly', options: { channel_id: STAGE } });
    expect(stage[2].changes).toContainEqual({ key: 'topic', new_value: 'Town hall' });
    expect(stage[1].changes).toEqual([{ key: 'topic', old_value: 'Town hall', new_value: 'Q&A' }]);
    expect(stage[0]).toMatchObject({ reason: 'done' });
  });

  it('an instance started with a stage event makes it ACTIVE; closing the stage completes the event', async () => {
    const h = await startStage();
    const event = await makeStageEvent(h);
    const created = await h.api('POST', instances, {
      body: { channel_id: STAGE, topic: 'Q&A live', guild_scheduled_event_id: event.id },
    });
    expect(created.status).toBe(200);
    expect(created.body.guild_scheduled_event_id).toBe(event.id);
    const started = await h.api('GET', `/guilds/${GUILD}/scheduled-events/${event.id}`);
    expect(started.body).toMatchObject({ status: 2, entity_id: created.body.id });
    expect((await h.api('DELETE', `${instances}/${STAGE}`)).status).toBe(204);
    const ended = await h.api('GET', `/guilds/${GUILD}/scheduled-events/${event.id}`);
    expect(ended.body).toMatchObject({ status: 3, entity_id: created.body.id });
  });

  it('ending the stage event closes the stage it started', async () => {
    const h = await startStage();
    const bot = await connectBot(h, GatewayIntentBits.Guilds);
    const event = await makeStageEvent(h);
    const created = await h.api('POST', instances, {
      body: { channel_id: STAGE, topic: 'Q&A live', guild_scheduled_event_id: event.id },
    });
    expect(await nextDispatch(bot, 'STAGE_INSTANCE_CREATE')).toEqual(created.body);
    const end = await h.api('PATCH', `/guilds/${GUILD}/scheduled-events/${event.id}`, {
      body: { status: 3 },
    });
    expect([end.status, end.body.status]).toEqual([200, 3]);
    expect(await nextDispatch(bot, 'STAGE_INSTANCE_DELETE')).toEqual(created.body);
    expect((await h.api('GET', `${instances}/${STAGE}`)).body.code).toBe(10067);
  });

  it('GUILD_CREATE lists a live stage, which closes with its channel and survives a snapshot round trip', async () => {
    const h = await startStage();
    const created = await h.api('POST', instances, { body: { channel_id: STAGE, topic: 'Saved' } });
    const saved = h.emu.exportState();
    expect(saved.stageInstances).toEqual([created.body]);
    const copy = await startEmulator({ now: () => T0, rateLimits: 'off', state: saved });
    try {
      expect(copy.exportState()).toEqual(saved);
      expect(copy.context.state.stageInstances.ofChannel(STAGE)).toEqual(created.body);
    } finally {
      await copy.stop();
    }
    // A session opened now finds the stage live in its GUILD_CREATE.
    const { client: bot } = await openBotSession(h, GatewayIntentBits.Guilds);
    expect((await nextDispatch(bot, 'GUILD_CREATE')).stage_instances).toEqual([created.body]);
    expect((await h.api('DELETE', `/channels/${STAGE}`)).status).toBe(200);
    expect(await nextDispatch(bot, 'STAGE_INSTANCE_DELETE')).toEqual(created.body);
    expect(h.emu.exportState().stageInstances).toEqual([]);
  });
});

describe('stage instance refusals', () => {
  it('refuses what the docs do not allow, with their codes, and writes nothing', async () => {
    const h = await startStage();
    // Not a moderator of the stage (no Move Members there): 50013 for every write.
    const notModerator = await h.api('POST', instances, { body: { channel_id: PRIVATE_STAGE, topic: 'x' } });
    expect([notModerator.status, notModerator.body.code]).toEqual([403, 50013]);
    expect((await h.api('GET', `${instances}/${PRIVATE_STAGE}`)).body.code).toBe(10067);
    // A text channel (50024), an unknown channel (10003), bad fields (50035 at their paths).
    const text = await h.api('POST', instances, { body: { channel_id: GENERAL, topic: 'x' } });
    expect([text.status, text.body.code]).toEqual([400, 50024]);
    const unknown = await h.api('POST', instances, {
      body: { channel_id: '1250000000000009999', topic: 'x' },
    });
    expect([unknown.status, unknown.body.code]).toEqual([404, 10003]);
    const bad = await h.api('POST', instances, {
      body: { channel_id: STAGE, topic: 'x'.repeat(121), privacy_level: 1 },
    });
    expect([bad.status, bad.body.code]).toEqual([400, 50035]);
    expect(Object.keys(bad.body.errors).sort()).toEqual(['privacy_level', 'topic']);
    const missing = await h.api('POST', instances, { body: { channel_id: STAGE } });
    expect(missing.body.errors.topic._errors[0].code).toBe('BASE_TYPE_REQUIRED');
    // A second instance of a live stage: 150006; an event that is not this stage's SCHEDULED event: 50035.
    const event = await makeStageEvent(h);
    const external = await h.api('POST', `/guilds/${GUILD}/scheduled-events`, {
      body: {
        name: 'Elsewhere',
        privacy_level: 2,
        entity_type: 3,
        entity_metadata: { location: 'Park' },
        scheduled_start_time: new Date(T0 + 3_600_000).toISOString(),
        scheduled_end_time: new Date(T0 + 7_200_000).toISOString(),
      },
    });
    const wrongEvent = await h.api('POST', instances, {
      body: { channel_id: STAGE, topic: 'x', guild_scheduled_event_id: external.body.id },
    });
    expect([wrongEvent.status, wrongEvent.body.code]).toEqual([400, 50035]);
    expect(wrongEvent.body.errors.guild_scheduled_event_id).toBeDefined();
    const noEvent = await h.api('POST', instances, {
      body: { channel_id: STAGE, topic: 'x', guild_scheduled_event_id: '1250000000000009999' },
    });
    expect([noEvent.status, noEvent.body.code]).toEqual([404, 10070]);
    expect((await h.api('GET', `${instances}/${STAGE}`)).body.code).toBe(10067);
    expect((await h.api('GET', `/guilds/${GUILD}/scheduled-events/${event.id}`)).body.status).toBe(1);
    expect((await h.api('POST', instances, { body: { channel_id: STAGE, topic: 'live' } })).status).toBe(200);
    const again = await h.api('POST', instances, { body: { channel_id: STAGE, topic: 'again' } });
    expect([again.status, again.body.code]).toEqual([400, 150006]);
    // Edits and closes of a stage that is not live: 10067; of a stage the bot does not moderate: 50013.
    const edit = await h.api('PATCH', `${instances}/${PRIVATE_STAGE}`, { body: { topic: 'x' } });
    expect([edit.status, edit.body.code]).toEqual([403, 50013]);
    expect((await h.api('DELETE', `${instances}/${STAGE}`)).status).toBe(204);
    const none = await h.api('DELETE', `${instances}/${STAGE}`);
    expect([none.status, none.body.code]).toEqual([404, 10067]);
  });

  it('refuses a snapshot whose stage instance is in a channel of no guild of its world', async () => {
    const h = await startStage();
    await h.api('POST', instances, { body: { channel_id: STAGE, topic: 'Saved' } });
    const saved = h.emu.exportState() as Json;
    saved.stageInstances.push({ ...saved.stageInstances[0], channel_id: '999', extra: 1 });
    const problems = refusedSnapshot(h, saved);
    expect(problems).toContain('stageInstances[1].channel_id');
    expect(problems).toContain('stageInstances[1].extra: unknown field');
  });
});
