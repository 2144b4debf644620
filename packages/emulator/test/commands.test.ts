import { describe, expect, it } from 'vitest';
import { start } from './harness.js';

const ping = { name: 'ping', description: 'Replies with pong' };

describe('command endpoints', () => {
  it('creates a global command with every default the service echoes', async () => {
    const h = await start();
    const res = await h.api('POST', `/applications/${h.app.id}/commands`, { body: ping });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      id: expect.stringMatching(/^\d+$/),
      application_id: h.app.id,
      version: expect.stringMatching(/^\d+$/),
      default_member_permissions: null,
      default_permission: true,
      type: 1,
      name: 'ping',
      name_localizations: null,
      description: 'Replies with pong',
      description_localizations: null,
      dm_permission: true,
      contexts: null,
      integration_types: [0],
      nsfw: false,
    });
    const got = await h.api('GET', `/applications/${h.app.id}/commands/${res.body.id}`);
    expect(got.status).toBe(200);
    expect(got.body).toEqual(res.body);
  });

  it('creates guild commands with guild_id and no dm_permission; USER commands get description ""', async () => {
    const h = await start();
    const path = `/applications/${h.app.id}/guilds/${h.guild.id}/commands`;
    const res = await h.api('POST', path, { body: { name: 'High Five', type: 2 } });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ guild_id: h.guild.id, type: 2, name: 'High Five', description: '' });
    expect(res.body).not.toHaveProperty('dm_permission');
    const list = await h.api('GET', path);
    expect(list.body.map((c: { id: string }) => c.id)).toEqual([res.body.id]);
  });

  it('upserts by name and type: 200, same id, new version only when something changed', async () => {
    const h = await start();
    const path = `/applications/${h.app.id}/commands`;
    const first = await h.api('POST', path, { body: ping });
    const same = await h.api('POST', path, { body: ping });
    expect(same.status).toBe(200);
    expect(same.body.id).toBe(first.body.id);
    expect(same.body.version).toBe(first.body.version);
    const changed = await h.api('POST', path, { body: { ...ping, description: 'Pong!' } });
    expect(changed.status).toBe(200);
    expect(changed.body.id).toBe(first.body.id);
    expect(changed.body.version).not.toBe(first.body.version);
    const user = await h.api('POST', path, { body: { name: 'ping', type: 2 } });
    expect(user.status).toBe(201);
    expect((await h.api('GET', path)).body).toHaveLength(2);
  });

  it('edits by replacing the fields sent and refuses renaming onto an existing name', async () => {
    const h = await start();
    const path = `/applications/${h.app.id}/commands`;
    const a = await h.api('POST', path, {
      body: { ...ping, options: [{ type: 3, name: 'text', description: 'Text', required: true }] },
    });
    await h.api('POST', path, { body: { name: 'echo', description: 'Echo' } });
    const edited = await h.api('PATCH', `${path}/${a.body.id}`, { body: { description: 'New', nsfw: true } });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ id: a.body.id, description: 'New', nsfw: true, name: 'ping' });
    expect(edited.body.options).toEqual([{ type: 3, name: 'text', description: 'Text', required: true }]);
    expect(edited.body.version).not.toBe(a.body.version);
    const clash = await h.api('PATCH', `${path}/${a.body.id}`, { body: { name: 'echo' } });
    expect(clash.status).toBe(400);
    expect(clash.body.code).toBe(40041);
    const typeEdit = await h.api('PATCH', `${path}/${a.body.id}`, { body: { type: 2 } });
    expect(typeEdit.status).toBe(400);
    expect(typeEdit.body.code).toBe(50035);
    expect(typeEdit.body.errors.type._errors[0].code).toEqual(expect.any(String));
  });

  it('deletes with 204 and then answers 404/10063', async () => {
    const h = await start();
    const path = `/applications/${h.app.id}/guilds/${h.guild.id}/commands`;
    const a = await h.api('POST', path, { body: ping });
    const del = await h.api('DELETE', `${path}/${a.body.id}`);
    expect(del.status).toBe(204);
    expect(del.body).toBeUndefined();
    const again = await h.api('GET', `${path}/${a.body.id}`);
    expect(again.status).toBe(404);
    expect(again.body).toEqual({ message: 'Unknown application command', code: 10063 });
    expect((await h.api('DELETE', `${path}/${a.body.id}`)).status).toBe(404);
  });

  it('bulk overwrites every type, keeps ids matched by name and type, and deletes the rest', async () => {
    const h = await start();
    const path = `/applications/${h.app.id}/commands`;
    const keep = await h.api('POST', path, { body: ping });
    const drop = await h.api('POST', path, { body: { name: 'Report', type: 3 } });
    const res = await h.api('PUT', path, {
      body: [
        { ...ping, description: 'changed' },
        { name: 'Wave', type: 2 },
      ],
    });
    expect(res.status).toBe(200);
    expect(res.body).toHaveLength(2);
    expect(res.body[0].id).toBe(keep.body.id);
    expect(res.body[0].version).not.toBe(keep.body.version);
    expect(res.body[1]).toMatchObject({ name: 'Wave', type: 2 });
    expect((await h.api('GET', `${path}/${drop.body.id}`)).status).toBe(404);
    const dup = await h.api('PUT', path, { body: [ping, ping] });
    expect(dup.status).toBe(400);
    expect(dup.body.errors['1'].name._errors[0].code).toBe('APPLICATION_COMMANDS_DUPLICATE_NAME');
    const cleared = await h.api('PUT', path, { body: [] });
    expect(cleared.body).toEqual([]);
  });

  it('guild bulk overwrite accepts ids of existing commands and refuses unknown ones', async () => {
    const h = await start();
    const path = `/applications/${h.app.id}/guilds/${h.guild.id}/commands`;
    const a = await h.api('POST', path, { body: ping });
    const renamed = await h.api('PUT', path, {
      body: [{ id: a.body.id, name: 'pong', description: 'Renamed' }],
    });
    expect(renamed.status).toBe(200);
    expect(renamed.body[0]).toMatchObject({ id: a.body.id, name: 'pong', guild_id: h.guild.id });
    const unknown = await h.api('PUT', path, { body: [{ id: '123', name: 'x', description: 'y' }] });
    expect(unknown.status).toBe(400);
    expect(unknown.body.errors['0'].id._errors).toHaveLength(1);
  });

  it('answers invalid bodies with 50035 and the nested error tree, invalid JSON with 50109', async () => {
    const h = await start();
    const path = `/applications/${h.app.id}/commands`;
    const bad = await h.api('POST', path, {
      body: { name: 'Bad Name', description: 'x', options: [{ type: 3, name: 'o', description: '' }] },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.code).toBe(50035);
    expect(bad.body.message).toBe('Invalid Form Body');
    expect(bad.body.errors.name._errors[0]).toMatchObject({
      code: expect.any(String),
      message: expect.any(String),
    });
    expect(bad.body.errors.options['0'].description._errors).toHaveLength(1);
    const json = await h.api('POST', path, { body: '{"name": ' });
    expect(json.status).toBe(400);
    expect(json.body).toEqual({ message: 'The request body contains invalid JSON.', code: 50109 });
    const type = await h.api('POST', path, {
      body: JSON.stringify(ping),
      headers: { 'content-type': 'text/plain' },
    });
    expect(type.status).toBe(400);
    expect(type.body.code).toBe(50035);
    expect(type.body.errors._errors[0].code).toBe('CONTENT_TYPE_INVALID');
  });

  it('answers unknown applications, guilds and other apps’ routes', async () => {
    const h = await start();
    expect((await h.api('GET', '/applications/42/commands')).body).toEqual({
      message: 'Unknown Application',
      code: 10002,
    });
    const guild = await h.api('GET', `/applications/${h.app.id}/guilds/42/commands`);
    expect(guild.status).toBe(404);
    expect(guild.body.code).toBe(10004);
    const other = h.emu.world.applications[1]!;
    const foreign = await h.api('GET', `/applications/${other.id}/commands`);
    expect(foreign.status).toBe(403);
    expect(foreign.body.code).toBe(20012);
    const created = await h.admin('POST', '/applications', { name: 'Lonely', guildIds: [] });
    const notInstalled = await h.api(
      'GET',
      `/applications/${created.body.id}/guilds/${h.guild.id}/commands`,
      {
        auth: `Bot ${created.body.botToken}`,
      },
    );
    expect(notInstalled.status).toBe(403);
    expect(notInstalled.body.code).toBe(50001);
  });
});

