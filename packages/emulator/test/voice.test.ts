import { ChannelType, GatewayIntentBits, PermissionFlags, VoiceRegions } from '@slashkit/api';
import { describe, expect, it } from 'vitest';
import { connectTestClient, TestClientError } from '../src/testing/index.js';
import { BOT, botWorld, GUILD, MEMBER, MODERATOR, OUTSIDER } from './bot-world.js';
import { type Harness, start, T0 } from './harness.js';
import { connectBot, nextDispatch, openBotSession } from './support/bot-session.js';

// Voice without audio over sockets: members join, move and leave voice and stage channels through the
// admin API and the test client (VOICE_STATE_UPDATE for GUILD_VOICE_STATES, `voice_states` in
// GUILD_CREATE); bots read voice states and, on a stage, suppress and unsuppress (Mute Members) and ask to
// speak (Request to Speak), as the docs' caveats say.

const VOICE = '1250000000000000404';
const STAGE = '1250000000000000490';
const LOCKED = '1250000000000000491';
const states = `/guilds/${GUILD}/voice-states`;
const patient = { heartbeatIntervalMs: 60_000, heartbeatGraceMs: 60_000 };
const voiceIntents = GatewayIntentBits.Guilds | GatewayIntentBits.GuildVoiceStates;

/** The bot world with a stage and a voice channel @everyone may not connect to; the bot holds `permissions`. */
function startVoice(permissions = PermissionFlags.MuteMembers): Promise<Harness> {
  const seed = botWorld(permissions);
  const connect = PermissionFlags.Connect.toString();
  seed.guilds[0]!.channels.push(
    { id: STAGE, name: 'town-hall', type: ChannelType.GuildStageVoice, parentId: null },
    {
      id: LOCKED,
      name: 'locked',
      type: ChannelType.GuildVoice,
      parentId: null,
      permissionOverwrites: [{ id: GUILD, type: 0, allow: '0', deny: connect }],
    },
  );
  return start({ seed, gateway: patient, now: () => T0 });
}

async function join(h: Harness, userId: string, channelId: string) {
  const res = await h.admin('POST', `/guilds/${GUILD}/voice-states`, { userId, channelId });
  expect(res.status).toBe(200);
  return res.body;
}

