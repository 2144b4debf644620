import { ChannelType, PermissionFlags } from '@slashkit/api';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { prototypeSnapshot } from '../../../test/support/hostile-keys.js';
import { seededRandom } from '../../../test/support/seeded-random.js';
import { BOT, botWorld, GENERAL, GUILD, MEMBER } from './bot-world.js';
import { start, T0 } from './harness.js';
import { fuzz, fuzzedRoutes, multipartSender, RouteRecorder, sender } from './hostile-fuzz-support.js';
import { OGG_DATA_URI, PNG_DATA_URI } from './media-fixtures.js';

// The bodies of channel webhooks, emojis, stickers, scheduled events, AutoMod, stage, soundboard and
// voice, each sent again with each hostile key (`__proto__`, `constructor`, …) added at each level, from
// a fixed seed: whatever the answer, nothing may be written into Object.prototype and nothing may fail
// with a 5xx.

const STAGE = '1250000000000000490';

/** The bot world with a stage channel, the bot holding `permissions` (Mute Members: it makes speakers). */
function voiceWorld(permissions = PermissionFlags.MuteMembers) {
  const world = botWorld(permissions);
  world.guilds[0]!.channels.push({
    id: STAGE,
    name: 'stage',
    type: ChannelType.GuildStageVoice,
    parentId: null,
  });
  return world;
}

const stageModerator =
  PermissionFlags.ManageChannels | PermissionFlags.MuteMembers | PermissionFlags.MoveMembers;
const seed = 0x36_2036;
const recorder = new RouteRecorder();

let before: Record<string, string[]>;
beforeEach(() => {
  before = prototypeSnapshot();
});
afterEach(() => {
  for (const target of [Object.prototype, Object] as Record<string, unknown>[])
    for (const key of ['_errors', 'polluted', 'x']) delete target[key];
});

