import { AuditLogEvent, GatewayIntentBits, PermissionFlags } from '@slashkit/api';
import { describe, expect, it } from 'vitest';
import { botWorld, GENERAL, GUILD, MEMBER, OTHER_GUILD } from './bot-world.js';
import { auditEntries, MEMBER_ROLE } from './guild-admin-support.js';
import { type Harness, type Json, start } from './harness.js';
import { FAKE_PNG_DATA_URI, PNG_DATA_URI } from './media-fixtures.js';
import { connectBot, nextOf } from './support/bot-session.js';

// Custom emojis over sockets: a guild's (Create Expressions to make one, its uploader or Manage Expressions
// to change it, the per-guild count, images read by their bytes; GUILD_EMOJIS_UPDATE and the audit log)
// and an application's (its own bot's; names unique), and custom emoji in reactions.

const emojis = `/guilds/${GUILD}/emojis`;
const patient = { heartbeatIntervalMs: 60_000, heartbeatGraceMs: 60_000 };

/** The bot world whose bot holds `permissions`, and @everyone neither Create nor Manage Expressions. */
function world(permissions: bigint) {
  const seed = botWorld(permissions);
  const everyone = seed.guilds[0]!.roles[0]!;
  const expressions = PermissionFlags.CreateGuildExpressions | PermissionFlags.ManageGuildExpressions;
  everyone.permissions = (BigInt(everyone.permissions) & ~expressions).toString();
  return seed;
}
const creator = () =>
  start({
    seed: world(PermissionFlags.CreateGuildExpressions | PermissionFlags.ViewAuditLog),
    gateway: patient,
  });

async function make(h: Harness, body: object = { name: 'blobwave', image: PNG_DATA_URI }): Promise<Json> {
  const res = await h.api('POST', emojis, { body });
  expect(res.status).toBe(201);
  return res.body;
}

