import { subscribe, unsubscribe } from 'node:diagnostics_channel';
import { SpanKind, SpanStatusCode, trace } from '@opentelemetry/api';
import { SDKVersion } from '@slashkit/api';
import { describe, expect, it } from 'vitest';
import {
  NetworkError,
  RateLimiter,
  REST,
  RESTChannels,
  type RESTOptions,
  type RESTRequestEndMessage,
  type RESTRequestErrorMessage,
  type RESTRequestStartMessage,
} from '../src/index.js';
import { APP, ITOKEN, rejection, TOKEN } from './support/fixtures.js';
import { type LocalServer, ok, rateLimited, startLocalServer } from './support/local-server.js';
import { type RecordedTelemetry, recordTelemetry, useContextManager } from './support/telemetry.js';

useContextManager();

const COMMANDS = 'GET /applications/{application_id}/commands';
const FOLLOW_UP = 'POST /webhooks/{webhook_id}/{webhook_token}';

let server: LocalServer;

function client(recorded: RecordedTelemetry, options: RESTOptions = {}): REST {
  return new REST({
    token: TOKEN,
    baseUrl: server.baseUrl,
    retries: { limit: 2, baseDelay: 1, maxDelay: 4 },
    telemetry: { tracerProvider: recorded.tracerProvider, meterProvider: recorded.meterProvider },
    ...options,
  });
}

/** A limiter whose clock moves only when it waits: each wait is whole and happens exactly once. */
function steppedRateLimiter(): RateLimiter {
  let clock = 0;
  return new RateLimiter({
    now: () => clock,
    timers: {
      setTimeout: (callback, ms) => {
        clock += ms;
        queueMicrotask(callback);
      },
      clearTimeout: () => {},
    },
  });
}

