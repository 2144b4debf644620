import { createServer } from 'node:net';
import { describe, expect, it } from 'vitest';
import {
  APIError,
  HTTPError,
  NetworkError,
  REST,
  type RESTOptions,
  type RetryEvent,
  TimeoutError,
} from '../src/index.js';
import { APP, CMD, GUILD, ITOKEN, rejection, TOKEN } from './support/fixtures.js';
import { type LocalServer, ok, startLocalServer } from './support/local-server.js';

let server: LocalServer;

function client(options: RESTOptions = {}): REST {
  // Tiny backoff so tests are quick; the rule under test is which requests are replayed and how often.
  return new REST({
    token: TOKEN,
    baseUrl: server.baseUrl,
    retries: { limit: 2, baseDelay: 1, maxDelay: 4 },
    ...options,
  });
}

describe('5xx', () => {
  it('retries a safe request after a 500 and succeeds, reporting the retry', async () => {
    server = await startLocalServer((_request, index) =>
      index === 0 ? { status: 500, json: { code: 0, message: '500: Internal Server Error' } } : ok([]),
    );
    const retries: RetryEvent[] = [];
    const rest = client({ hooks: { onRetry: (e) => retries.push(e) } });
    await expect(rest.commands.getGlobalCommands(APP)).resolves.toEqual([]);
    expect(server.requests).toHaveLength(2);
    expect(retries).toMatchObject([{ attempt: 1, reason: 500, method: 'GET' }]);
  });

  it('replays command creates (upserts by name) and gives up after the retry limit', async () => {
    server = await startLocalServer(() => ({ status: 502, text: '<html>Bad Gateway</html>' }));
    const rest = client();
    const error = await rejection(
      rest.commands.createGuildCommand(APP, GUILD, { name: 'ping', description: 'Pong' }),
    );
    expect(error).toBeInstanceOf(HTTPError);
    expect((error as HTTPError).status).toBe(502);
    expect(server.requests).toHaveLength(3);
  });

  it('never replays an interaction callback or a follow-up after a 5xx: written once', async () => {
    server = await startLocalServer(() => ({ status: 503, json: { code: 0, message: 'unavailable' } }));
    const rest = client();
    const callback = await rejection(
      rest.interactions.createInteractionResponse(CMD, ITOKEN, { type: 4, data: { content: 'x' } }),
    );
    const followup = await rejection(rest.interactions.createFollowupMessage(APP, ITOKEN, { content: 'y' }));
    expect(callback).toBeInstanceOf(APIError);
    expect(followup).toBeInstanceOf(APIError);
    expect(server.requests.map((r) => r.method)).toEqual(['POST', 'POST']);
  });
});

describe('connection resets', () => {
  it('retries a GET after a reset and succeeds', async () => {
    server = await startLocalServer((_request, index) => (index === 0 ? 'reset' : ok([{ id: CMD }])));
    await expect(client().commands.getGlobalCommands(APP)).resolves.toEqual([{ id: CMD }]);
    expect(server.requests).toHaveLength(2);
  });

  it('ends in NetworkError after the retries, for a reset that persists', async () => {
    server = await startLocalServer(() => 'reset');
    const error = (await rejection(
      client().commands.editGlobalCommand(APP, CMD, { description: 'x' }),
    )) as NetworkError;
    expect(error).toBeInstanceOf(NetworkError);
    expect(error.code).toBe('NETWORK_ERROR');
    expect(error.attempts).toBe(3);
    expect(error.requestSent).toBe(true);
    expect(server.requests).toHaveLength(3);
  });

  it('does not replay a follow-up whose connection was reset after sending', async () => {
    server = await startLocalServer(() => 'reset');
    const error = await rejection(
      client().interactions.createFollowupMessage(APP, ITOKEN, { content: 'once' }),
    );
    expect(error).toBeInstanceOf(NetworkError);
    expect(server.requests).toHaveLength(1);
  });

  it('replays even an interaction callback when the connection was refused (never sent)', async () => {
    // Find a free port, then close it: connecting there is refused.
    const probe = createServer();
    await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
    const port = (probe.address() as { port: number }).port;
    await new Promise((resolve) => probe.close(resolve));
    server = await startLocalServer(() => ok({}));
    const retries: RetryEvent[] = [];
    const rest = new REST({
      baseUrl: `http://127.0.0.1:${port}/api/v10`,
      retries: { limit: 2, baseDelay: 1, maxDelay: 2 },
      hooks: { onRetry: (e) => retries.push(e) },
    });
    const error = (await rejection(
      rest.interactions.createInteractionResponse(CMD, ITOKEN, { type: 1 }),
    )) as NetworkError;
    expect(error).toBeInstanceOf(NetworkError);
    expect(error.errorCode).toBe('ECONNREFUSED');
    expect(error.requestSent).toBe(false);
    expect(retries).toHaveLength(2);
    expect(error.message).not.toContain(ITOKEN);
  });
});