describe('authentication', () => {
  it('refuses missing, malformed and unknown tokens with 401', async () => {
    const h = await start();
    const path = `/applications/${h.app.id}/commands`;
    for (const auth of [null, 'nope', `Bot wrong`, 'Bearer wrong', h.app.botToken]) {
      const res = await h.api('GET', path, { auth });
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ message: '401: Unauthorized', code: 0 });
    }
  });

  it('accepts client-credentials Bearer tokens with applications.commands.update', async () => {
    const h = await start();
    const form = new URLSearchParams({
      grant_type: 'client_credentials',
      scope: 'applications.commands.update',
    });
    const basic = Buffer.from(`${h.app.clientId}:${h.app.clientSecret}`).toString('base64');
    const tokenRes = await fetch(`${h.emu.apiBaseUrl}/oauth2/token`, {
      method: 'POST',
      headers: { authorization: `Basic ${basic}`, 'content-type': 'application/x-www-form-urlencoded' },
      body: form,
    });
    expect(tokenRes.status).toBe(200);
    expect(tokenRes.headers.get('cache-control')).toBe('no-store');
    const token = await tokenRes.json();
    expect(token).toMatchObject({
      token_type: 'Bearer',
      expires_in: 604800,
      scope: 'applications.commands.update',
    });
    const res = await h.api('POST', `/applications/${h.app.id}/commands`, {
      body: ping,
      auth: `Bearer ${token.access_token}`,
    });
    expect(res.status).toBe(201);
  });

  it('refuses Bearer tokens without the update scope for writes, and expired tokens', async () => {
    const h = await start();
    const readOnly = await h.bearer('owner', ['applications.commands']);
    const path = `/applications/${h.app.id}/commands`;
    expect((await h.api('GET', path, { auth: readOnly })).status).toBe(200);
    const write = await h.api('POST', path, { body: ping, auth: readOnly });
    expect(write.status).toBe(403);
    expect(write.body.code).toBe(50001);
    const token = await h.bearer('owner', ['applications.commands.update']);
    await h.admin('POST', '/clock', { advanceMs: 604_800_000 });
    expect((await h.api('GET', path, { auth: token })).status).toBe(401);
  });
});