describe('voice states', () => {
  it('a member joins, moves to a stage, becomes a speaker and leaves; bots are told each step', async () => {
    const h = await startVoice();
    const bot = await connectBot(h, voiceIntents);
    const joined = await join(h, MEMBER, VOICE);
    expect(joined).toMatchObject({
      guild_id: GUILD,
      channel_id: VOICE,
      user_id: MEMBER,
      member: { user: { id: MEMBER } },
      mute: false,
      deaf: false,
      self_mute: false,
      suppress: false,
      request_to_speak_timestamp: null,
    });
    expect(await nextDispatch(bot, 'VOICE_STATE_UPDATE')).toEqual(joined);
    expect((await h.api('GET', `${states}/${MEMBER}`)).body).toEqual(joined);
    const moved = await join(h, MEMBER, STAGE);
    expect(moved).toMatchObject({ channel_id: STAGE, suppress: true, session_id: joined.session_id });
    expect(await nextDispatch(bot, 'VOICE_STATE_UPDATE')).toEqual(moved);
    // The moderator bot makes the member a speaker: a user gets a request to speak of now.
    const edit = await h.api('PATCH', `${states}/${MEMBER}`, {
      body: { channel_id: STAGE, suppress: false },
    });
    expect(edit.status).toBe(204);
    const speaker = await nextDispatch(bot, 'VOICE_STATE_UPDATE');
    expect(speaker).toMatchObject({
      user_id: MEMBER,
      suppress: false,
      request_to_speak_timestamp: new Date(T0).toISOString(),
    });
    await h.api('PATCH', `${states}/${MEMBER}`, { body: { suppress: true } });
    expect(await nextDispatch(bot, 'VOICE_STATE_UPDATE')).toMatchObject({
      suppress: true,
      request_to_speak_timestamp: null,
    });
    expect((await h.admin('POST', `/guilds/${GUILD}/voice-states/${MEMBER}/leave`, {})).status).toBe(204);
    expect(await nextDispatch(bot, 'VOICE_STATE_UPDATE')).toMatchObject({
      user_id: MEMBER,
      channel_id: null,
    });
    const gone = await h.api('GET', `${states}/${MEMBER}`);
    expect([gone.status, gone.body.code]).toEqual([404, 10065]);
  });

  it('the bot on a stage asks to speak and unsuppresses itself; GUILD_CREATE lists who is in voice', async () => {
    const h = await startVoice();
    await join(h, MODERATOR, VOICE);
    await join(h, BOT, STAGE);
    const own = await h.api('GET', `${states}/@me`);
    expect(own.body).toMatchObject({ user_id: BOT, channel_id: STAGE, suppress: true });
    const at = new Date(T0 + 60_000).toISOString();
    const ask = await h.api('PATCH', `${states}/@me`, {
      body: { channel_id: STAGE, request_to_speak_timestamp: at },
    });
    expect(ask.status).toBe(204);
    expect((await h.api('PATCH', `${states}/@me`, { body: { suppress: false } })).status).toBe(204);
    expect((await h.api('GET', `${states}/@me`)).body).toMatchObject({
      suppress: false,
      request_to_speak_timestamp: at,
    });
    const { client } = await openBotSession(h, voiceIntents);
    const created = await nextDispatch(client, 'GUILD_CREATE');
    expect(created.voice_states).toEqual([
      expect.objectContaining({ user_id: MODERATOR, channel_id: VOICE, suppress: false }),
      expect.objectContaining({ user_id: BOT, channel_id: STAGE, suppress: false }),
    ]);
    expect(created.voice_states[0]).not.toHaveProperty('guild_id');
    expect(created.voice_states[0]).not.toHaveProperty('member');
  });

  it('lists the voice regions', async () => {
    const h = await startVoice();
    const res = await h.api('GET', '/voice/regions');
    expect(res.status).toBe(200);
    expect(res.body).toEqual(VoiceRegions);
    expect(res.body.filter((r: { optimal: boolean }) => r.optimal)).toHaveLength(1);
    expect((await h.api('GET', '/voice/regions', { auth: null })).status).toBe(401);
  });

  it("lists a guild's voice regions to a bot installed there", async () => {
    const h = await startVoice();
    const res = await h.api('GET', `/guilds/${GUILD}/regions`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual(VoiceRegions);
    const unknown = await h.api('GET', '/guilds/1/regions');
    expect([unknown.status, unknown.body.code]).toEqual([404, 10004]);
    expect((await h.api('GET', `/guilds/${GUILD}/regions`, { auth: null })).status).toBe(401);
  });

  it('the test client joins and leaves voice, typed', async () => {
    const h = await startVoice();
    const client = await connectTestClient(h.emu);
    const bot = await connectBot(h, voiceIntents);
    const state = await client.guild().joinVoice('member', 'town-hall', { selfMute: true });
    expect(state).toMatchObject({ channel_id: STAGE, self_mute: true, suppress: true });
    expect(await nextDispatch(bot, 'VOICE_STATE_UPDATE')).toEqual(state);
    await client.guild().leaveVoice('member');
    expect((await nextDispatch(bot, 'VOICE_STATE_UPDATE')).channel_id).toBeNull();
    const refused = await client
      .guild()
      .joinVoice('member', 'locked')
      .catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(TestClientError);
    expect((refused as Error).message).toMatch(/Connect/);
  });
});

describe('voice state refusals', () => {
  it('refuses what the docs do not allow, with their codes', async () => {
    const h = await startVoice(0n);
    // In no channel: 10065; an unknown member: 10007.
    const none = await h.api('GET', `${states}/@me`);
    expect([none.status, none.body.code]).toEqual([404, 10065]);
    const stranger = await h.api('GET', `${states}/${OUTSIDER}`);
    expect([stranger.status, stranger.body.code]).toEqual([404, 10007]);
    // Joining: no Connect (50013), a text channel (50024).
    const locked = await h.admin('POST', `/guilds/${GUILD}/voice-states`, {
      userId: MEMBER,
      channelId: LOCKED,
    });
    expect([locked.status, locked.body.code]).toEqual([403, 50013]);
    const text = await h.admin('POST', `/guilds/${GUILD}/voice-states`, {
      userId: MEMBER,
      channelId: '1250000000000000402',
    });
    expect([text.status, text.body.code]).toEqual([400, 50024]);
    await join(h, MEMBER, STAGE);
    await join(h, BOT, STAGE);
    // Without Mute Members: neither a member nor itself unsuppressed; suppressing itself is allowed.
    const member = await h.api('PATCH', `${states}/${MEMBER}`, { body: { suppress: false } });
    expect([member.status, member.body.code]).toEqual([403, 50013]);
    const self = await h.api('PATCH', `${states}/@me`, { body: { suppress: false } });
    expect([self.status, self.body.code]).toEqual([403, 50013]);
    expect((await h.api('PATCH', `${states}/@me`, { body: { suppress: true } })).status).toBe(204);
    // Another channel than the bot's (50035 at channel_id), a time in the past, a voice channel (50024).
    const other = await h.api('PATCH', `${states}/@me`, { body: { channel_id: VOICE, suppress: true } });
    expect([other.status, other.body.code]).toEqual([400, 50035]);
    expect(other.body.errors.channel_id).toBeDefined();
    const past = await h.api('PATCH', `${states}/@me`, {
      body: { request_to_speak_timestamp: new Date(T0 - 60_000).toISOString() },
    });
    expect([past.status, past.body.code]).toEqual([400, 50035]);
    expect(past.body.errors.request_to_speak_timestamp).toBeDefined();
    await join(h, BOT, VOICE);
    const voice = await h.api('PATCH', `${states}/@me`, { body: { suppress: true } });
    expect([voice.status, voice.body.code]).toEqual([400, 50024]);
  });

  it('a bot server-mutes, deafens, moves and disconnects a member in voice (PATCH …/members/{id}), audited', async () => {
    const { MuteMembers, DeafenMembers, MoveMembers, ViewAuditLog } = PermissionFlags;
    const h = await startVoice(MuteMembers | DeafenMembers | MoveMembers | ViewAuditLog);
    const bot = await connectBot(h, voiceIntents);
    await join(h, MEMBER, VOICE);
    await nextDispatch(bot, 'VOICE_STATE_UPDATE');
    const member = `/guilds/${GUILD}/members/${MEMBER}`;
    const muted = await h.api('PATCH', member, { body: { mute: true, deaf: true } });
    expect([muted.status, muted.body.mute, muted.body.deaf]).toEqual([200, true, true]);
    expect(await nextDispatch(bot, 'VOICE_STATE_UPDATE')).toMatchObject({
      channel_id: VOICE,
      mute: true,
      deaf: true,
    });
    expect((await h.api('PATCH', member, { body: { channel_id: STAGE } })).status).toBe(200);
    expect(await nextDispatch(bot, 'VOICE_STATE_UPDATE')).toMatchObject({
      channel_id: STAGE,
      suppress: true,
    });
    expect((await h.api('GET', `${states}/${MEMBER}`)).body).toMatchObject({ channel_id: STAGE, mute: true });
    expect((await h.api('PATCH', member, { body: { channel_id: null } })).status).toBe(200);
    expect(await nextDispatch(bot, 'VOICE_STATE_UPDATE')).toMatchObject({
      channel_id: null,
      user_id: MEMBER,
    });
    expect((await h.api('GET', `${states}/${MEMBER}`)).status).toBe(404);
    const log = await h.api('GET', `/guilds/${GUILD}/audit-logs`);
    expect(log.body.audit_log_entries.map((e: { action_type: number }) => e.action_type)).toEqual([
      27, 26, 24,
    ]);
    expect(log.body.audit_log_entries[1].options).toEqual({ channel_id: STAGE, count: '1' });
  });

  it('refuses member voice edits without the permission, out of voice (40032), or into a channel the bot cannot connect to', async () => {
    const h = await startVoice(PermissionFlags.MuteMembers);
    const member = `/guilds/${GUILD}/members/${MEMBER}`;
    const away = await h.api('PATCH', member, { body: { mute: true } });
    expect([away.status, away.body.code]).toEqual([400, 40032]);
    await join(h, MEMBER, VOICE);
    const deafen = await h.api('PATCH', member, { body: { deaf: true } });
    expect([deafen.status, deafen.body.code]).toEqual([403, 50013]);
    const move = await h.api('PATCH', member, { body: { channel_id: STAGE, mute: true } });
    expect([move.status, move.body.code]).toEqual([403, 50013]);
    // Nothing of a refused edit is kept: the member is still unmuted, in the same channel.
    expect((await h.api('GET', `${states}/${MEMBER}`)).body).toMatchObject({
      channel_id: VOICE,
      mute: false,
    });
    const movers = await startVoice(PermissionFlags.MoveMembers);
    await join(movers, MEMBER, VOICE);
    const locked = await movers.api('PATCH', member, { body: { channel_id: LOCKED } });
    expect([locked.status, locked.body.code]).toEqual([403, 50013]);
    const text = await movers.api('PATCH', member, { body: { channel_id: '1250000000000000402' } });
    expect([text.status, text.body.code]).toEqual([400, 50024]);
    expect((await movers.api('GET', `${states}/${MEMBER}`)).body).toMatchObject({ channel_id: VOICE });
  });

  it('a member kicked while in voice leaves it first (VOICE_STATE_UPDATE with no channel)', async () => {
    const h = await startVoice(PermissionFlags.KickMembers);
    const bot = await connectBot(h, voiceIntents);
    await join(h, MEMBER, VOICE);
    await nextDispatch(bot, 'VOICE_STATE_UPDATE');
    expect((await h.api('DELETE', `/guilds/${GUILD}/members/${MEMBER}`)).status).toBe(204);
    expect(await nextDispatch(bot, 'VOICE_STATE_UPDATE')).toMatchObject({
      user_id: MEMBER,
      channel_id: null,
    });
    expect(h.emu.context.state.voiceStates.get(GUILD, MEMBER)).toBeUndefined();
  });
});
