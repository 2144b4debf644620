import { PermissionFlags, WebhookLimits } from '@slashkit/api';
import { describe, expect, it } from 'vitest';
import { BOT, botWorld, CATEGORY, FORUM, GENERAL, GUILD, OTHER_CHANNEL, STAFF, THREAD } from './bot-world.js';
import { type Harness, start } from './harness.js';
import { FAKE_PNG_DATA_URI, PNG_DATA_URI } from './media-fixtures.js';

// Channel webhooks as a bot manages them: made, listed, read, edited, moved and deleted with Manage
// Webhooks (an app reads its own without it), and with the webhook's own token for whoever holds it.

const manager = () => botWorld(PermissionFlags.AttachFiles | PermissionFlags.ManageWebhooks);
const create = (h: Harness, channelId: string, body: unknown) =>
  h.api('POST', `/channels/${channelId}/webhooks`, { body });

describe('POST /channels/{id}/webhooks', () => {
  it('makes an incoming webhook of the app with a token, the bot as its maker, and an avatar read by its bytes', async () => {
    const h = await start({ seed: manager() });
    const res = await create(h, GENERAL, { name: 'Logs', avatar: PNG_DATA_URI });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      type: 1,
      guild_id: GUILD,
      channel_id: GENERAL,
      name: 'Logs',
      application_id: h.app.id,
      user: { id: BOT, bot: true },
    });
    expect(res.body.token).toMatch(/^[\w-]{68}$/);
    expect(res.body.avatar).toMatch(/^\d+$/);
    const file = h.emu.context.state.attachments.get(res.body.avatar);
    expect(file?.contentType).toBe('image/png');
  });

  it('refuses without Manage Webhooks (50013), in a hidden channel (50001), in a category or thread (50024), and names Discord keeps', async () => {
    const plain = await start({ seed: botWorld() });
    const denied = await create(plain, GENERAL, { name: 'Logs' });
    expect([denied.status, denied.body.code]).toEqual([403, 50013]);
    expect(denied.body.message).toContain('Manage Webhooks');
    const h = await start({ seed: manager() });
    expect((await create(h, STAFF, { name: 'x' })).body.code).toBe(50001);
    expect((await create(h, OTHER_CHANNEL, { name: 'x' })).body.code).toBe(50001);
    expect((await create(h, CATEGORY, { name: 'x' })).body.code).toBe(50024);
    expect((await create(h, THREAD, { name: 'x' })).body.code).toBe(50024);
    expect((await create(h, '1250000000000009999', { name: 'x' })).body.code).toBe(10003);
    for (const name of ['Clyde', 'my discord bot', 'everyone', '', 'x'.repeat(81)]) {
      const bad = await create(h, GENERAL, { name });
      expect([bad.status, bad.body.code], name).toEqual([400, 50035]);
      expect(bad.body.errors.name._errors[0].code).toMatch(/USERNAME_INVALID|BASE_TYPE_BAD_LENGTH/);
    }
    const missing = await create(h, GENERAL, {});
    expect(missing.body.errors.name._errors[0].code).toBe('BASE_TYPE_REQUIRED');
  });

  it('reads the avatar by its bytes, not the type the data URI claims', async () => {
    const h = await start({ seed: manager() });
    const fake = await create(h, GENERAL, { name: 'Logs', avatar: FAKE_PNG_DATA_URI });
    expect([fake.status, fake.body.errors.avatar._errors[0].code]).toEqual([400, 'IMAGE_INVALID']);
    const notUri = await create(h, GENERAL, { name: 'Logs', avatar: 'https://example.com/a.png' });
    expect(notUri.body.errors.avatar._errors[0].code).toBe('IMAGE_INVALID');
  });

  it(`holds a channel to ${WebhookLimits.perChannel} webhooks (30007)`, async () => {
    const h = await start({ seed: manager() });
    for (let i = 0; i < WebhookLimits.perChannel; i++)
      expect((await create(h, GENERAL, { name: `hook ${i}` })).status).toBe(200);
    const over = await create(h, GENERAL, { name: 'one more' });
    expect([over.status, over.body.code]).toEqual([400, 30007]);
    expect((await create(h, FORUM, { name: 'elsewhere' })).status).toBe(200);
  });
});