describe('command edge cases', () => {
  it('refuses commands over 8000 characters and edits of unknown commands', async () => {
    const h = await start();
    const path = `/applications/${h.app.id}/commands`;
    const long = 'x'.repeat(100);
    const options = Array.from({ length: 25 }, (_, i) => ({
      type: 3,
      name: `o${i}`,
      description: long,
      choices: Array.from({ length: 25 }, (_, j) => ({ name: `${long.slice(0, 90)}${j}`, value: `${j}` })),
    }));
    const big = await h.api('POST', path, { body: { name: 'big', description: long, options } });
    expect(big.status).toBe(400);
    expect(JSON.stringify(big.body.errors)).toContain('APPLICATION_COMMAND_TOO_LARGE');
    const missing = await h.api('PATCH', `${path}/123`, { body: { description: 'x' } });
    expect(missing.status).toBe(404);
    expect(missing.body.code).toBe(10063);
  });

  it('treats default_permission false as default_member_permissions "0" and keeps global commands out of guild lists', async () => {
    const h = await start();
    const created = await h.api('POST', `/applications/${h.app.id}/commands`, {
      body: { ...ping, default_permission: false },
    });
    expect(created.body.default_member_permissions).toBe('0');
    expect((await h.api('GET', `/applications/${h.app.id}/guilds/${h.guild.id}/commands`)).body).toEqual([]);
    const wrongScope = await h.api(
      'GET',
      `/applications/${h.app.id}/guilds/${h.guild.id}/commands/${created.body.id}`,
    );
    expect(wrongScope.status).toBe(404);
  });
});
