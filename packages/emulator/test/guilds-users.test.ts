import { describe, expect, it } from 'vitest';
import {
  BOT,
  BOT_ROLE,
  botWorld,
  GENERAL,
  GUILD,
  MEMBER,
  OTHER_GUILD,
  OUTSIDER,
  OWNER,
  STAFF,
  THREAD,
} from './bot-world.js';
import { type Json, start } from './harness.js';

// The guild and user routes a bot also calls (service-facts "What a slash-command bot also calls").

const GUILD_MEMBERS = 1 << 14;
const GUILD_MEMBERS_LIMITED = 1 << 15;

describe('guilds', () => {
  it('GET /guilds/{id}: the guild with its roles, and the counts with with_counts', async () => {
    const h = await start({ seed: botWorld() });
    const plain = await h.api('GET', `/guilds/${GUILD}`);
    expect(plain.status).toBe(200);
    expect(plain.body).toMatchObject({
      id: GUILD,
      name: 'Slashkit Test Guild',
      owner_id: OWNER,
      preferred_locale: 'en-US',
      features: [],
      emojis: [],
      stickers: [],
    });
    expect(plain.body).not.toHaveProperty('approximate_member_count');
    const botRole = plain.body.roles.find((r: Json) => r.id === BOT_ROLE);
    expect(botRole).toMatchObject({ managed: true, tags: { bot_id: BOT }, flags: 0 });
    const counted = await h.api('GET', `/guilds/${GUILD}?with_counts=True`);
    // Five seeded members, the primary bot (with its member entry), the Activity app's bot (installed).
    expect(counted.body).toMatchObject({ approximate_member_count: 7, approximate_presence_count: 0 });
  });

  it('refuses a guild the app is not installed in (50001), an unknown guild (10004), a Bearer token (401)', async () => {
    const h = await start({ seed: botWorld() });
    for (const path of ['', '/channels', '/roles', `/members/${OWNER}`]) {
      const elsewhere = await h.api('GET', `/guilds/${OTHER_GUILD}${path}`);
      expect([elsewhere.status, elsewhere.body.code]).toEqual([403, 50001]);
      const unknown = await h.api('GET', `/guilds/1250000000000009999${path}`);
      expect([unknown.status, unknown.body.code]).toEqual([404, 10004]);
    }
    const bearer = await h.api('GET', `/guilds/${GUILD}`, { auth: await h.bearer('owner', ['guilds']) });
    expect(bearer.status).toBe(401);
    const badCounts = await h.api('GET', `/guilds/${GUILD}?with_counts=maybe`);
    expect([badCounts.status, badCounts.body.errors.with_counts._errors[0].code]).toEqual([
      400,
      'BASE_TYPE_BOOLEAN',
    ]);
  });

  it('GET /guilds/{id}/channels: every channel but threads, hidden ones too, with positions and overwrites', async () => {
    const h = await start({ seed: botWorld() });
    const res = await h.api('GET', `/guilds/${GUILD}/channels`);
    expect(res.status).toBe(200);
    const ids = res.body.map((c: Json) => c.id);
    expect(ids).toContain(STAFF);
    expect(ids).not.toContain(THREAD);
    const general = res.body.find((c: Json) => c.id === GENERAL);
    expect(general).toMatchObject({
      position: 1,
      parent_id: '1250000000000000401',
      topic: null,
      nsfw: false,
    });
    const voice = res.body.find((c: Json) => c.type === 2);
    expect(voice).toMatchObject({ bitrate: 64000, user_limit: 0, rtc_region: null });
  });

  it('GET /guilds/{id}/roles', async () => {
    const h = await start({ seed: botWorld() });
    const res = await h.api('GET', `/guilds/${GUILD}/roles`);
    expect(res.body.map((r: Json) => r.name)).toEqual([
      '@everyone',
      'admin',
      'moderator',
      'member',
      'slashkit-bot',
      'pingable',
    ]);
    expect(res.body[0]).toMatchObject({ colors: { primary_color: 0 }, icon: null, unicode_emoji: null });
  });

  it('GET /guilds/{id}/members/{user.id}: a member with their user, the bot itself, 10007 for a non-member', async () => {
    const h = await start({ seed: botWorld() });
    const member = await h.api('GET', `/guilds/${GUILD}/members/${MEMBER}`);
    expect(member.body).toMatchObject({
      user: { id: MEMBER, username: 'member' },
      roles: ['1250000000000000303'],
      joined_at: '2024-06-01T00:03:00.000Z',
      deaf: false,
      mute: false,
      pending: false,
    });
    const bot = await h.api('GET', `/guilds/${GUILD}/members/${BOT}`);
    expect(bot.body).toMatchObject({ user: { id: BOT, bot: true }, roles: [BOT_ROLE] });
    const outsider = await h.api('GET', `/guilds/${GUILD}/members/${OUTSIDER}`);
    expect([outsider.status, outsider.body.code]).toEqual([404, 10007]);
  });

  it('GET /guilds/{id}/members: refused without the GUILD_MEMBERS flag (50001); with it, paged by user id', async () => {
    const h = await start({ seed: botWorld() });
    const refused = await h.api('GET', `/guilds/${GUILD}/members`);
    expect([refused.status, refused.body.code]).toEqual([403, 50001]);
    expect(refused.body.message).toContain('GATEWAY_GUILD_MEMBERS');
    const patched = await h.admin('PATCH', `/applications/${h.app.id}`, { flags: GUILD_MEMBERS_LIMITED });
    expect(patched.status).toBe(200);
    const one = await h.api('GET', `/guilds/${GUILD}/members`);
    expect(one.body.map((m: Json) => m.user.id)).toEqual([BOT]);
    const page = await h.api('GET', `/guilds/${GUILD}/members?limit=3&after=${BOT}`);
    expect(page.body.map((m: Json) => m.user.id)).toEqual([
      '1250000000000000002',
      OWNER,
      '1250000000000000202',
    ]);
    const bad = await h.api('GET', `/guilds/${GUILD}/members?limit=1001`);
    expect([bad.status, bad.body.errors.limit._errors[0].code]).toEqual([400, 'NUMBER_TYPE_MAX']);
  });

  it('the GUILD_MEMBERS flag can come from the world file', async () => {
    const seed = botWorld();
    seed.applications[0]!.flags = GUILD_MEMBERS;
    const h = await start({ seed });
    const res = await h.api('GET', `/guilds/${GUILD}/members?limit=1000`);
    expect(res.status).toBe(200);
    expect(res.body).toHaveLength(7);
  });

  it('PATCH /_emulator/applications/{id} (the flags) is refused to a web page of another site', async () => {
    const h = await start({ seed: botWorld() });
    const res = await fetch(`${h.emu.url}/_emulator/applications/${h.app.id}`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json', 'sec-fetch-site': 'cross-site' },
      body: JSON.stringify({ flags: GUILD_MEMBERS }),
    });
    expect(res.status).toBe(403);
    expect((await h.api('GET', `/guilds/${GUILD}/members`)).status).toBe(403);
  });
});