describe('listing and reading webhooks', () => {
  it("lists a channel's and a guild's webhooks; a user's webhook shows its token, another app's does not", async () => {
    const h = await start({ seed: manager() });
    const own = (await create(h, GENERAL, { name: 'Mine' })).body;
    const state = h.emu.context.state.webhooks;
    state.add({
      ...state.get(own.id)!,
      id: '1250000000000007001',
      token: 't'.repeat(68),
      applicationId: null,
      creatorId: '1250000000000000201',
      name: "Owner's",
    });
    state.add({
      ...state.get(own.id)!,
      id: '1250000000000007002',
      token: 'u'.repeat(68),
      applicationId: '1250000000000000002',
      creatorId: '1250000000000000002',
      channelId: FORUM,
      name: 'Other app',
    });
    const channel = await h.api('GET', `/channels/${GENERAL}/webhooks`);
    expect(channel.body.map((w: { name: string }) => w.name)).toEqual(['Mine', "Owner's"]);
    expect(channel.body[1]).toMatchObject({ token: 't'.repeat(68), user: { id: '1250000000000000201' } });
    const guild = await h.api('GET', `/guilds/${GUILD}/webhooks`);
    expect(guild.body).toHaveLength(3);
    expect(guild.body[2].token).toBeUndefined();
    const one = await h.api('GET', `/webhooks/${own.id}`);
    expect(one.body).toMatchObject({ id: own.id, token: own.token, user: { id: BOT } });
  });

  it('an app reads its own webhook without Manage Webhooks, and no one else’s', async () => {
    const h = await start({ seed: manager() });
    const own = (await create(h, GENERAL, { name: 'Mine' })).body;
    const state = h.emu.context.state.webhooks;
    state.add({
      ...state.get(own.id)!,
      id: '1250000000000007001',
      applicationId: null,
      token: 'v'.repeat(68),
    });
    const role = h.emu.context.state.world.guild.roles.find((r) => r.name === 'slashkit-bot')!;
    role.permissions = '0';
    expect((await h.api('GET', `/webhooks/${own.id}`)).status).toBe(200);
    const other = await h.api('GET', '/webhooks/1250000000000007001');
    expect([other.status, other.body.code]).toEqual([403, 50013]);
    expect((await h.api('GET', `/channels/${GENERAL}/webhooks`)).body.code).toBe(50013);
    expect((await h.api('GET', `/guilds/${GUILD}/webhooks`)).body.code).toBe(50013);
    expect((await h.api('GET', '/webhooks/1250000000000009999')).body.code).toBe(10015);
  });
});

describe('editing and deleting webhooks', () => {
  it('renames, replaces and clears the avatar, moves within the guild; a move to a thread or another guild is refused', async () => {
    const h = await start({ seed: manager() });
    const hook = (await create(h, GENERAL, { name: 'Logs', avatar: PNG_DATA_URI })).body;
    const renamed = await h.api('PATCH', `/webhooks/${hook.id}`, { body: { name: 'Audit', avatar: null } });
    expect(renamed.body).toMatchObject({ name: 'Audit', avatar: null });
    expect(h.emu.context.state.attachments.get(hook.avatar)).toBeUndefined();
    const moved = await h.api('PATCH', `/webhooks/${hook.id}`, { body: { channel_id: FORUM } });
    expect(moved.body.channel_id).toBe(FORUM);
    expect((await h.api('PATCH', `/webhooks/${hook.id}`, { body: { channel_id: THREAD } })).body.code).toBe(
      50024,
    );
    const away = await h.api('PATCH', `/webhooks/${hook.id}`, { body: { channel_id: OTHER_CHANNEL } });
    expect([away.status, away.body.errors.channel_id._errors[0].code]).toEqual([400, 'BASE_TYPE_INVALID']);
    expect((await h.api('PATCH', `/webhooks/${hook.id}`, { body: { name: 'clyde' } })).body.code).toBe(50035);
  });

  it('records WEBHOOK_CREATE, WEBHOOK_UPDATE and WEBHOOK_DELETE in the audit log, with the reason given', async () => {
    const h = await start({ seed: botWorld(PermissionFlags.ManageWebhooks | PermissionFlags.ViewAuditLog) });
    const hook = (
      await h.api('POST', `/channels/${GENERAL}/webhooks`, {
        body: { name: 'Logs' },
        headers: { 'x-audit-log-reason': 'CI%20logs' },
      })
    ).body;
    await h.api('PATCH', `/webhooks/${hook.id}`, { body: { name: 'Audit' } });
    await h.api('DELETE', `/webhooks/${hook.id}/${hook.token}`, { auth: null });
    const log = await h.api('GET', `/guilds/${GUILD}/audit-logs`);
    expect(log.status).toBe(200);
    const entries = log.body.audit_log_entries.filter((e: { target_id: string }) => e.target_id === hook.id);
    expect(entries.map((e: { action_type: number }) => e.action_type).sort()).toEqual([50, 51, 52]);
    const created = entries.find((e: { action_type: number }) => e.action_type === 50);
    expect(created).toMatchObject({ user_id: BOT, reason: 'CI logs' });
    expect(created.changes).toEqual(
      expect.arrayContaining([
        { key: 'name', new_value: 'Logs' },
        { key: 'channel_id', new_value: GENERAL },
      ]),
    );
    const updated = entries.find((e: { action_type: number }) => e.action_type === 51);
    expect(updated.changes).toEqual([{ key: 'name', old_value: 'Logs', new_value: 'Audit' }]);
  });

  it('deletes by id with Manage Webhooks; a deleted webhook is unknown, its token dead', async () => {
    const h = await start({ seed: manager() });
    const hook = (await create(h, GENERAL, { name: 'Logs' })).body;
    expect((await h.api('DELETE', `/webhooks/${hook.id}`)).status).toBe(204);
    expect((await h.api('GET', `/webhooks/${hook.id}`)).body.code).toBe(10015);
    const dead = await h.api('GET', `/webhooks/${hook.id}/${hook.token}`, { auth: null });
    expect([dead.status, dead.body.code]).toEqual([404, 10015]);
  });
});

