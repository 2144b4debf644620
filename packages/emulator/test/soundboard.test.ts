import {
  AuditLogEvent,
  ChannelType,
  DefaultSoundboardSounds,
  GatewayIntentBits,
  PermissionFlags,
} from '@slashkit/api';
import { describe, expect, it } from 'vitest';
import { startEmulator } from '../src/index.js';
import { BOT, botWorld, GENERAL, GUILD, MEMBER } from './bot-world.js';
import { RawClient } from './gateway-raw-client.js';
import { auditEntries } from './guild-admin-support.js';
import { type Harness, type Json, start, T0 } from './harness.js';
import { MP3_DATA_URI, OGG_DATA_URI, PNG_DATA_URI } from './media-fixtures.js';
import { connectBot, nextDispatch, nothingBefore, openBotSession } from './support/bot-session.js';
import { refusedSnapshot } from './support/refused-snapshot.js';

// The soundboard over sockets: the default sounds; a guild's sounds made from MP3 or Ogg data (read by its
// bytes) with Create Expressions, edited and deleted (GUILD_SOUNDBOARD_SOUND_* for GUILD_EXPRESSIONS, an
// audit entry each, `soundboard_sounds` in GUILD_CREATE); a bot in a voice channel plays one and the other
// bot there is told (VOICE_CHANNEL_EFFECT_SEND); every refusal the docs name.

const VOICE = '1250000000000000404';
const HUSHED = '1250000000000000493';
const SECOND_BOT = '1250000000000000002';
const sounds = `/guilds/${GUILD}/soundboard-sounds`;
const patient = { heartbeatIntervalMs: 60_000, heartbeatGraceMs: 60_000 };
const expressions = PermissionFlags.CreateGuildExpressions | PermissionFlags.ViewAuditLog;

/** The bot world with a voice channel where the bot may not speak; @everyone may not make expressions. */
function startSoundboard(permissions = expressions): Promise<Harness> {
  const seed = botWorld(permissions);
  const guild = seed.guilds[0]!;
  const everyone = guild.roles[0]!;
  everyone.permissions = (BigInt(everyone.permissions) & ~PermissionFlags.CreateGuildExpressions).toString();
  guild.channels.push({
    id: HUSHED,
    name: 'hushed',
    type: ChannelType.GuildVoice,
    permissionOverwrites: [{ id: BOT, type: 1, allow: '0', deny: PermissionFlags.Speak.toString() }],
  });
  return start({ seed, gateway: patient, now: () => T0 });
}

async function make(h: Harness, body: object): Promise<Json> {
  const res = await h.api('POST', sounds, { body });
  expect(res.status).toBe(201);
  return res.body;
}

/** The second app's bot (installed in the guild) on the gateway with GUILD_VOICE_STATES. */
async function secondBot(h: Harness): Promise<RawClient> {
  const client = await RawClient.open(`ws://${new URL(h.emu.url).host}/gateway?v=10&encoding=json`);
  await client.next(10);
  const token = h.emu.world.applications[1]!.botToken;
  const intents = GatewayIntentBits.Guilds | GatewayIntentBits.GuildVoiceStates;
  client.send({ op: 2, d: { token, intents, properties: { os: 'x', browser: 'x', device: 'x' } } });
  expect((await client.next(0)).t).toBe('READY');
  return client;
}