describe('hostile keys in the bodies of webhooks and expressions', () => {
  it('channel webhooks: made, edited by id and token, executed and their messages edited', {
    timeout: 60_000,
  }, async () => {
    const h = await start({ seed: botWorld(PermissionFlags.AttachFiles | PermissionFlags.ManageWebhooks) });
    const bot = `Bot ${h.app.botToken}`;
    const made = await h.api('POST', `/channels/${GENERAL}/webhooks`, { body: { name: 'Fuzzed' } });
    const { id, token } = made.body;
    const sent = await h.api('POST', `/webhooks/${id}/${token}?wait=true`, {
      auth: null,
      body: { content: 'x' },
    });
    const random = seededRandom(seed);
    const execute = {
      content: 'hello <@1250000000000000201>',
      username: 'Fuzz',
      avatar_url: 'https://example.com/a.png',
      allowed_mentions: { parse: [], users: ['1250000000000000201'] },
      embeds: [{ title: 't', fields: [{ name: 'n', value: 'v' }] }],
      components: [{ type: 1, components: [{ type: 2, style: 5, url: 'https://example.com', label: 'L' }] }],
      attachments: [{ id: 0, filename: 'a.txt' }],
    };
    const failures = [
      ...(await fuzz(
        'create',
        { name: 'Hook', avatar: PNG_DATA_URI },
        sender(recorder, h, 'POST', `/channels/${GENERAL}/webhooks`, bot),
        random,
        before,
      )),
      ...(await fuzz(
        'edit',
        { name: 'Renamed', avatar: null, channel_id: GENERAL },
        sender(recorder, h, 'PATCH', `/webhooks/${id}`, bot),
        random,
        before,
      )),
      ...(await fuzz(
        'token edit',
        { name: 'Renamed' },
        sender(recorder, h, 'PATCH', `/webhooks/${id}/${token}`),
        random,
        before,
      )),
      ...(await fuzz(
        'execute',
        execute,
        multipartSender(recorder, h, 'POST', `/webhooks/${id}/${token}`, [{ name: 'a.txt', bytes: 'a' }]),
        random,
        before,
        30,
      )),
      ...(await fuzz(
        'message edit',
        execute,
        sender(recorder, h, 'PATCH', `/webhooks/${id}/${token}/messages/${sent.body.id}`),
        random,
        before,
        30,
      )),
    ];
    expect(failures).toEqual([]);
  });

  it("emojis and stickers: a guild's and an application's, made and edited", {
    timeout: 60_000,
  }, async () => {
    const h = await start({ seed: botWorld(PermissionFlags.ManageGuildExpressions) });
    const bot = `Bot ${h.app.botToken}`;
    const guildEmoji = await h.api('POST', `/guilds/${GUILD}/emojis`, {
      body: { name: 'fuzzed', image: PNG_DATA_URI },
    });
    const appEmoji = await h.api('POST', `/applications/${h.app.id}/emojis`, {
      body: { name: 'fuzzed', image: PNG_DATA_URI },
    });
    const sticker = h.emu.context.state.stickers.add({
      id: '1250000000000007781',
      guildId: GUILD,
      name: 'fuzzed',
      description: null,
      tags: 'wave',
      formatType: 1,
      creatorId: h.app.id,
    });
    const random = seededRandom(seed + 1);
    const failures = [
      ...(await fuzz(
        'guild emoji',
        { name: 'blob', image: PNG_DATA_URI, roles: [GUILD] },
        sender(recorder, h, 'POST', `/guilds/${GUILD}/emojis`, bot),
        random,
        before,
      )),
      ...(await fuzz(
        'guild emoji edit',
        { name: 'blob_two', roles: [] },
        sender(recorder, h, 'PATCH', `/guilds/${GUILD}/emojis/${guildEmoji.body.id}`, bot),
        random,
        before,
      )),
      ...(await fuzz(
        'app emoji',
        { name: 'app_blob', image: PNG_DATA_URI },
        sender(recorder, h, 'POST', `/applications/${h.app.id}/emojis`, bot),
        random,
        before,
      )),
      ...(await fuzz(
        'sticker edit',
        { name: 'sticker_two', tags: 'wave', description: 'Hello there' },
        sender(recorder, h, 'PATCH', `/guilds/${GUILD}/stickers/${sticker.id}`, bot),
        random,
        before,
      )),
      ...(await fuzz(
        'app emoji edit',
        { name: 'app_two' },
        sender(recorder, h, 'PATCH', `/applications/${h.app.id}/emojis/${appEmoji.body.id}`, bot),
        random,
        before,
      )),
    ];
    expect(failures).toEqual([]);
  });

  it('AutoMod rules: made and edited', { timeout: 60_000 }, async () => {
    const h = await start({ seed: botWorld(PermissionFlags.ManageGuild | PermissionFlags.ModerateMembers) });
    const bot = `Bot ${h.app.botToken}`;
    const body = {
      name: 'fuzzed',
      event_type: 1,
      trigger_type: 1,
      trigger_metadata: { keyword_filter: ['bad*'], regex_patterns: ['b(a|o)d'], allow_list: ['badge'] },
      actions: [
        { type: 1, metadata: { custom_message: 'No' } },
        { type: 2, metadata: { channel_id: GENERAL } },
        { type: 3, metadata: { duration_seconds: 60 } },
      ],
      enabled: true,
      exempt_roles: [GUILD],
      exempt_channels: [GENERAL],
    };
    const rule = await h.api('POST', `/guilds/${GUILD}/auto-moderation/rules`, { body });
    const random = seededRandom(seed + 2);
    const failures = [
      ...(await fuzz(
        'automod rule',
        { ...body, trigger_type: 5, trigger_metadata: { mention_total_limit: 3 } },
        sender(recorder, h, 'POST', `/guilds/${GUILD}/auto-moderation/rules`, bot),
        random,
        before,
      )),
      ...(await fuzz(
        'automod rule edit',
        { name: 'edited', trigger_metadata: body.trigger_metadata, actions: body.actions },
        sender(recorder, h, 'PATCH', `/guilds/${GUILD}/auto-moderation/rules/${rule.body.id}`, bot),
        random,
        before,
      )),
    ];
    expect(failures).toEqual([]);
  });

  it('scheduled events: made, edited, and interest marked and taken back', { timeout: 60_000 }, async () => {
    const h = await start({ seed: botWorld(PermissionFlags.CreateEvents | PermissionFlags.ManageEvents) });
    const bot = `Bot ${h.app.botToken}`;
    const start1 = new Date(T0 + 3_600_000).toISOString();
    const body = {
      name: 'fuzzed',
      description: 'd',
      privacy_level: 2,
      entity_type: 3,
      entity_metadata: { location: 'here' },
      scheduled_start_time: start1,
      scheduled_end_time: new Date(T0 + 7_200_000).toISOString(),
      recurrence_rule: { start: start1, frequency: 1, interval: 1, by_n_weekday: [{ n: 2, day: 3 }] },
    };
    const event = await h.api('POST', `/guilds/${GUILD}/scheduled-events`, { body });
    const users = `/_emulator/guilds/${GUILD}/scheduled-events/${event.body.id}/users`;
    const random = seededRandom(seed + 3);
    const failures = [
      ...(await fuzz(
        'scheduled event',
        body,
        sender(recorder, h, 'POST', `/guilds/${GUILD}/scheduled-events`, bot),
        random,
        before,
      )),
      ...(await fuzz(
        'scheduled event edit',
        { name: 'edited', entity_metadata: { location: 'there' }, recurrence_rule: body.recurrence_rule },
        sender(recorder, h, 'PATCH', `/guilds/${GUILD}/scheduled-events/${event.body.id}`, bot),
        random,
        before,
      )),
      ...(await fuzz('interest', { userId: MEMBER }, sender(recorder, h, 'POST', users), random, before)),
      ...(await fuzz(
        'no interest',
        {},
        sender(recorder, h, 'POST', `${users}/${MEMBER}/remove`),
        random,
        before,
      )),
    ];
    expect(failures).toEqual([]);
  });

  it('voice states: a member and the bot on a stage, joined and left by hand', {
    timeout: 60_000,
  }, async () => {
    const h = await start({ seed: voiceWorld() });
    const bot = `Bot ${h.app.botToken}`;
    const admin = (path: string, body: object) =>
      h.admin('POST', `/guilds/${GUILD}/voice-states${path}`, body);
    await admin('', { userId: MEMBER, channelId: STAGE });
    await admin('', { userId: BOT, channelId: STAGE });
    const random = seededRandom(seed + 3);
    const states = `/guilds/${GUILD}/voice-states`;
    const failures = [
      ...(await fuzz(
        'own voice state',
        { channel_id: STAGE, suppress: false, request_to_speak_timestamp: null },
        sender(recorder, h, 'PATCH', `${states}/@me`, bot),
        random,
        before,
      )),
      ...(await fuzz(
        'member voice state',
        { channel_id: STAGE, suppress: true },
        sender(recorder, h, 'PATCH', `${states}/${MEMBER}`, bot),
        random,
        before,
      )),
      ...(await fuzz(
        'join voice',
        { userId: MEMBER, channelId: STAGE, selfMute: true },
        sender(recorder, h, 'POST', `/_emulator${states}`),
        random,
        before,
      )),
      ...(await fuzz(
        'leave voice',
        {},
        sender(recorder, h, 'POST', `/_emulator${states}/${MEMBER}/leave`),
        random,
        before,
      )),
    ];
    expect(failures).toEqual([]);
  });

  it('stage instances: made live with a stage event, and edited', { timeout: 60_000 }, async () => {
    const h = await start({ seed: voiceWorld(stageModerator | PermissionFlags.CreateEvents) });
    const bot = `Bot ${h.app.botToken}`;
    const event = await h.api('POST', `/guilds/${GUILD}/scheduled-events`, {
      body: {
        name: 'Q&A',
        privacy_level: 2,
        entity_type: 1,
        channel_id: STAGE,
        scheduled_start_time: new Date(T0 + 3_600_000).toISOString(),
      },
    });
    expect(event.status).toBe(200);
    const random = seededRandom(seed + 4);
    const failures = [
      ...(await fuzz(
        'stage instance',
        {
          channel_id: STAGE,
          topic: 'fuzzed',
          privacy_level: 2,
          send_start_notification: false,
          guild_scheduled_event_id: event.body.id,
        },
        sender(recorder, h, 'POST', '/stage-instances', bot),
        random,
        before,
      )),
      ...(await fuzz(
        'stage instance edit',
        { topic: 'edited', privacy_level: 2 },
        sender(recorder, h, 'PATCH', `/stage-instances/${STAGE}`, bot),
        random,
        before,
      )),
    ];
    expect(failures).toEqual([]);
  });

  it('soundboard: sounds made and edited, and one played in a voice channel', {
    timeout: 60_000,
  }, async () => {
    const h = await start({ seed: voiceWorld() });
    const bot = `Bot ${h.app.botToken}`;
    const VOICE = '1250000000000000404';
    await h.admin('POST', `/guilds/${GUILD}/voice-states`, { userId: BOT, channelId: VOICE });
    const sounds = `/guilds/${GUILD}/soundboard-sounds`;
    const made = await h.api('POST', sounds, { body: { name: 'first', sound: OGG_DATA_URI } });
    expect(made.status).toBe(201);
    const random = seededRandom(seed + 5);
    const failures = [
      ...(await fuzz(
        'soundboard sound',
        { name: 'fuzzed', sound: OGG_DATA_URI, volume: 0.5, emoji_id: null, emoji_name: 'x' },
        sender(recorder, h, 'POST', sounds, bot),
        random,
        before,
      )),
      ...(await fuzz(
        'soundboard sound edit',
        { name: 'edited', volume: 1, emoji_name: null },
        sender(recorder, h, 'PATCH', `${sounds}/${made.body.sound_id}`, bot),
        random,
        before,
      )),
      ...(await fuzz(
        'send soundboard sound',
        { sound_id: '1', source_guild_id: null },
        sender(recorder, h, 'POST', `/channels/${VOICE}/send-soundboard-sound`, bot),
        random,
        before,
      )),
    ];
    expect(failures).toEqual([]);
  });

  it('sent hostile bodies to every route this file covers (see hostile-fuzz-support.ts)', () => {
    expect([...recorder.reached].sort()).toEqual(expect.arrayContaining([...fuzzedRoutes.expressions]));
  });
});
