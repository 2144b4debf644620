import { describe, expect, it } from 'vitest';
import { start, T0 } from './harness.js';

describe('rate limits', () => {
  it('sends X-RateLimit-* headers on every API response under the on profile', async () => {
    const h = await start({ rateLimits: 'on' });
    const res = await h.api('GET', `/applications/${h.app.id}/commands`);
    expect(res.status).toBe(200);
    expect(res.headers.get('x-ratelimit-limit')).toBe('50');
    expect(res.headers.get('x-ratelimit-remaining')).toBe('49');
    expect(res.headers.get('x-ratelimit-reset')).toBe(((T0 + 1000) / 1000).toFixed(3));
    expect(res.headers.get('x-ratelimit-reset-after')).toBe('1.000');
    expect(res.headers.get('x-ratelimit-bucket')).toMatch(/^[0-9a-f]{32}$/);
    const error = await h.api('GET', `/applications/${h.app.id}/commands/1`);
    expect(error.status).toBe(404);
    // Another route template is another bucket; ids that are not major parameters share it.
    expect(error.headers.get('x-ratelimit-remaining')).toBe('49');
    expect(error.headers.get('x-ratelimit-bucket')).not.toBe(res.headers.get('x-ratelimit-bucket'));
    const sameRoute = await h.api('GET', `/applications/${h.app.id}/commands/2`);
    expect(sameRoute.headers.get('x-ratelimit-remaining')).toBe('48');
    const write = await h.api('POST', `/applications/${h.app.id}/commands`, {
      body: { name: 'a', description: 'b' },
    });
    expect(write.headers.get('x-ratelimit-limit')).toBe('25');
    expect(write.headers.get('x-ratelimit-bucket')).not.toBe(res.headers.get('x-ratelimit-bucket'));
  });

  it('answers 429 with the service body and headers when a route bucket is used up, until its reset', async () => {
    const h = await start({ rateLimits: 'strict' });
    const path = `/applications/${h.app.id}/commands`;
    for (const remaining of ['2', '1', '0']) {
      expect((await h.api('GET', path)).headers.get('x-ratelimit-remaining')).toBe(remaining);
    }
    const limited = await h.api('GET', path);
    expect(limited.status).toBe(429);
    expect(limited.body).toEqual({ message: 'You are being rate limited.', retry_after: 1, global: false });
    expect(limited.headers.get('retry-after')).toBe('1');
    expect(limited.headers.get('x-ratelimit-scope')).toBe('user');
    expect(limited.headers.get('x-ratelimit-global')).toBeNull();
    await h.admin('POST', '/clock', { advanceMs: 400 });
    const still = await h.api('GET', path);
    expect(still.status).toBe(429);
    expect(still.body.retry_after).toBe(0.6);
    await h.admin('POST', '/clock', { advanceMs: 600 });
    expect((await h.api('GET', path)).status).toBe(200);
  });

  it('limits per major parameter: each guild has its own bucket', async () => {
    const h = await start({ rateLimits: 'strict' });
    const guildPath = `/applications/${h.app.id}/guilds/${h.guild.id}/commands`;
    for (let i = 0; i < 3; i++) expect((await h.api('GET', guildPath)).status).toBe(200);
    expect((await h.api('GET', guildPath)).status).toBe(429);
    // The same route for an unknown guild is another major parameter: it still has its budget (404, not 429).
    expect((await h.api('GET', `/applications/${h.app.id}/guilds/42/commands`)).status).toBe(404);
  });

  it('enforces the global limit across routes with X-RateLimit-Global', async () => {
    const h = await start({ rateLimits: 'strict' });
    const app = `/applications/${h.app.id}`;
    for (const path of [
      `${app}/commands`,
      `${app}/commands`,
      `${app}/commands`,
      `${app}/commands/1`,
      `${app}/commands/2`,
    ]) {
      expect((await h.api('GET', path)).status).not.toBe(429);
    }
    const limited = await h.api('GET', `${app}/guilds/${h.guild.id}/commands`);
    expect(limited.status).toBe(429);
    expect(limited.body).toEqual({ message: 'You are being rate limited.', retry_after: 1, global: true });
    expect(limited.headers.get('x-ratelimit-global')).toBe('true');
    expect(limited.headers.get('x-ratelimit-scope')).toBe('global');
    // Another caller has its own global budget.
    const other = h.emu.world.applications[1]!;
    expect(
      (await h.api('GET', `/applications/${other.id}/commands`, { auth: `Bot ${other.botToken}` })).status,
    ).toBe(200);
  });

  it('sends no rate-limit headers and never 429 with the off profile, and switches profile at runtime', async () => {
    const h = await start({ rateLimits: 'off' });
    const path = `/applications/${h.app.id}/commands`;
    for (let i = 0; i < 60; i++) {
      const res = await h.api('GET', path);
      expect(res.status).toBe(200);
      expect(res.headers.get('x-ratelimit-limit')).toBeNull();
    }
    expect((await h.admin('POST', '/rate-limits', { profile: 'strict' })).body).toEqual({
      profile: 'strict',
    });
    expect((await h.api('GET', path)).headers.get('x-ratelimit-limit')).toBe('3');
    expect((await h.admin('POST', '/rate-limits', { profile: 'fast' })).status).toBe(400);
  });
});