describe('soundboard sounds', () => {
  it('lists the default sounds', async () => {
    const h = await startSoundboard();
    const res = await h.api('GET', '/soundboard-default-sounds');
    expect(res.status).toBe(200);
    expect(res.body).toEqual(DefaultSoundboardSounds);
    expect(res.body[0]).toEqual({
      name: 'quack',
      sound_id: '1',
      volume: 1,
      emoji_id: null,
      emoji_name: '🦆',
      available: true,
    });
    expect((await h.api('GET', '/soundboard-default-sounds', { auth: null })).status).toBe(401);
  });

  it('a bot makes, lists, edits and deletes a sound; bots are told and the audit log records it', async () => {
    const h = await startSoundboard();
    const bot = await connectBot(h, GatewayIntentBits.Guilds | GatewayIntentBits.GuildExpressions);
    const res = await h.api('POST', sounds, {
      body: { name: 'tada', sound: OGG_DATA_URI, emoji_name: '🎉' },
      headers: { 'x-audit-log-reason': 'party' },
    });
    expect(res.status).toBe(201);
    const made = res.body;
    expect(made).toEqual({
      name: 'tada',
      sound_id: expect.any(String),
      volume: 1,
      emoji_id: null,
      emoji_name: '🎉',
      guild_id: GUILD,
      available: true,
      user: expect.objectContaining({ id: BOT }),
    });
    expect(await nextDispatch(bot, 'GUILD_SOUNDBOARD_SOUND_CREATE')).toEqual(made);
    // Its file is kept as its bytes say: Ogg, though the URI said MP3.
    expect(h.emu.context.state.attachments.get(made.sound_id)?.contentType).toBe('audio/ogg');
    expect((await h.api('GET', sounds)).body).toEqual({ items: [made] });
    expect((await h.api('GET', `${sounds}/${made.sound_id}`)).body).toEqual(made);
    const edited = await h.api('PATCH', `${sounds}/${made.sound_id}`, {
      body: { volume: 0.5, name: 'ta-da' },
    });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ volume: 0.5, name: 'ta-da' });
    expect(await nextDispatch(bot, 'GUILD_SOUNDBOARD_SOUND_UPDATE')).toEqual(edited.body);
    expect((await h.api('DELETE', `${sounds}/${made.sound_id}`)).status).toBe(204);
    expect(await nextDispatch(bot, 'GUILD_SOUNDBOARD_SOUND_DELETE')).toEqual({
      sound_id: made.sound_id,
      guild_id: GUILD,
    });
    const gone = await h.api('GET', `${sounds}/${made.sound_id}`);
    expect([gone.status, gone.body.code]).toEqual([404, 10097]);
    expect(h.emu.context.state.attachments.get(made.sound_id)).toBeUndefined();
    const entries = (await auditEntries(h)).filter((e: Json) => e.target_id === made.sound_id);
    expect(entries.map((e: Json) => e.action_type)).toEqual([
      AuditLogEvent.SoundboardSoundDelete,
      AuditLogEvent.SoundboardSoundUpdate,
      AuditLogEvent.SoundboardSoundCreate,
    ]);
    expect(entries[2].reason).toBe('party');
    expect(entries[1].changes).toContainEqual({ key: 'volume', old_value: 1, new_value: 0.5 });
  });

  it('a bot in a voice channel plays a sound; the other bot there is told', async () => {
    const h = await startSoundboard(expressions | PermissionFlags.Speak | PermissionFlags.UseSoundboard);
    const made = await make(h, { name: 'tada', sound: MP3_DATA_URI, volume: 0.25 });
    const other = await secondBot(h);
    for (const userId of [SECOND_BOT, BOT])
      expect(
        (await h.admin('POST', `/guilds/${GUILD}/voice-states`, { userId, channelId: VOICE })).status,
      ).toBe(200);
    const send = await h.api('POST', `/channels/${VOICE}/send-soundboard-sound`, {
      body: { sound_id: made.sound_id },
    });
    expect(send.status).toBe(204);
    expect(await nextDispatch(other, 'VOICE_CHANNEL_EFFECT_SEND')).toEqual({
      channel_id: VOICE,
      guild_id: GUILD,
      user_id: BOT,
      emoji: null,
      animation_type: 1,
      animation_id: 0,
      sound_id: made.sound_id,
      sound_volume: 0.25,
    });
    const quack = await h.api('POST', `/channels/${VOICE}/send-soundboard-sound`, {
      body: { sound_id: '1' },
    });
    expect(quack.status).toBe(204);
    expect(await nextDispatch(other, 'VOICE_CHANNEL_EFFECT_SEND')).toMatchObject({
      sound_id: '1',
      emoji: { id: null, name: '🦆' },
    });
  });
});

describe('soundboard sounds in snapshots', () => {
  it('are in GUILD_CREATE, keep their file through a load; one of an unknown guild or too loud is refused', async () => {
    const h = await startSoundboard();
    const made = await make(h, { name: 'saved', sound: OGG_DATA_URI, volume: 0.75 });
    const { client } = await openBotSession(h, GatewayIntentBits.Guilds);
    expect((await nextDispatch(client, 'GUILD_CREATE')).soundboard_sounds).toEqual([made]);
    // Request Soundboard Sounds (op 31): one answer per guild of the session; another guild gets none.
    client.send({ op: 31, d: { guild_ids: [GUILD, '1250000000000000500', GUILD] } });
    expect(await nextDispatch(client, 'SOUNDBOARD_SOUNDS')).toEqual({
      soundboard_sounds: [made],
      guild_id: GUILD,
    });
    await nothingBefore(client);
    const saved = h.emu.exportState() as Json;
    expect(saved.soundboardSounds).toEqual([expect.objectContaining({ id: made.sound_id, volume: 0.75 })]);
    const copy = await startEmulator({ now: () => T0, rateLimits: 'off', state: saved });
    try {
      expect(copy.exportState()).toEqual(saved);
      expect(copy.context.state.attachments.get(made.sound_id)?.contentType).toBe('audio/ogg');
    } finally {
      await copy.stop();
    }
    saved.soundboardSounds.push({
      ...saved.soundboardSounds[0],
      id: '1250000000000007777',
      guildId: '999',
      volume: 2,
    });
    const problems = refusedSnapshot(h, saved);
    expect(problems).toContain('soundboardSounds[1].guildId');
    expect(problems).toContain('soundboardSounds[1].volume');
  });
});

