import { describe, expect, it } from 'vitest';
import { type Harness, start } from './harness.js';

const scope = ['applications.commands.permissions.update'];

async function setup(): Promise<{ h: Harness; commandId: string; path: string }> {
  const h = await start();
  const created = await h.api('POST', `/applications/${h.app.id}/guilds/${h.guild.id}/commands`, {
    body: { name: 'ban', description: 'Ban someone' },
  });
  const path = `/applications/${h.app.id}/guilds/${h.guild.id}/commands/${created.body.id}/permissions`;
  return { h, commandId: created.body.id, path };
}

describe('command permissions', () => {
  it('lets a moderator (MANAGE_GUILD + MANAGE_ROLES) edit, stores it and publishes the event', async () => {
    const { h, commandId, path } = await setup();
    const token = await h.bearer('moderator', scope);
    const moderatorRole = h.user('moderator').roles[0]!;
    const permissions = [
      { id: h.guild.id, type: 1, permission: false },
      { id: moderatorRole, type: 1, permission: true },
      { id: h.user('member').id, type: 2, permission: true },
      { id: (BigInt(h.guild.id) - 1n).toString(), type: 3, permission: false },
      { id: h.guild.channels[1]!.id, type: 3, permission: true },
    ];
    const res = await h.api('PUT', path, { body: { permissions }, auth: token });
    expect(res.status).toBe(200);
    const expected = { id: commandId, application_id: h.app.id, guild_id: h.guild.id, permissions };
    expect(res.body).toEqual(expected);
    expect((await h.api('GET', path)).body).toEqual(expected);
    expect(
      (await h.api('GET', `/applications/${h.app.id}/guilds/${h.guild.id}/commands/permissions`)).body,
    ).toEqual([expected]);
    const events = await h.admin('GET', '/events?type=APPLICATION_COMMAND_PERMISSIONS_UPDATE');
    expect(events.body).toHaveLength(1);
    expect(events.body[0]).toMatchObject({
      type: 'APPLICATION_COMMAND_PERMISSIONS_UPDATE',
      guildId: h.guild.id,
      data: expected,
    });
  });

  it('accepts administrators, the owner (client credentials) and app-wide permissions under the app id', async () => {
    const { h, path } = await setup();
    const body = { permissions: [{ id: h.guild.id, type: 1, permission: true }] };
    expect((await h.api('PUT', path, { body, auth: await h.bearer('admin', scope) })).status).toBe(200);
    const form = new URLSearchParams({
      grant_type: 'client_credentials',
      scope: scope[0]!,
      client_id: h.app.clientId,
      client_secret: h.app.clientSecret,
    });
    const token = await (
      await fetch(`${h.emu.apiBaseUrl}/oauth2/token`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: form,
      })
    ).json();
    const appWide = `/applications/${h.app.id}/guilds/${h.guild.id}/commands/${h.app.id}/permissions`;
    const res = await h.api('PUT', appWide, { body, auth: `Bearer ${token.access_token}` });
    expect(res.status).toBe(200);
    expect(res.body.id).toBe(h.app.id);
    expect((await h.api('GET', appWide)).body.id).toBe(h.app.id);
  });

  it('refuses bot tokens, missing scopes, non-members and members without the permissions', async () => {
    const { h, path } = await setup();
    const body = { permissions: [{ id: h.guild.id, type: 1, permission: false }] };
    const bot = await h.api('PUT', path, { body });
    expect(bot.status).toBe(403);
    expect(bot.body.code).toBe(20001);
    expect(bot.body.message).toMatch(/Bearer/);
    const noScope = await h.api('PUT', path, { body, auth: await h.bearer('moderator', ['identify']) });
    expect(noScope.status).toBe(403);
    expect(noScope.body.code).toBe(50001);
    const outsider = await h.api('PUT', path, { body, auth: await h.bearer('outsider', scope) });
    expect(outsider.status).toBe(403);
    expect(outsider.body.code).toBe(50001);
    const member = await h.api('PUT', path, { body, auth: await h.bearer('member', scope) });
    expect(member.status).toBe(403);
    expect(member.body.code).toBe(50013);
    const otherApp = h.emu.world.applications[1]!.id;
    const foreign = await h.api('PUT', path, { body, auth: await h.bearer('moderator', scope, otherApp) });
    expect(foreign.status).toBe(403);
    expect(foreign.body.code).toBe(20012);
    expect((await h.api('GET', path)).status).toBe(404);
  });

  it('checks ids against the guild and the body against the rules', async () => {
    const { h, path } = await setup();
    const token = await h.bearer('moderator', scope);
    const res = await h.api('PUT', path, {
      auth: token,
      body: {
        permissions: [
          { id: '1', type: 1, permission: true },
          { id: h.user('outsider').id, type: 2, permission: true },
          { id: h.guild.roles[1]!.id, type: 3, permission: true },
        ],
      },
    });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe(50035);
    expect(Object.keys(res.body.errors.permissions)).toEqual(['0', '1', '2']);
    expect(res.body.errors.permissions['0'].id._errors[0].message).toMatch(/role/);
    const invalid = await h.api('PUT', path, { auth: token, body: { permissions: [{ id: 'x', type: 9 }] } });
    expect(invalid.status).toBe(400);
    expect(invalid.body.errors.permissions['0']).toHaveProperty('type');
  });

  it('answers 10066 for commands without permissions, 10063 for unknown commands, 405 for batch edits', async () => {
    const { h, path } = await setup();
    expect((await h.api('GET', path)).body).toEqual({
      message: 'Unknown application command permissions',
      code: 10066,
    });
    const unknown = await h.api(
      'GET',
      `/applications/${h.app.id}/guilds/${h.guild.id}/commands/123/permissions`,
    );
    expect(unknown.body.code).toBe(10063);
    const batch = await h.api('PUT', `/applications/${h.app.id}/guilds/${h.guild.id}/commands/permissions`, {
      body: [{ id: '1', permissions: [] }],
      auth: await h.bearer('moderator', scope),
    });
    expect(batch.status).toBe(405);
    expect(batch.body).toEqual({ message: '405: Method Not Allowed', code: 0 });
    expect(
      (await h.api('GET', `/applications/${h.app.id}/guilds/${h.guild.id}/commands/permissions`)).body,
    ).toEqual([]);
  });

  it('drops a command’s permissions when it is deleted or renamed, and keeps them on other edits', async () => {
    const { h, commandId, path } = await setup();
    const token = await h.bearer('moderator', scope);
    const body = { permissions: [{ id: h.guild.id, type: 1, permission: false }] };
    const commandPath = `/applications/${h.app.id}/guilds/${h.guild.id}/commands/${commandId}`;
    await h.api('PUT', path, { body, auth: token });
    await h.api('PATCH', commandPath, { body: { description: 'Still ban' } });
    expect((await h.api('GET', path)).status).toBe(200);
    await h.api('PATCH', commandPath, { body: { name: 'kick' } });
    expect((await h.api('GET', path)).status).toBe(404);
    await h.api('PUT', path, { body, auth: token });
    await h.api('DELETE', commandPath);
    expect(
      (await h.api('GET', `/applications/${h.app.id}/guilds/${h.guild.id}/commands/permissions`)).body,
    ).toEqual([]);
  });
});
