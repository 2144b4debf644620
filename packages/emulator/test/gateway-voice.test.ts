import { ChannelType, GatewayIntentBits, PermissionFlags } from '@slashkit/api';
import { describe, expect, it } from 'vitest';
import { emulatorVoiceEndpoint } from '../src/gateway/voice-state-update.js';
import { ADMIN, BOT, botWorld, GUILD, MEMBER, NEWBIE, OTHER_GUILD } from './bot-world.js';
import { RawClient } from './gateway-raw-client.js';
import { type Harness, start, T0 } from './harness.js';
import { nextDispatch, nothingBefore, openBotSession } from './support/bot-session.js';

// Gateway op 4 (Voice State Update) over sockets: the bot joins, moves and leaves voice as a voice library
// does it; the guild is told (VOICE_STATE_UPDATE), the session gets VOICE_SERVER_UPDATE with a token and an
// endpoint that names the emulator (no voice server is served); what the service ignores changes nothing.

const VOICE = '1250000000000000404';
const STAGE = '1250000000000000490';
const LOCKED = '1250000000000000491';
const FULL = '1250000000000000492';
const patient = { heartbeatIntervalMs: 60_000, heartbeatGraceMs: 60_000 };
const intents = GatewayIntentBits.Guilds | GatewayIntentBits.GuildVoiceStates;

function startVoice(): Promise<Harness> {
  const seed = botWorld(PermissionFlags.MuteMembers);
  seed.guilds[0]!.channels.push(
    { id: STAGE, name: 'town-hall', type: ChannelType.GuildStageVoice, parentId: null },
    {
      id: LOCKED,
      name: 'locked',
      type: ChannelType.GuildVoice,
      parentId: null,
      permissionOverwrites: [{ id: GUILD, type: 0, allow: '0', deny: PermissionFlags.Connect.toString() }],
    },
    { id: FULL, name: 'duo', type: ChannelType.GuildVoice, parentId: null, userLimit: 1 },
  );
  return start({ seed, gateway: patient, now: () => T0 });
}

const voiceUpdate = (channel_id: string | null, guild_id = GUILD, self_deaf = false) => ({
  op: 4,
  d: { guild_id, channel_id, self_mute: false, self_deaf },
});