describe('soundboard refusals', () => {
  it('refuses bad sounds, full slots and missing permissions, and writes nothing', async () => {
    const h = await startSoundboard();
    const image = await h.api('POST', sounds, { body: { name: 'pic', sound: PNG_DATA_URI } });
    expect([image.status, image.body.code]).toEqual([400, 50035]);
    expect(image.body.errors.sound._errors[0].code).toBe('IMAGE_INVALID');
    const big = `data:audio/ogg;base64,${Buffer.alloc(512 * 1024 + 1, 'OggS').toString('base64')}`;
    const tooBig = await h.api('POST', sounds, { body: { name: 'big', sound: big } });
    expect(tooBig.body.errors.sound._errors[0].code).toBe('BINARY_TYPE_MAX_SIZE');
    const fields = await h.api('POST', sounds, { body: { name: 'x', sound: OGG_DATA_URI, volume: 2 } });
    expect(Object.keys(fields.body.errors).sort()).toEqual(['name', 'volume']);
    const emoji = await h.api('POST', sounds, {
      body: { name: 'emoji', sound: OGG_DATA_URI, emoji_id: '1250000000000009999' },
    });
    expect(emoji.body.errors.emoji_id).toBeDefined();
    expect((await h.api('GET', sounds)).body).toEqual({ items: [] });
    for (let i = 0; i < 8; i++) await make(h, { name: `sound ${i}`, sound: OGG_DATA_URI });
    const full = await h.api('POST', sounds, { body: { name: 'ninth', sound: OGG_DATA_URI } });
    expect([full.status, full.body.code]).toEqual([400, 30045]);
    // Someone else's sound: Manage Expressions only.
    const [first] = (await h.api('GET', sounds)).body.items;
    h.emu.context.state.soundboardSounds.get(first.sound_id)!.creatorId = MEMBER;
    const theirs = await h.api('PATCH', `${sounds}/${first.sound_id}`, { body: { name: 'mine' } });
    expect([theirs.status, theirs.body.code]).toEqual([403, 50013]);
    expect((await h.api('DELETE', `${sounds}/${first.sound_id}`)).body.code).toBe(50013);
  });

  it('refuses a bot without Create Expressions, and sounds played where the docs forbid it', async () => {
    const h = await startSoundboard(PermissionFlags.UseSoundboard);
    const denied = await h.api('POST', sounds, { body: { name: 'tada', sound: OGG_DATA_URI } });
    expect([denied.status, denied.body.code]).toEqual([403, 50013]);
    const send = (channelId: string, body: object) =>
      h.api('POST', `/channels/${channelId}/send-soundboard-sound`, { body });
    // A text channel (50024); not connected (40032); an unknown sound (10097); no Speak (50013).
    expect((await send(GENERAL, { sound_id: '1' })).body.code).toBe(50024);
    expect((await send(VOICE, { sound_id: '1' })).body.code).toBe(40032);
    const joined = await h.admin('POST', `/guilds/${GUILD}/voice-states`, { userId: BOT, channelId: HUSHED });
    expect(joined.status).toBe(200);
    expect((await send(HUSHED, { sound_id: '999' })).body.code).toBe(10097);
    const speak = await send(HUSHED, { sound_id: '1' });
    expect([speak.status, speak.body.code]).toEqual([403, 50013]);
    expect((await send(HUSHED, {})).body.errors.sound_id._errors[0].code).toBe('BASE_TYPE_REQUIRED');
  });

  it('refuses a deafened bot (50167)', async () => {
    const h = await startSoundboard(PermissionFlags.Speak | PermissionFlags.UseSoundboard);
    await h.admin('POST', `/guilds/${GUILD}/voice-states`, { userId: BOT, channelId: VOICE, selfDeaf: true });
    const res = await h.api('POST', `/channels/${VOICE}/send-soundboard-sound`, { body: { sound_id: '1' } });
    expect([res.status, res.body.code]).toEqual([400, 50167]);
  });
});