describe('users', () => {
  it('GET /users/{id}: a user, a bot user; 10013 for nobody', async () => {
    const h = await start({ seed: botWorld() });
    const user = await h.api('GET', `/users/${MEMBER}`);
    expect(user.body).toMatchObject({
      id: MEMBER,
      username: 'member',
      global_name: 'Mem Ber',
      discriminator: '0',
    });
    const bot = await h.api('GET', `/users/${BOT}`);
    expect(bot.body).toMatchObject({ id: BOT, bot: true, username: 'slashkit-bot' });
    const nobody = await h.api('GET', '/users/1250000000000009999');
    expect([nobody.status, nobody.body.code]).toEqual([404, 10013]);
    const bearer = await h.bearer('owner', ['identify', 'guilds']);
    expect((await h.api('GET', `/users/${MEMBER}`, { auth: bearer })).status).toBe(401);
    const dm = await h.api('POST', '/users/@me/channels', { body: { recipient_id: MEMBER }, auth: bearer });
    expect(dm.status).toBe(401);
  });

  it('GET /users/@me/guilds: the guilds the app is installed in, with the bot permissions; a user Bearer token with guilds sees theirs', async () => {
    const h = await start({ seed: botWorld() });
    const bot = await h.api('GET', '/users/@me/guilds?with_counts=true');
    expect(bot.body).toEqual([
      {
        id: GUILD,
        name: 'Slashkit Test Guild',
        icon: null,
        banner: null,
        owner: false,
        permissions: expect.any(String),
        features: [],
        approximate_member_count: 7,
        approximate_presence_count: 0,
      },
    ]);
    const owner = await h.api('GET', '/users/@me/guilds', { auth: await h.bearer('owner', ['guilds']) });
    expect(owner.body.map((g: Json) => [g.id, g.owner])).toEqual([
      [GUILD, true],
      [OTHER_GUILD, true],
    ]);
    const after = await h.api('GET', `/users/@me/guilds?after=${GUILD}`, {
      auth: await h.bearer('owner', ['guilds']),
    });
    expect(after.body.map((g: Json) => g.id)).toEqual([OTHER_GUILD]);
    const noScope = await h.api('GET', '/users/@me/guilds', { auth: await h.bearer('owner', ['identify']) });
    expect(noScope.status).toBe(401);
  });

  it('GET /users/@me/guilds/{id}/member: a Bearer token with guilds.members.read reads its user as a member, bot or no bot there', async () => {
    const h = await start({ seed: botWorld() });
    const auth = await h.bearer('outsider', ['guilds.members.read']);
    const member = await h.api('GET', `/users/@me/guilds/${OTHER_GUILD}/member`, { auth });
    expect(member.status).toBe(200);
    expect(member.body).toMatchObject({ user: { id: OUTSIDER }, roles: [], nick: null, pending: false });
    expect(typeof member.body.joined_at).toBe('string');
    // Not the user's guild, an unknown one: 10004; without the scope, or a Bot token: 401.
    for (const guild of [GUILD, '1250000000000009999']) {
      const refused = await h.api('GET', `/users/@me/guilds/${guild}/member`, { auth });
      expect([refused.status, refused.body.code]).toEqual([404, 10004]);
    }
    const noScope = await h.api('GET', `/users/@me/guilds/${OTHER_GUILD}/member`, {
      auth: await h.bearer('outsider', ['guilds']),
    });
    expect([noScope.status, noScope.body.message]).toEqual([
      401,
      expect.stringMatching(/guilds\.members\.read/),
    ]);
    expect((await h.api('GET', `/users/@me/guilds/${GUILD}/member`)).status).toBe(401);
  });
});