describe('stalls', () => {
  it('times out each attempt of a safe request, retries, and ends in TimeoutError', async () => {
    server = await startLocalServer(() => 'stall');
    const rest = client({ timeout: 50 });
    const error = (await rejection(rest.commands.getGuildCommands(APP, GUILD))) as TimeoutError;
    expect(error).toBeInstanceOf(TimeoutError);
    expect(error).toMatchObject({ code: 'TIMEOUT', timeout: 50, attempts: 3, method: 'GET' });
    expect(server.requests).toHaveLength(3);
  });

  it('times out an interaction callback once and never sends it again', async () => {
    server = await startLocalServer(() => 'stall');
    const rest = client({ timeout: 50 });
    const error = await rejection(rest.interactions.createInteractionResponse(CMD, ITOKEN, { type: 5 }));
    expect(error).toBeInstanceOf(TimeoutError);
    expect(server.requests).toHaveLength(1);
  });

  it('recovers when a stalled attempt is followed by a healthy one', async () => {
    server = await startLocalServer((_request, index) => (index === 0 ? 'stall' : ok({ id: CMD })));
    // Long enough for a healthy answer on a loaded machine; the stalled attempt just costs this much.
    await expect(client({ timeout: 1000 }).commands.getGlobalCommand(APP, CMD)).resolves.toEqual({ id: CMD });
  });
});

describe('every call settles', () => {
  it('settles a mixed burst of faults, each with its own error, and writes nothing twice', async () => {
    const faults = ['reset', 'stall', 500, 429, 'ok'] as const;
    server = await startLocalServer((request) => {
      const fault = faults[Number(request.url.split('/').pop())];
      if (fault === 'reset' || fault === 'stall') return fault;
      if (fault === 500) return { status: 500, json: { code: 0, message: 'boom' } };
      if (fault === 429)
        return { status: 429, json: { message: 'rate limited', retry_after: 9999, global: false } };
      return ok({});
    });
    const rest = client({ timeout: 10_000, maxRateLimitWait: 1_000 });
    const results = await Promise.allSettled(
      faults.map(
        (
          fault,
          f, // A path per fault: each is its own route, so one route's 429 does not hold back the others.
        ) =>
          rest.request({
            method: 'POST',
            path: `/things/${f}`,
            body: {},
            // Only the stalled request gets a short timeout: the others must not race it on a loaded machine.
            ...(fault === 'stall' ? { timeout: 50 } : {}),
          }),
      ),
    );
    expect(
      results.map((r) => (r.status === 'fulfilled' ? 'ok' : (r.reason as { code: string }).code)),
    ).toEqual(['NETWORK_ERROR', 'TIMEOUT', 'API_ERROR', 'RATE_LIMITED', 'ok']);
    // Raw POSTs default to "replay only when unsent": each reached the server exactly once.
    expect(server.requests).toHaveLength(5);
  });
});