describe('a webhook with its token', () => {
  it('is read, renamed and deleted with its token alone, without its maker', async () => {
    const h = await start({ seed: manager() });
    const hook = (await create(h, GENERAL, { name: 'Logs' })).body;
    const path = `/webhooks/${hook.id}/${hook.token}`;
    const read = await h.api('GET', path, { auth: null });
    expect(read.status).toBe(200);
    expect(read.body).toMatchObject({ id: hook.id, name: 'Logs', token: hook.token });
    expect(read.body.user).toBeUndefined();
    const renamed = await h.api('PATCH', path, { auth: null, body: { name: 'Renamed', channel_id: FORUM } });
    expect(renamed.body).toMatchObject({ name: 'Renamed', channel_id: GENERAL });
    expect((await h.api('DELETE', path, { auth: null })).status).toBe(204);
  });

  it("grants exactly its webhook: another webhook's token or a wrong one is 50027, and nothing leaks the token", async () => {
    const h = await start({ seed: manager() });
    const a = (await create(h, GENERAL, { name: 'A' })).body;
    const b = (await create(h, GENERAL, { name: 'B' })).body;
    for (const [method, body] of [
      ['GET', undefined],
      ['PATCH', { name: 'hijacked' }],
      ['DELETE', undefined],
      ['POST', { content: 'hijacked' }],
    ] as const) {
      const res = await h.api(method, `/webhooks/${a.id}/${b.token}`, {
        auth: null,
        ...(body ? { body } : {}),
      });
      expect([res.status, res.body.code], method).toEqual([401, 50027]);
      expect(JSON.stringify(res.body)).not.toContain(b.token);
    }
    expect((await h.api('GET', `/webhooks/${a.id}`)).body.name).toBe('A');
  });

  it('keeps the token out of every log line, the activity log and unknown paths included', async () => {
    const lines: string[] = [];
    const h = await start({ seed: manager(), log: (line) => lines.push(line) });
    const w = (await create(h, GENERAL, { name: 'Secret' })).body;
    await h.api('POST', `/webhooks/${w.id}/${w.token}`, { auth: null, body: { content: 'x' } });
    await h.api('GET', `/nowhere/${w.token}`, { auth: null });
    await h.api('GET', `/webhooks/${w.id}/${w.token}/messages/1`, { auth: null });
    expect(lines.join('\n')).not.toContain(w.token);
    expect(lines).toContain('GET /api/v10/nowhere/[REDACTED] 404');
    expect(JSON.stringify(h.emu.context.activity.list())).not.toContain(w.token);
  });
});