describe('REST spans', () => {
  it('makes one CLIENT span per call with the HTTP client conventions, and its duration point', async () => {
    server = await startLocalServer(() => ok([], { 'x-ratelimit-bucket': 'b1' }));
    const recorded = recordTelemetry();
    await client(recorded).commands.getGlobalCommands(APP);
    const span = recorded.span(COMMANDS);
    const port = Number(new URL(server.baseUrl).port);
    expect(span.kind).toBe(SpanKind.CLIENT);
    expect(span.instrumentationScope).toMatchObject({ name: '@slashkit/rest', version: SDKVersion });
    expect(span.attributes).toMatchObject({
      'http.request.method': 'GET',
      'http.response.status_code': 200,
      'server.address': '127.0.0.1',
      'server.port': port,
      'url.template': '/applications/{application_id}/commands',
      'url.full': `${server.baseUrl}/applications/${APP}/commands`,
      'slashkit.rest.retries': 0,
      'slashkit.rate_limit.bucket': 'b1',
    });
    expect(span.attributes['http.request.resend_count']).toBeUndefined();
    expect(span.status.code).toBe(SpanStatusCode.UNSET);
    const points = await recorded.points('http.client.request.duration');
    expect(points).toEqual([
      {
        attributes: {
          'http.request.method': 'GET',
          'url.template': '/applications/{application_id}/commands',
          'server.address': '127.0.0.1',
          'server.port': port,
          'http.response.status_code': 200,
        },
        value: expect.objectContaining({ count: 1 }),
      },
    ]);
  });

  it('is the child of the span active where the call is made', async () => {
    server = await startLocalServer(() => ok([]));
    const recorded = recordTelemetry();
    const rest = client(recorded);
    const tracer = recorded.tracerProvider.getTracer('test');
    await tracer.startActiveSpan('outer', async (outer) => {
      await rest.commands.getGlobalCommands(APP);
      outer.end();
    });
    const outer = recorded.span('outer');
    const call = recorded.span(COMMANDS);
    expect(call.parentSpanContext?.spanId).toBe(outer.spanContext().spanId);
    expect(call.spanContext().traceId).toBe(outer.spanContext().traceId);
  });

  it('records a 429: the wait, the scope, the bucket and the resend', async () => {
    server = await startLocalServer((_request, index) =>
      index === 0
        ? rateLimited(0.01, { 'retry-after': '1', 'x-ratelimit-scope': 'user', 'x-ratelimit-bucket': 'b1' })
        : ok([]),
    );
    const recorded = recordTelemetry();
    await client(recorded, { rateLimiter: steppedRateLimiter() }).commands.getGlobalCommands(APP);
    const span = recorded.span(COMMANDS);
    expect(span.attributes).toMatchObject({
      'http.response.status_code': 200,
      'http.request.resend_count': 1,
      'slashkit.rest.retries': 0,
      'slashkit.rate_limit.refusals': 1,
      'slashkit.rate_limit.scope': 'user',
      'slashkit.rate_limit.bucket': 'b1',
    });
    expect(span.attributes['slashkit.rate_limit.wait_ms']).toEqual(expect.any(Number));
    // The refusal, then the wait it imposes on the bucket's next request (the stepped clock has not moved).
    const limit = {
      'slashkit.rate_limit.wait_ms': 10,
      'slashkit.rate_limit.scope': 'user',
      'slashkit.rate_limit.global': false,
      'slashkit.rate_limit.bucket': 'b1',
    };
    expect(span.events.map((event) => [event.name, event.attributes])).toEqual([
      ['slashkit.rate_limit.refused', limit],
      ['slashkit.rate_limit.wait', limit],
    ]);
  });

  it("marks a wait of a shared rateLimiter on the waiting call's span, once", async () => {
    server = await startLocalServer(() =>
      ok([], {
        'x-ratelimit-bucket': 'b1',
        'x-ratelimit-limit': '1',
        'x-ratelimit-remaining': '0',
        'x-ratelimit-reset-after': '5',
      }),
    );
    const recorded = recordTelemetry();
    // The limiter's clock moves only when it waits, so the second call surely waits the 5 s out.
    const rateLimiter = steppedRateLimiter();
    const [first, second] = [client(recorded, { rateLimiter }), client(recorded, { rateLimiter })];
    await first.commands.getGlobalCommands(APP);
    await second.commands.getGlobalCommands(APP);
    const [emptied, waited] = recorded.spans().filter((span) => span.name === COMMANDS);
    expect(emptied!.events).toEqual([]);
    expect(waited!.events.map((event) => [event.name, event.attributes])).toEqual([
      [
        'slashkit.rate_limit.wait',
        {
          'slashkit.rate_limit.wait_ms': 5000,
          'slashkit.rate_limit.scope': 'user',
          'slashkit.rate_limit.global': false,
          'slashkit.rate_limit.bucket': 'b1',
        },
      ],
    ]);
  });

  it('records a retry after a 500 as an event and a resend', async () => {
    server = await startLocalServer((_request, index) =>
      index === 0 ? { status: 500, json: { code: 0, message: 'boom' } } : ok([]),
    );
    const recorded = recordTelemetry();
    await client(recorded).commands.getGlobalCommands(APP);
    const span = recorded.span(COMMANDS);
    expect(span.attributes).toMatchObject({
      'http.response.status_code': 200,
      'http.request.resend_count': 1,
      'slashkit.rest.retries': 1,
    });
    expect(span.events).toMatchObject([
      {
        name: 'slashkit.retry',
        attributes: { 'slashkit.rest.attempt': 1, 'slashkit.rest.retry_reason': '500' },
      },
    ]);
  });

  it('marks a 4xx and a network failure as errors, and never exports a token', async () => {
    server = await startLocalServer(() => ({
      status: 404,
      json: { code: 10015, message: 'Unknown Webhook' },
    }));
    const recorded = recordTelemetry();
    const rest = client(recorded);
    await rejection(rest.interactions.createFollowupMessage(APP, ITOKEN, { content: 'hi' }));
    const refused = recorded.span(FOLLOW_UP);
    expect(refused.attributes).toMatchObject({
      'http.response.status_code': 404,
      'error.type': '404',
      'url.template': '/webhooks/{webhook_id}/{webhook_token}',
      'url.full': `${server.baseUrl}/webhooks/${APP}/[REDACTED]`,
    });
    expect(refused.status.code).toBe(SpanStatusCode.ERROR);

    await server.close();
    const error = await rejection(
      rest.interactions.editOriginalInteractionResponse(APP, ITOKEN, { content: 'x' }),
    );
    expect(error).toBeInstanceOf(NetworkError);
    const failed = recorded.span('PATCH /webhooks/{webhook_id}/{webhook_token}/messages/@original');
    expect(failed.attributes['error.type']).toBe('NETWORK_ERROR');
    expect(failed.attributes['http.response.status_code']).toBeUndefined();
    expect(failed.status.code).toBe(SpanStatusCode.ERROR);
    // A refused connection never left, so even an edit is replayed (twice, the retry limit).
    expect(failed.events.map((event) => event.name)).toEqual([
      'slashkit.retry',
      'slashkit.retry',
      'exception',
    ]);
    expect(failed.attributes['slashkit.rest.retries']).toBe(2);

    const exported = await recorded.exported();
    expect(exported).toContain('[REDACTED]');
    expect(exported).not.toContain(ITOKEN);
    expect(exported).not.toContain(TOKEN);
    expect(exported).not.toContain(encodeURIComponent(ITOKEN));
  });

  it('follows the global tracer provider unless telemetry is false', async () => {
    server = await startLocalServer(() => ok([]));
    const recorded = recordTelemetry();
    trace.setGlobalTracerProvider(recorded.tracerProvider);
    try {
      await new REST({ token: TOKEN, baseUrl: server.baseUrl, telemetry: false }).commands.getGlobalCommands(
        APP,
      );
      expect(recorded.spans()).toEqual([]);
      await new REST({ token: TOKEN, baseUrl: server.baseUrl }).commands.getGlobalCommands(APP);
      expect(recorded.spans().map((span) => span.name)).toEqual([COMMANDS]);
    } finally {
      trace.disable();
    }
  });
});

