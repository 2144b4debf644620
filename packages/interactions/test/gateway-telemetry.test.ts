import { subscribe, unsubscribe } from 'node:diagnostics_channel';
import { afterEach, describe, expect, it } from 'vitest';
import { createGatewayClient } from '../src/gateway/index.js';
import { InteractionChannels } from '../src/index.js';
import { countingTimers, FakeGateway, once } from './gateway-support.js';
import { recordTelemetry } from './support/telemetry.js';

// The gateway client's sessions, resumes and reconnects, against the scriptable gateway over real sockets.

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

describe('gateway sessions', () => {
  it('makes one span per session, its resume and reconnect as events, and publishes them', async () => {
    const recorded = recordTelemetry();
    const gateway = await FakeGateway.start();
    cleanups.push(() => gateway.stop());
    const client = createGatewayClient({
      token: 'secret-token',
      apiBaseUrl: gateway.apiBaseUrl,
      timers: countingTimers(),
      random: () => 0.5,
      backoff: { baseDelayMs: 1, maxDelayMs: 4 },
      identifyLimiter: { acquire: async () => {} },
      telemetry: { tracerProvider: recorded.tracerProvider },
    });
    const published: [string, unknown][] = [];
    const names = [
      InteractionChannels.gatewayReady,
      InteractionChannels.gatewayResumed,
      InteractionChannels.gatewayReconnecting,
      InteractionChannels.gatewayClosed,
    ];
    const listeners = names.map((name) => {
      const listener = (message: unknown) => published.push([name, message]);
      subscribe(name, listener);
      return [name, listener] as const;
    });
    try {
      const connecting = client.connect();
      const connection = await gateway.nextConnection();
      await connection.next(2);
      connection.ready();
      await connecting;
      const reconnecting = once(client, 'reconnecting');
      connection.ws.terminate();
      await reconnecting;
      const second = await gateway.nextConnection();
      await second.next(6);
      const resumed = once(client, 'resumed');
      second.dispatch('RESUMED', 1, null);
      await resumed;
      await client.close();
    } finally {
      for (const [name, listener] of listeners) unsubscribe(name, listener);
    }
    const session = await recorded.ended('gateway session');
    expect(session.parentSpanContext).toBeUndefined();
    expect(session.events.map((event) => event.name)).toEqual([
      'slashkit.gateway.ready',
      'slashkit.gateway.reconnecting',
      'slashkit.gateway.resumed',
    ]);
    expect(session.events[1]!.attributes).toEqual({
      'slashkit.gateway.close_code': 1006,
      'slashkit.gateway.resume': true,
      'slashkit.gateway.attempt': 1,
      'slashkit.gateway.delay_ms': expect.any(Number),
    });
    expect(session.events[2]!.attributes).toEqual({ 'slashkit.gateway.replayed': 0 });
    expect(published.map(([name]) => name)).toEqual([
      InteractionChannels.gatewayReady,
      InteractionChannels.gatewayReconnecting,
      InteractionChannels.gatewayResumed,
      InteractionChannels.gatewayClosed,
    ]);
    const exported = (await recorded.exported()) + JSON.stringify(published);
    expect(exported).not.toContain('secret-token');
    expect(exported).not.toContain('session-1');
  });
});
