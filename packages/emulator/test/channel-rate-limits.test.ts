import { describe, expect, it } from 'vitest';
import { botWorld, GENERAL, GUILD, THREAD } from './bot-world.js';
import { start } from './harness.js';

// The routes a bot also calls are limited per major parameter through the same limiter as every route:
// per channel for /channels/{id}/…, per guild for /guilds/{id}/…; message deletes have their own bucket
// (service-facts "What a slash-command bot also calls", "Rate limits").

describe('rate limits of the channel and guild routes', () => {
  it('each channel has its own bucket; a delete of a message is a bucket apart from reading one', async () => {
    const h = await start({ seed: botWorld(), rateLimits: 'strict' });
    const general = await h.api('POST', `/channels/${GENERAL}/messages`, { body: { content: 'a' } });
    const second = await h.api('POST', `/channels/${GENERAL}/messages`, { body: { content: 'b' } });
    expect(second.headers.get('x-ratelimit-remaining')).toBe('0');
    const limited = await h.api('POST', `/channels/${GENERAL}/messages`, { body: { content: 'c' } });
    expect(limited.status).toBe(429);
    expect(limited.headers.get('x-ratelimit-scope')).toBe('user');
    // Another channel is another major parameter: its own budget, the same bucket name.
    const thread = await h.api('POST', `/channels/${THREAD}/messages`, { body: { content: 'd' } });
    expect(thread.status).toBe(200);
    expect(thread.headers.get('x-ratelimit-bucket')).toBe(general.headers.get('x-ratelimit-bucket'));
    await h.admin('POST', '/clock', { advanceMs: 1000 });
    const read = await h.api('GET', `/channels/${GENERAL}/messages/${general.body.id}`);
    const deleted = await h.api('DELETE', `/channels/${GENERAL}/messages/${general.body.id}`);
    expect(deleted.status).toBe(204);
    expect(deleted.headers.get('x-ratelimit-bucket')).not.toBe(read.headers.get('x-ratelimit-bucket'));
    expect(deleted.headers.get('x-ratelimit-bucket')).not.toBe(general.headers.get('x-ratelimit-bucket'));
  });

  it('each guild has its own bucket', async () => {
    const h = await start({ seed: botWorld(), rateLimits: 'strict' });
    for (let i = 0; i < 3; i++) expect((await h.api('GET', `/guilds/${GUILD}/roles`)).status).toBe(200);
    expect((await h.api('GET', `/guilds/${GUILD}/roles`)).status).toBe(429);
    // The same route for another guild still has its budget (its refusal is a 404, not a 429).
    expect((await h.api('GET', '/guilds/1250000000000009999/roles')).status).toBe(404);
  });
});
