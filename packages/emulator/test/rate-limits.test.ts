import { describe, expect, it } from 'vitest';
import { type Harness, start, T0 } from './harness.js';

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

describe('rate limits of interaction callbacks and webhooks', () => {
  const GENERAL = '1250000000000000402';

  /** Runs a command delivered over the gateway and defers it through the callback; returns what that took. */
  async function deferred(h: Harness): Promise<{ id: string; token: string; callback: Response }> {
    let callback!: Promise<Response>;
    let interaction!: { id: string; token: string };
    const unsubscribe = h.emu.context.events.subscribe((event) => {
      if (event.type !== 'INTERACTION_CREATE') return;
      interaction = event.data as { id: string; token: string };
      callback = fetch(`${h.emu.apiBaseUrl}/interactions/${interaction.id}/${interaction.token}/callback`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ type: 5 }),
      });
    });
    const run = await h.admin('POST', '/interactions', {
      userId: h.user('member').id,
      guildId: h.guild.id,
      channelId: GENERAL,
      name: 'ping',
    });
    unsubscribe();
    expect(run.body).toMatchObject({ status: 'answered', respondedVia: 'callback' });
    return { ...interaction, callback: await callback };
  }

  async function withPing(h: Harness): Promise<void> {
    const created = await h.api('POST', `/applications/${h.app.id}/commands`, {
      body: { name: 'ping', description: 'Ping' },
    });
    expect(created.status).toBe(201);
  }

  function followUp(h: Harness, token: string, content: string) {
    return h.api('POST', `/webhooks/${h.app.id}/${token}`, { body: { content }, auth: null });
  }

  it('sends X-RateLimit-* headers on callback and webhook responses, with no token in them', async () => {
    const h = await start({ rateLimits: 'on' });
    await withPing(h);
    const { token, callback } = await deferred(h);
    expect(callback.status).toBe(204);
    expect(callback.headers.get('x-ratelimit-limit')).toBe('25');
    expect(callback.headers.get('x-ratelimit-remaining')).toBe('24');
    expect(callback.headers.get('x-ratelimit-reset-after')).toBe('5.000');
    expect(callback.headers.get('x-ratelimit-bucket')).toMatch(/^[0-9a-f]{32}$/);
    const posted = await followUp(h, token, 'one');
    expect(posted.status).toBe(200);
    expect(posted.headers.get('x-ratelimit-remaining')).toBe('24');
    const read = await h.api('GET', `/webhooks/${h.app.id}/${token}/messages/@original`, { auth: null });
    expect(read.status).toBe(200);
    expect(read.headers.get('x-ratelimit-limit')).toBe('50');
    // Errors are counted and answered with headers too.
    const unknown = await h.api('GET', `/webhooks/${h.app.id}/${token}`, { auth: null });
    expect(unknown.status).toBe(404);
    expect(unknown.headers.get('x-ratelimit-limit')).toBe('50');
    for (const res of [posted, read, unknown]) {
      expect(res.headers.get('x-ratelimit-bucket')).toMatch(/^[0-9a-f]{32}$/);
      expect([...res.headers.values()].join(' ')).not.toContain(token);
    }
    expect([...callback.headers.values()].join(' ')).not.toContain(token);
  });

  it('limits a burst on one webhook token with the service 429, other tokens keep their budget', async () => {
    const h = await start({ rateLimits: 'strict' });
    await withPing(h);
    const first = await deferred(h);
    const second = await deferred(h);
    expect((await followUp(h, first.token, 'a')).headers.get('x-ratelimit-remaining')).toBe('1');
    expect((await followUp(h, first.token, 'b')).headers.get('x-ratelimit-remaining')).toBe('0');
    const limited = await followUp(h, first.token, 'c');
    expect(limited.status).toBe(429);
    expect(limited.body).toEqual({ message: 'You are being rate limited.', retry_after: 1, global: false });
    expect(limited.headers.get('retry-after')).toBe('1');
    expect(limited.headers.get('x-ratelimit-scope')).toBe('user');
    expect(limited.headers.get('x-ratelimit-global')).toBeNull();
    // Webhook id + token is the major parameter: another interaction's token has its own bucket.
    expect((await followUp(h, second.token, 'd')).status).toBe(200);
    await h.admin('POST', '/clock', { advanceMs: 1000 });
    expect((await followUp(h, first.token, 'e')).status).toBe(200);
  });

  it('exempts callbacks and webhooks from the global limit', async () => {
    const h = await start({ rateLimits: 'strict' });
    await withPing(h);
    // The bot spends its global budget (5/s) on its own routes: the next bot request is globally limited.
    for (const path of ['/commands', '/commands', '/commands/1', '/commands/2']) {
      expect((await h.api('GET', `/applications/${h.app.id}${path}`)).status).not.toBe(429);
    }
    // Six interaction requests in the same second (three callbacks, three follow-ups): none is limited.
    for (let i = 0; i < 3; i++) {
      const { token, callback } = await deferred(h);
      expect(callback.status).toBe(204);
      const posted = await followUp(h, token, `n${i}`);
      expect(posted.status).toBe(200);
      expect(posted.headers.get('x-ratelimit-global')).toBeNull();
    }
    const bot = await h.api('GET', `/applications/${h.app.id}/guilds/${h.guild.id}/commands`);
    expect(bot.status).toBe(429);
    expect(bot.body.global).toBe(true);
  });
});