describe('guild emojis', () => {
  it('makes, lists, reads, edits and deletes one, each change told to the gateway and the audit log', async () => {
    const h = await creator();
    const client = await connectBot(h, GatewayIntentBits.Guilds | GatewayIntentBits.GuildExpressions);
    const made = await h.api('POST', emojis, {
      body: { name: 'blobwave', image: PNG_DATA_URI },
      headers: { 'x-audit-log-reason': 'new%20emoji' },
    });
    expect(made.status).toBe(201);
    expect(made.body).toMatchObject({
      name: 'blobwave',
      roles: [],
      user: { id: h.app.id, bot: true },
      require_colons: true,
      managed: false,
      animated: false,
      available: true,
    });
    const { id } = made.body;
    const update = await nextOf(client, 'GUILD_EMOJIS_UPDATE');
    expect(update.d).toEqual({ guild_id: GUILD, emojis: [withoutUser(made.body)] });
    expect((await h.api('GET', emojis)).body).toEqual([made.body]);
    expect((await h.api('GET', `${emojis}/${id}`)).body).toEqual(made.body);
    const edited = await h.api('PATCH', `${emojis}/${id}`, {
      body: { name: 'blob_wave', roles: [MEMBER_ROLE] },
    });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ id, name: 'blob_wave', roles: [MEMBER_ROLE] });
    expect((await nextOf(client, 'GUILD_EMOJIS_UPDATE')).d.emojis[0].name).toBe('blob_wave');
    // The image is served from the file store under the emoji's id.
    expect(h.emu.context.state.attachments.get(id)?.contentType).toBe('image/png');
    expect((await h.api('DELETE', `${emojis}/${id}`)).status).toBe(204);
    expect((await nextOf(client, 'GUILD_EMOJIS_UPDATE')).d.emojis).toEqual([]);
    expect(h.emu.context.state.attachments.get(id)).toBeUndefined();
    const gone = await h.api('GET', `${emojis}/${id}`);
    expect([gone.status, gone.body.code]).toEqual([404, 10014]);
    const entries = await auditEntries(h);
    expect(entries.map((e: Json) => e.action_type)).toEqual([
      AuditLogEvent.EmojiDelete,
      AuditLogEvent.EmojiUpdate,
      AuditLogEvent.EmojiCreate,
    ]);
    expect(entries[2]).toMatchObject({ target_id: id, user_id: h.app.id, reason: 'new emoji' });
    expect(entries[1].changes).toEqual([
      { key: 'name', old_value: 'blobwave', new_value: 'blob_wave' },
      { key: 'roles', old_value: [], new_value: [MEMBER_ROLE] },
    ]);
    await client.close();
  });

  it('refuses a bot without Create Expressions (50013), and a guild it is not in (50001)', async () => {
    const h = await start({ seed: world(0n) });
    const refused = await h.api('POST', emojis, { body: { name: 'blobwave', image: PNG_DATA_URI } });
    expect([refused.status, refused.body.code]).toEqual([403, 50013]);
    expect(h.emu.context.state.emojis.ofGuild(GUILD)).toEqual([]);
    const elsewhere = await h.api('GET', `/guilds/${OTHER_GUILD}/emojis`);
    expect([elsewhere.status, elsewhere.body.code]).toEqual([403, 50001]);
    // Without Create or Manage Expressions the list shows no uploaders.
    h.emu.context.state.emojis.add({
      id: '1250000000000000990',
      name: 'seeded',
      guildId: GUILD,
      applicationId: null,
      roles: [],
      animated: false,
      creatorId: MEMBER,
    });
    expect((await h.api('GET', emojis)).body[0].user).toBeUndefined();
  });

  it("lets only Manage Expressions change someone else's emoji", async () => {
    const h = await creator();
    const theirs = await make(h);
    h.emu.context.state.emojis.get(theirs.id)!.creatorId = MEMBER;
    const edit = await h.api('PATCH', `${emojis}/${theirs.id}`, { body: { name: 'mine_now' } });
    expect([edit.status, edit.body.code]).toEqual([403, 50013]);
    const removal = await h.api('DELETE', `${emojis}/${theirs.id}`);
    expect([removal.status, removal.body.code]).toEqual([403, 50013]);
    expect(h.emu.context.state.emojis.get(theirs.id)?.name).toBe('blobwave');
    const manager = await start({ seed: world(PermissionFlags.ManageGuildExpressions) });
    manager.emu.context.state.emojis.add({
      id: '1250000000000000991',
      name: 'theirs',
      guildId: GUILD,
      applicationId: null,
      roles: [],
      animated: false,
      creatorId: MEMBER,
    });
    expect(
      (await manager.api('PATCH', `${emojis}/1250000000000000991`, { body: { name: 'ours' } })).status,
    ).toBe(200);
  });

  it('refuses a body Discord refuses: names, images by their bytes, unknown roles, and a full guild', async () => {
    const h = await creator();
    const bad = async (body: object) => {
      const res = await h.api('POST', emojis, { body });
      expect(res.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      return res.body;
    };
    expect((await bad({ name: 'b', image: PNG_DATA_URI })).errors.name._errors[0].code).toBe(
      'BASE_TYPE_BAD_LENGTH',
    );
    expect((await bad({ name: 'blob wave', image: PNG_DATA_URI })).errors.name._errors[0].code).toBe(
      'BASE_TYPE_INVALID',
    );
    expect((await bad({ name: 'blob' })).errors.image._errors[0].code).toBe('BASE_TYPE_REQUIRED');
    expect((await bad({ name: 'blob', image: FAKE_PNG_DATA_URI })).errors.image._errors[0].code).toBe(
      'IMAGE_INVALID',
    );
    const huge = `data:image/png;base64,${Buffer.alloc(256 * 1024 + 1).toString('base64')}`;
    expect((await bad({ name: 'blob', image: huge })).errors.image._errors[0].code).toBe(
      'BINARY_TYPE_MAX_SIZE',
    );
    const unknownRole = await bad({ name: 'blob', image: PNG_DATA_URI, roles: ['1250000000000000999'] });
    expect(unknownRole.errors.roles['0']._errors[0].code).toBe('BASE_TYPE_INVALID');
    expect(h.emu.context.state.emojis.ofGuild(GUILD)).toEqual([]);
    for (let i = 0; i < 50; i++)
      h.emu.context.state.emojis.add({
        id: `12500000000000010${String(i).padStart(2, '0')}`,
        name: `e${i}`,
        guildId: GUILD,
        applicationId: null,
        roles: [],
        animated: false,
        creatorId: h.app.id,
      });
    const full = await bad({ name: 'one_more', image: PNG_DATA_URI });
    expect(full.code).toBe(30008);
  });
});

