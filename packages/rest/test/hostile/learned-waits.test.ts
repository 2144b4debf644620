import { describe, expect, it } from 'vitest';
import { type RateLimitError, type RateLimitEvent, RateLimiter, REST } from '../../src/index.js';
import { APP, GUILD, rejection, TOKEN } from '../support/fixtures.js';
import { answerJson, manualTimers, startHostileServer } from './hostile-server.js';

const BOUND = 60_000;

function client(baseUrl: string, events: RateLimitEvent[]) {
  let now = 1_700_000_000_000;
  const timers = manualTimers();
  const rateLimiter = new RateLimiter({
    now: () => now,
    timers,
    maxWait: 2 * BOUND,
    maxLearnedWait: BOUND,
    onRateLimit: (event) => events.push(event),
  });
  const rest = new REST({ token: TOKEN, baseUrl, rateLimiter, retries: 0 });
  return { rest, timers, advance: (ms: number) => (now += ms) };
}

describe('absurd rate-limit figures are clamped (issue 14)', () => {
  it('a bucket told Reset-After 1e9 waits only maxLearnedWait, not 31 years', async () => {
    const server = await startHostileServer((socket) =>
      answerJson(socket, 200, [], {
        'x-ratelimit-bucket': 'poison',
        'x-ratelimit-limit': '1',
        'x-ratelimit-remaining': '0',
        'x-ratelimit-reset-after': '1e9',
      }),
    );
    const events: RateLimitEvent[] = [];
    const { rest, timers, advance } = client(server.baseUrl, events);
    await rest.commands.getGuildCommands(APP, GUILD);
    const second = rest.commands.getGuildCommands(APP, GUILD);
    expect(await timers.next(BOUND)).toBe(BOUND);
    expect(events).toMatchObject([{ kind: 'wait', wait: BOUND, scope: 'user', bucket: 'poison' }]);
    advance(BOUND);
    timers.fire(BOUND);
    await expect(second).resolves.toEqual([]);
    expect(server.requests).toHaveLength(2);
  });

  it('a global 429 with retry_after 1e9 fails that call with the real figure and blocks the rest only briefly', async () => {
    const server = await startHostileServer((socket, _request, index) =>
      index === 0
        ? answerJson(
            socket,
            429,
            { message: 'You are being rate limited.', retry_after: 1e9, global: true },
            {
              'x-ratelimit-global': 'true',
              'x-ratelimit-scope': 'global',
            },
          )
        : answerJson(socket, 200, []),
    );
    const events: RateLimitEvent[] = [];
    const { rest, timers, advance } = client(server.baseUrl, events);
    const error = (await rejection(rest.commands.getGlobalCommands(APP))) as RateLimitError;
    expect(error).toMatchObject({ code: 'RATE_LIMITED', scope: 'global', global: true, retryAfter: 1e12 });
    // Every other route waits out the clamped block, then goes through.
    const next = rest.commands.getGuildCommands(APP, GUILD);
    const waited = await timers.next();
    expect(waited).toBeLessThanOrEqual(BOUND);
    advance(waited);
    timers.fire(waited);
    await expect(next).resolves.toEqual([]);
    expect(server.requests).toHaveLength(2);
  });

  it('still believes an ordinary wait within the bound', async () => {
    const server = await startHostileServer((socket) =>
      answerJson(socket, 200, [], {
        'x-ratelimit-bucket': 'fine',
        'x-ratelimit-limit': '1',
        'x-ratelimit-remaining': '0',
        'x-ratelimit-reset-after': '2.5',
      }),
    );
    const events: RateLimitEvent[] = [];
    const { rest, timers, advance } = client(server.baseUrl, events);
    await rest.commands.getGuildCommands(APP, GUILD);
    const second = rest.commands.getGuildCommands(APP, GUILD);
    expect(await timers.next(2_500)).toBe(2_500);
    advance(2_500);
    timers.fire(2_500);
    await second;
    expect(events.map((e) => e.wait)).toEqual([2_500]);
  });
});