describe('invalid requests and requests without a valid token', () => {
  it('rate limits requests without a valid token by client address, with headers on the 401', async () => {
    const h = await start({ rateLimits: 'on' });
    const path = `/applications/${h.app.id}/commands`;
    const first = await h.api('GET', path, { auth: null });
    expect(first.status).toBe(401);
    expect(first.body).toEqual({ message: '401: Unauthorized', code: 0 });
    expect(first.headers.get('x-ratelimit-limit')).toBe('50');
    expect(first.headers.get('x-ratelimit-remaining')).toBe('49');
    expect(first.headers.get('x-ratelimit-reset-after')).toBe('1.000');
    const bad = await h.api('GET', path, { auth: 'Bot not-a-token' });
    expect(bad.headers.get('x-ratelimit-remaining')).toBe('48');
    // The same route's bucket; the bot's own budget is untouched by the address's.
    const ok = await h.api('GET', path);
    expect(ok.headers.get('x-ratelimit-bucket')).toBe(first.headers.get('x-ratelimit-bucket'));
    expect(ok.headers.get('x-ratelimit-remaining')).toBe('49');
  });

  it('applies the global limit to an address without a valid token', async () => {
    const h = await start({ rateLimits: 'strict' });
    const app = `/applications/${h.app.id}`;
    for (const path of [
      '/commands',
      '/commands/1',
      '/commands/2',
      `/guilds/${h.guild.id}/commands`,
      '/commands',
    ]) {
      expect((await h.api('GET', `${app}${path}`, { auth: null })).status).toBe(401);
    }
    const limited = await h.api('GET', `${app}/commands/3`, { auth: null });
    expect(limited.status).toBe(429);
    expect(limited.body).toEqual({ message: 'You are being rate limited.', retry_after: 1, global: true });
    expect(limited.headers.get('x-ratelimit-scope')).toBe('global');
    // A bot has its own global budget.
    expect((await h.api('GET', `${app}/commands`)).status).toBe(200);
  });

  it('bans an address after too many 401/403/429 answers until the 10-minute window ends', async () => {
    // strict: 10 invalid requests per 10 minutes. The clock moves 1 s between requests so that no route or
    // global limit interferes, and nothing sleeps.
    const h = await start({ rateLimits: 'strict' });
    const path = `/applications/${h.app.id}/commands`;
    for (let i = 0; i < 8; i++) {
      expect((await h.api('GET', path, { auth: null })).status).toBe(401);
      await h.admin('POST', '/clock', { advanceMs: 1000 });
    }
    // A 404 is not an invalid request in this sense; a 403 is.
    expect((await h.api('GET', `${path}/1`)).status).toBe(404);
    const forbidden = await h.api(
      'PUT',
      `/applications/${h.app.id}/guilds/${h.guild.id}/commands/1/permissions`,
      {
        body: { permissions: [] },
      },
    );
    expect(forbidden.status).toBe(403);
    expect((await h.api('GET', path, { auth: 'Bot wrong' })).status).toBe(401); // the tenth
    const banned = await h.api('GET', path);
    expect(banned.status).toBe(429);
    expect(banned.body).toEqual({
      message: expect.stringMatching(/^You are being blocked from accessing our API temporarily/),
      retry_after: 592,
      global: true,
    });
    expect(banned.headers.get('retry-after')).toBe('592');
    expect(banned.headers.get('x-ratelimit-global')).toBe('true');
    expect(banned.headers.get('x-ratelimit-scope')).toBe('global');
    // The whole API is closed to the address (interaction webhooks too); the admin API is not.
    expect((await h.api('POST', `/webhooks/${h.app.id}/x`, { body: {}, auth: null })).status).toBe(429);
    expect((await h.admin('POST', '/clock', { advanceMs: 591_999 })).status).toBe(200);
    expect((await h.api('GET', path)).body.retry_after).toBe(0.001);
    await h.admin('POST', '/clock', { advanceMs: 1 });
    expect((await h.api('GET', path)).status).toBe(200);
  });

  it('keeps the address limits of in-process calls apart and forgets them on reset', async () => {
    const h = await start({ rateLimits: 'strict' });
    const fetchAs = (clientAddress: string) =>
      h.emu.fetch(new Request(`${h.emu.apiBaseUrl}/applications/${h.app.id}/commands`), { clientAddress });
    for (let i = 0; i < 10; i++) {
      expect((await fetchAs('10.0.0.1')).status).not.toBe(200);
      await h.admin('POST', '/clock', { advanceMs: 1000 });
    }
    expect((await fetchAs('10.0.0.1')).headers.get('x-ratelimit-scope')).toBe('global');
    // Another address is not banned; after a reset neither is.
    expect((await fetchAs('10.0.0.2')).status).toBe(401);
    await h.admin('POST', '/reset');
    expect((await fetchAs('10.0.0.1')).status).toBe(401);
  });
});