describe('REST diagnostics channels', () => {
  it('publishes start, end, error, rate-limit and retry messages, without a token', async () => {
    server = await startLocalServer((request, index) => {
      if (request.method === 'POST') return ok({ id: '1' });
      if (index === 0)
        return rateLimited(0.01, {
          'retry-after': '1',
          'x-ratelimit-scope': 'user',
          'x-ratelimit-bucket': 'b1',
        });
      if (index === 1) return { status: 502, text: 'bad gateway' };
      return ok([]);
    });
    const seen: [string, unknown][] = [];
    const listeners = Object.values(RESTChannels).map((name) => {
      const listener = (message: unknown) => seen.push([name, message]);
      subscribe(name, listener);
      return [name, listener] as const;
    });
    try {
      const rest = new REST({
        token: TOKEN,
        baseUrl: server.baseUrl,
        telemetry: false,
        retries: { baseDelay: 1, maxDelay: 2 },
        rateLimiter: steppedRateLimiter(),
      });
      await rest.commands.getGlobalCommands(APP);
      await rest.interactions.createFollowupMessage(APP, ITOKEN, { content: 'hi' });
      await server.close();
      await rejection(rest.commands.getGlobalCommands(APP));
    } finally {
      for (const [name, listener] of listeners) unsubscribe(name, listener);
    }
    // The refused connection is replayed (it never left).
    expect(seen.map(([name]) => name)).toEqual([
      RESTChannels.requestStart,
      RESTChannels.rateLimit,
      RESTChannels.rateLimit,
      RESTChannels.retry,
      RESTChannels.requestEnd,
      RESTChannels.requestStart,
      RESTChannels.requestEnd,
      RESTChannels.requestStart,
      RESTChannels.retry,
      RESTChannels.retry,
      RESTChannels.retry,
      RESTChannels.requestError,
    ]);
    const [start, end] = [seen[0]![1] as RESTRequestStartMessage, seen[4]![1] as RESTRequestEndMessage];
    expect(start.request).toEqual({
      method: 'GET',
      route: '/applications/{application_id}/commands',
      path: `/applications/${APP}/commands`,
    });
    expect(end).toMatchObject({ status: 200, attempts: 3 });
    expect(end.request).toBe(start.request);
    expect(seen[1]![1]).toMatchObject({ kind: '429', scope: 'user', bucket: 'b1', wait: 10 });
    expect(seen[2]![1]).toMatchObject({ kind: 'wait', bucket: 'b1', wait: 10 });
    expect(seen[3]![1]).toMatchObject({ attempt: 1, reason: 502 });
    expect((seen[5]![1] as RESTRequestStartMessage).request.path).toBe(`/webhooks/${APP}/[REDACTED]`);
    expect(seen[8]![1]).toMatchObject({ reason: 'NETWORK_ERROR' });
    const failure = seen[11]![1] as RESTRequestErrorMessage;
    expect(failure.error).toBeInstanceOf(NetworkError);
    const text =
      JSON.stringify(seen) + seen.map(([, m]) => String((m as { error?: Error }).error?.message)).join();
    expect(text).not.toContain(ITOKEN);
    expect(text).not.toContain(TOKEN);
  });
});