describe('application emojis', () => {
  const appEmojis = (h: Harness, appId = h.app.id) => `/applications/${appId}/emojis`;

  it('makes, lists under items, reads, renames and deletes the app’s own, names unique', async () => {
    const h = await start({ seed: world(0n) });
    const made = await h.api('POST', appEmojis(h), { body: { name: 'check', image: PNG_DATA_URI } });
    expect(made.status).toBe(201);
    expect(made.body).toMatchObject({ name: 'check', roles: [], user: { id: h.app.id }, animated: false });
    expect((await h.api('GET', appEmojis(h))).body).toEqual({ items: [made.body] });
    expect((await h.api('GET', `${appEmojis(h)}/${made.body.id}`)).body).toEqual(made.body);
    const twice = await h.api('POST', appEmojis(h), { body: { name: 'check', image: PNG_DATA_URI } });
    expect([twice.status, twice.body.errors.name._errors[0].code]).toEqual([
      400,
      'APPLICATION_EMOJI_NAME_ALREADY_TAKEN',
    ]);
    const renamed = await h.api('PATCH', `${appEmojis(h)}/${made.body.id}`, { body: { name: 'tick' } });
    expect(renamed.body.name).toBe('tick');
    // The bot reacts with its app's emoji in any guild it is in.
    const message = (await h.api('POST', `/channels/${GENERAL}/messages`, { body: { content: 'hi' } })).body;
    const path = `/channels/${GENERAL}/messages/${message.id}/reactions/${encodeURIComponent(`any_name:${made.body.id}`)}/@me`;
    expect((await h.api('PUT', path)).status).toBe(204);
    expect((await h.api('DELETE', `${appEmojis(h)}/${made.body.id}`)).status).toBe(204);
    expect((await h.api('GET', appEmojis(h))).body).toEqual({ items: [] });
  });

  it("refuses another app's emojis (20012), an unknown app (10002) and an unknown emoji (10014)", async () => {
    const h = await start({ seed: world(0n) });
    const other = h.emu.world.applications[1]!;
    const theirs = await h.api('GET', appEmojis(h, other.id));
    expect([theirs.status, theirs.body.code]).toEqual([403, 20012]);
    const unknown = await h.api('GET', appEmojis(h, '1250000000000009999'));
    expect([unknown.status, unknown.body.code]).toEqual([404, 10002]);
    const missing = await h.api('PATCH', `${appEmojis(h)}/1250000000000009999`, { body: { name: 'x_y' } });
    expect([missing.status, missing.body.code]).toEqual([404, 10014]);
  });
});

describe('custom emoji in reactions', () => {
  it('refuses an emoji nobody made with 10014, for the bot and for a user', async () => {
    const h = await start({ seed: world(0n) });
    const message = (await h.api('POST', `/channels/${GENERAL}/messages`, { body: { content: 'hi' } })).body;
    const unknown = encodeURIComponent('ghost:1250000000000009999');
    const res = await h.api('PUT', `/channels/${GENERAL}/messages/${message.id}/reactions/${unknown}/@me`);
    expect([res.status, res.body.code]).toEqual([400, 10014]);
    const user = await h.admin('POST', '/reactions', {
      userId: MEMBER,
      messageId: message.id,
      emoji: 'ghost:1250000000000009999',
    });
    expect([user.status, user.body.code]).toEqual([400, 10014]);
    expect(h.emu.context.state.reactions.of(message.id)).toEqual([]);
  });
});

function withoutUser(emoji: Json): Json {
  const { user: _, ...rest } = emoji;
  return rest;
}