describe('gateway op 4: Voice State Update', () => {
  it('the bot joins, moves and leaves; VOICE_STATE_UPDATE to the guild, VOICE_SERVER_UPDATE to the bot', async () => {
    const h = await startVoice();
    const { client } = await openBotSession(h, intents);
    await nextDispatch(client, 'GUILD_CREATE');
    client.send(voiceUpdate(VOICE, GUILD, true));
    const joined = await nextDispatch(client, 'VOICE_STATE_UPDATE');
    expect(joined).toMatchObject({
      guild_id: GUILD,
      channel_id: VOICE,
      user_id: BOT,
      self_deaf: true,
      self_mute: false,
      suppress: false,
      member: { user: { id: BOT } },
    });
    const server = await nextDispatch(client, 'VOICE_SERVER_UPDATE');
    expect(server).toEqual({
      token: expect.stringMatching(/^[0-9a-f]{32}$/),
      guild_id: GUILD,
      endpoint: emulatorVoiceEndpoint,
    });
    expect((await h.api('GET', `/guilds/${GUILD}/voice-states/@me`)).body).toEqual(joined);
    client.send(voiceUpdate(STAGE));
    const moved = await nextDispatch(client, 'VOICE_STATE_UPDATE');
    expect(moved).toMatchObject({ channel_id: STAGE, suppress: true, session_id: joined.session_id });
    const again = await nextDispatch(client, 'VOICE_SERVER_UPDATE');
    expect(again.token).not.toBe(server.token);
    client.send(voiceUpdate(null));
    expect(await nextDispatch(client, 'VOICE_STATE_UPDATE')).toMatchObject({
      user_id: BOT,
      channel_id: null,
    });
    await nothingBefore(client);
    expect((await h.api('GET', `/guilds/${GUILD}/voice-states/@me`)).body.code).toBe(10065);
  });

  it('ignores a channel the bot may not connect to, a guild of no session, and a bad payload', async () => {
    const h = await startVoice();
    const { client } = await openBotSession(h, intents);
    await nextDispatch(client, 'GUILD_CREATE');
    client.send(voiceUpdate(LOCKED));
    client.send(voiceUpdate(VOICE, OTHER_GUILD));
    client.send(voiceUpdate('1250000000000000402'));
    client.send({ op: 4, d: 'join' });
    await nothingBefore(client);
    expect((await h.api('GET', `/guilds/${GUILD}/voice-states/@me`)).body.code).toBe(10065);
    expect(h.emu.context.state.voiceStates.ofGuild(GUILD)).toEqual([]);
  });

  it("holds a channel's user limit: a full channel takes nobody without Move Members", async () => {
    const h = await startVoice();
    expect((await h.api('GET', `/channels/${FULL}`)).body.user_limit).toBe(1);
    const { client } = await openBotSession(h, intents);
    await nextDispatch(client, 'GUILD_CREATE');
    const first = await h.admin('POST', `/guilds/${GUILD}/voice-states`, { userId: MEMBER, channelId: FULL });
    expect(first.status).toBe(200);
    expect((await nextDispatch(client, 'VOICE_STATE_UPDATE')).user_id).toBe(MEMBER);
    const second = await h.admin('POST', `/guilds/${GUILD}/voice-states`, {
      userId: NEWBIE,
      channelId: FULL,
    });
    expect([second.status, second.body.code]).toEqual([403, 50013]);
    expect(second.body.message).toMatch(/full/);
    client.send(voiceUpdate(FULL));
    await nothingBefore(client);
    // The admin holds every permission, Move Members too: a full channel takes them.
    expect(
      (await h.admin('POST', `/guilds/${GUILD}/voice-states`, { userId: ADMIN, channelId: FULL })).status,
    ).toBe(200);
    await nextDispatch(client, 'VOICE_STATE_UPDATE');
    await h.admin('POST', `/guilds/${GUILD}/voice-states/${ADMIN}/leave`, {});
    await h.admin('POST', `/guilds/${GUILD}/voice-states/${MEMBER}/leave`, {});
    client.send(voiceUpdate(FULL));
    expect(await nextDispatch(client, 'VOICE_SERVER_UPDATE')).toMatchObject({ guild_id: GUILD });
    expect(h.emu.context.state.voiceStates.get(GUILD, BOT)?.channelId).toBe(FULL);
  });

  it('keeps the user limit a bot sets on a voice channel it makes or edits', async () => {
    const h = await start({ seed: botWorld(PermissionFlags.ManageChannels), now: () => T0 });
    const made = await h.api('POST', `/guilds/${GUILD}/channels`, {
      body: { name: 'trio', type: ChannelType.GuildVoice, user_limit: 3 },
    });
    expect([made.status, made.body.user_limit]).toEqual([201, 3]);
    const edited = await h.api('PATCH', `/channels/${made.body.id}`, { body: { user_limit: 0 } });
    expect([edited.status, edited.body.user_limit]).toEqual([200, 0]);
    const snapshot = h.emu.exportState();
    const seeded = snapshot.world.guilds[0]!.channels.find((c) => c.id === made.body.id);
    expect(seeded).not.toHaveProperty('userLimit');
  });

  it('disconnects whoever is in a voice channel that is deleted', async () => {
    const h = await start({
      seed: botWorld(PermissionFlags.ManageChannels),
      gateway: patient,
      now: () => T0,
    });
    const { client } = await openBotSession(h, intents);
    await nextDispatch(client, 'GUILD_CREATE');
    await h.admin('POST', `/guilds/${GUILD}/voice-states`, { userId: MEMBER, channelId: VOICE });
    await nextDispatch(client, 'VOICE_STATE_UPDATE');
    expect((await h.api('DELETE', `/channels/${VOICE}`)).status).toBe(200);
    expect(await nextDispatch(client, 'VOICE_STATE_UPDATE')).toMatchObject({
      user_id: MEMBER,
      channel_id: null,
    });
    expect(h.emu.exportState().voiceStates).toEqual([]);
  });

  it('closes with 4003 on a Voice State Update before Identify', async () => {
    const h = await startVoice();
    const client = await RawClient.open(`ws://${new URL(h.emu.url).host}/gateway?v=10&encoding=json`);
    await client.next(10);
    client.send(voiceUpdate(VOICE));
    expect((await client.closed).code).toBe(4003);
  });
});
