import { type RunningEmulator, startEmulator } from '@slashkit/emulator';
import {
  type RateLimitError,
  type RateLimitEvent,
  REST,
  type RequestEvent,
  type ResponseEvent,
} from '@slashkit/rest';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

// The emulator's strict profile (3 reads and 2 writes per bucket per second, 5 requests per second in all)
// exercises the limiter with a handful of requests: it must learn the buckets and never cause a 429 it
// could have avoided, and every wait stays bounded.

let emu: RunningEmulator;
let limits: RateLimitEvent[];
let sent: RequestEvent[];
let received: ResponseEvent[];

beforeEach(async () => {
  emu = await startEmulator({ port: 0, rateLimits: 'strict' });
  limits = [];
  sent = [];
  received = [];
});
afterEach(async () => {
  await emu?.stop();
});

function client(options: ConstructorParameters<typeof REST>[0] = {}): REST {
  return new REST({
    token: emu.world.application.botToken,
    baseUrl: emu.apiBaseUrl,
    hooks: {
      onRateLimit: (event) => limits.push(event),
      onRequest: (event) => sent.push(event),
      onResponse: (event) => received.push(event),
    },
    ...options,
  });
}

describe('strict profile', () => {
  it('learns the bucket and runs a burst of reads with no 429 at all', async () => {
    // The bot's global limit is configuration (the service does not advertise it); here it is 5/s.
    const rest = client({ globalRequestsPerSecond: 5 });
    const appId = emu.world.application.id;
    const results = await Promise.all(
      Array.from({ length: 9 }, () => rest.commands.getGlobalCommands(appId)),
    );
    expect(results).toHaveLength(9);
    expect(received.every((r) => r.status === 200)).toBe(true);
    expect(limits.filter((l) => l.kind === '429')).toEqual([]);
    expect(limits.some((l) => l.kind === 'wait')).toBe(true);
    expect(new Set(received.map((r) => r.bucket)).size).toBe(1);
    expect(received[0]?.bucket).toMatch(/^[0-9a-f]+$/);
    expect(sent).toHaveLength(9);
  });

  it('spreads writes over the windows without a 429, each written once', async () => {
    const rest = client({ globalRequestsPerSecond: 5 });
    const appId = emu.world.application.id;
    const guildId = emu.world.guild.id;
    const names = ['one', 'two', 'three', 'four', 'five'];
    await Promise.all(
      names.map((name) => rest.commands.createGuildCommand(appId, guildId, { name, description: name })),
    );
    expect(limits.filter((l) => l.kind === '429')).toEqual([]);
    expect(sent.filter((e) => e.method === 'POST')).toHaveLength(5);
    expect(received.filter((r) => r.status === 201)).toHaveLength(5);
  });

  it('bounds every wait: a spent bucket rejects at once with RateLimitError when the wait is too long', async () => {
    // A frozen emulator clock: the bucket's window cannot roll over between the requests, however slow.
    await emu.stop();
    const frozen = Date.now();
    emu = await startEmulator({ port: 0, rateLimits: 'strict', now: () => frozen });
    const rest = client({ globalRequestsPerSecond: 5, maxRateLimitWait: 50 });
    const appId = emu.world.application.id;
    for (let i = 0; i < 3; i++) await rest.commands.getGlobalCommands(appId);
    const error = (await rest.commands.getGlobalCommands(appId).catch((e: unknown) => e)) as RateLimitError;
    expect(error.code).toBe('RATE_LIMITED');
    expect(error.scope).toBe('user');
    expect(error.bucket).toBe(received[0]?.bucket);
    expect(error.retryAfter).toBeGreaterThan(50);
    expect(sent).toHaveLength(3);
  });

  it('recovers from the global 429s it could not foresee (global limit left at 50/s)', async () => {
    const rest = client();
    const appId = emu.world.application.id;
    const guildId = emu.world.guild.id;
    // Three different buckets, two requests each: six requests beat the emulator's global 5/s.
    const calls = [
      () => rest.commands.getGlobalCommands(appId),
      () => rest.commands.getGuildCommands(appId, guildId),
      () => rest.permissions.getGuildCommandPermissions(appId, guildId),
    ];
    const results = await Promise.allSettled([...calls, ...calls].map((call) => call()));
    expect(results.every((r) => r.status === 'fulfilled')).toBe(true);
    const refusals = limits.filter((l) => l.kind === '429');
    expect(refusals.length).toBeGreaterThan(0);
    expect(refusals.every((l) => l.scope === 'global' && l.global)).toBe(true);
  });
});