describe('DMs', () => {
  it('POST /users/@me/channels opens the DM, the bot writes in it, the user sees it and answers', async () => {
    const h = await start({ seed: botWorld() });
    const dm = await h.api('POST', '/users/@me/channels', { body: { recipient_id: MEMBER } });
    expect(dm.status).toBe(200);
    expect(dm.body).toMatchObject({ type: 1, recipients: [{ id: MEMBER }], last_message_id: null });
    const again = await h.api('POST', '/users/@me/channels', { body: { recipient_id: MEMBER } });
    expect(again.body.id).toBe(dm.body.id);
    const sent = await h.api('POST', `/channels/${dm.body.id}/messages`, {
      body: { content: 'psst @everyone' },
    });
    expect(sent.status).toBe(200);
    expect(sent.body.mention_everyone).toBe(false);
    const client = await h.admin('GET', `/users/${MEMBER}/messages?applicationId=${h.app.id}&context=1`);
    expect(client.body).toMatchObject({ channelId: dm.body.id, messages: [{ content: 'psst @everyone' }] });
    const answer = await h.admin('POST', '/messages', {
      channelId: dm.body.id,
      authorId: MEMBER,
      content: 'hi',
    });
    expect(answer.status).toBe(201);
    const read = await h.api('GET', `/channels/${dm.body.id}`);
    expect(read.body).toMatchObject({ type: 1, last_message_id: answer.body.id });
    expect(answer.body).not.toHaveProperty('guild_id');
    // A bot deletes only its own messages in a DM.
    const refused = await h.api('DELETE', `/channels/${dm.body.id}/messages/${answer.body.id}`);
    expect([refused.status, refused.body.code]).toEqual([403, 50003]);
  });

  it('refuses to send to a user who shares no guild with the bot (50007), a DM of another app (50001), bad recipients', async () => {
    const h = await start({ seed: botWorld() });
    const dm = await h.api('POST', '/users/@me/channels', { body: { recipient_id: OUTSIDER } });
    expect(dm.status).toBe(200);
    const refused = await h.api('POST', `/channels/${dm.body.id}/messages`, { body: { content: 'hello?' } });
    expect([refused.status, refused.body.code]).toEqual([403, 50007]);
    const activityApp = h.emu.world.applications[1]!;
    const other = await h.api('GET', `/channels/${dm.body.id}`, { auth: `Bot ${activityApp.botToken}` });
    expect([other.status, other.body.code]).toEqual([403, 50001]);
    const missing = await h.api('POST', '/users/@me/channels', { body: {} });
    expect(missing.body.errors.recipient_id._errors[0].code).toBe('BASE_TYPE_REQUIRED');
    const nobody = await h.api('POST', '/users/@me/channels', {
      body: { recipient_id: '1250000000000009999' },
    });
    expect([nobody.status, nobody.body.code]).toEqual([404, 10013]);
    const aBot = await h.api('POST', '/users/@me/channels', { body: { recipient_id: activityApp.id } });
    expect([aBot.status, aBot.body.code]).toEqual([400, 50007]);
    const userDm = await h.admin('POST', '/messages', {
      channelId: dm.body.id,
      authorId: MEMBER,
      content: 'x',
    });
    expect(userDm.status).toBe(400);
  });
});
