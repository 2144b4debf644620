import { metrics, trace } from '@opentelemetry/api';
import { afterEach, describe, expect, it } from 'vitest';
import { REST } from '../src/index.js';
import { APP, TOKEN } from './support/fixtures.js';
import { ok, startLocalServer } from './support/local-server.js';
import { recordTelemetry, useContextManager } from './support/telemetry.js';

// With @opentelemetry/api installed and no SDK registered, a call starts no span and records no metric
// point (each would be a no-op); providers the application registers later, globally, are used from the
// next call on, although the client was made (and called) before them.

useContextManager();

const COMMANDS = 'GET /applications/{application_id}/commands';

afterEach(() => {
  trace.disable();
  metrics.disable();
});

describe('global OpenTelemetry providers registered after the client', () => {
  it('traces and meters from the first call after they are registered', async () => {
    const server = await startLocalServer(() => ok([]));
    const rest = new REST({ token: TOKEN, baseUrl: server.baseUrl });
    expect(await rest.commands.getGlobalCommands(APP)).toEqual([]);
    const recorded = recordTelemetry();
    expect(trace.setGlobalTracerProvider(recorded.tracerProvider)).toBe(true);
    expect(metrics.setGlobalMeterProvider(recorded.meterProvider)).toBe(true);
    await rest.commands.getGlobalCommands(APP);
    // Only the call after the registration: the one before had nothing to record into.
    expect(recorded.spans().map((span) => span.name)).toEqual([COMMANDS]);
    const points = await recorded.points('http.client.request.duration');
    expect(points.map((point) => (point.value as { count: number }).count)).toEqual([1]);
  });

  it('meters without a tracer provider, and traces without a meter provider', async () => {
    const server = await startLocalServer(() => ok([]));
    const meterOnly = recordTelemetry();
    metrics.setGlobalMeterProvider(meterOnly.meterProvider);
    const rest = new REST({ token: TOKEN, baseUrl: server.baseUrl });
    await rest.commands.getGlobalCommands(APP);
    const count = async () =>
      (await meterOnly.points('http.client.request.duration')).map(
        (point) => (point.value as { count: number }).count,
      );
    expect(await count()).toEqual([1]);
    expect(meterOnly.spans()).toEqual([]);
    const tracerOnly = recordTelemetry();
    metrics.disable();
    trace.setGlobalTracerProvider(tracerOnly.tracerProvider);
    await rest.commands.getGlobalCommands(APP);
    expect(tracerOnly.spans().map((span) => span.name)).toEqual([COMMANDS]);
    // The histogram was made with the first meter provider, which keeps counting.
    expect(await count()).toEqual([2]);
  });
});
