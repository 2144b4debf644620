import { describe, expect, it } from 'vitest';
import { ApplicationFlags, defaultWorldSeed } from '../src/index.js';
import { start, T0 } from './harness.js';

describe('admin API', () => {
  it('serves the seeded world with credentials, keys and a guild', async () => {
    const h = await start();
    const { status, body } = await h.admin('GET', '/world');
    expect(status).toBe(200);
    expect(body.application.id).toBe(defaultWorldSeed.applications[0]!.id);
    expect(body.application.publicKey).toMatch(/^[0-9a-f]{64}$/);
    expect(body.application.redirectUris).toContain('http://127.0.0.1/callback');
    expect(body.guild.roles.map((r: { name: string }) => r.name)).toEqual([
      '@everyone',
      'admin',
      'moderator',
      'member',
    ]);
    expect(body.guild.roles[0].id).toBe(body.guild.id);
    const types = body.guild.channels.map((c: { type: number }) => c.type);
    expect(types).toEqual(expect.arrayContaining([0, 2, 4, 5, 11, 15]));
    expect(body.guild.channels.some((c: { nsfw: boolean }) => c.nsfw)).toBe(true);
    expect(body.users.find((u: { username: string }) => u.username === 'moderator').roles).toEqual([
      '1250000000000000302',
    ]);
  });

  it('is deterministic: two emulators have the same ids, tokens and keys', async () => {
    const a = await start();
    const b = await start();
    expect(a.app.botToken).toBe(b.app.botToken);
    expect(a.app.publicKey).toBe(b.app.publicKey);
    expect(a.app.clientSecret).toBe(b.app.clientSecret);
  });

  it('moves the clock forward or sets it, and refuses bad input', async () => {
    const h = await start();
    expect((await h.admin('GET', '/clock')).body).toEqual({ now: T0 });
    expect((await h.admin('POST', '/clock', { advanceMs: 1500 })).body).toEqual({ now: T0 + 1500 });
    expect((await h.admin('POST', '/clock', { now: T0 + 10_000 })).body).toEqual({ now: T0 + 10_000 });
    const bad = await h.admin('POST', '/clock', { advanceMs: -1 });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/advanceMs/);
    expect((await h.admin('POST', '/clock', {})).status).toBe(400);
  });

  it('creates applications with generated credentials and patches their settings', async () => {
    const h = await start();
    const created = await h.admin('POST', '/applications', {
      name: 'Extra',
      integrationTypes: [0, 1],
      discoverable: true,
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      name: 'Extra',
      integrationTypes: [0, 1],
      discoverable: true,
      flags: 0,
    });
    expect(created.body.botToken).toEqual(expect.any(String));
    expect(h.emu.world.applications.map((a) => a.id)).toContain(created.body.id);
    const patched = await h.admin('PATCH', `/applications/${created.body.id}`, {
      flags: ApplicationFlags.Embedded,
    });
    expect(patched.body.flags).toBe(ApplicationFlags.Embedded);
    expect((await h.admin('PATCH', '/applications/1', { flags: 0 })).status).toBe(404);
    expect((await h.admin('POST', '/applications', { name: '' })).status).toBe(400);
  });

  it('issues Bearer tokens for users and validates the request', async () => {
    const h = await start();
    const ok = await h.admin('POST', '/tokens', {
      userId: h.user('moderator').id,
      scopes: ['applications.commands.permissions.update'],
    });
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({
      token_type: 'Bearer',
      expires_in: 604800,
      scope: 'applications.commands.permissions.update',
    });
    expect((await h.admin('POST', '/tokens', { userId: '1', scopes: ['identify'] })).status).toBe(400);
    const badScope = await h.admin('POST', '/tokens', { userId: h.user('owner').id, scopes: ['nope'] });
    expect(badScope.status).toBe(400);
    expect(badScope.body.message).toMatch(/unknown scope/);
  });

  it('resets the world and forgets tokens', async () => {
    const h = await start();
    const token = await h.bearer('owner', ['applications.commands.update']);
    await h.admin('POST', '/applications', { name: 'Temp' });
    const before = await h.api('POST', '/oauth2/token/none', { auth: token });
    expect(before.status).toBe(404);
    expect(h.emu.context.state.tokens.find(token.slice('Bearer '.length))).toBeDefined();
    const reset = await h.admin('POST', '/reset');
    expect(reset.status).toBe(200);
    expect(reset.body.applications).toHaveLength(defaultWorldSeed.applications.length);
    expect(h.emu.context.state.tokens.find(token.slice('Bearer '.length))).toBeUndefined();
  });

  it('answers unknown admin routes with 404 and wrong methods with 405', async () => {
    const h = await start();
    expect((await h.admin('GET', '/nope')).status).toBe(404);
    const wrong = await h.admin('DELETE', '/world');
    expect(wrong.status).toBe(405);
    expect(wrong.body).toEqual({ message: '405: Method Not Allowed', code: 0 });
  });
});
