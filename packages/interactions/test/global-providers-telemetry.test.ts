import { metrics, trace } from '@opentelemetry/api';
import { afterEach, describe, expect, it } from 'vitest';
import { type ChatInputContext, command } from '../src/index.js';
import { startBot } from './support/bot.js';
import { interaction } from './support/fixtures.js';
import { recordTelemetry, useContextManager } from './support/telemetry.js';

// With @opentelemetry/api installed and no SDK registered, a handler starts no span and records no metric
// point (each would be a no-op); an SDK the application registers later, globally, is used from the next
// interaction on: spans and metrics both, although the handler was made (and answered) before it.

useContextManager();

afterEach(() => {
  trace.disable();
  metrics.disable();
});

const ping = command({ name: 'ping', description: 'Ping' }, (ctx: ChatInputContext) => ctx.reply('pong'));

describe('global OpenTelemetry providers registered after the handler', () => {
  it('traces and meters from the first interaction after they are registered', async () => {
    const running = await startBot({ commands: [ping], onError: () => {} });
    try {
      // Nothing registered yet: answered as ever.
      expect((await running.send(interaction({ name: 'ping' }))).body).toEqual({
        type: 4,
        data: { content: 'pong' },
      });
      const recorded = recordTelemetry();
      expect(trace.setGlobalTracerProvider(recorded.tracerProvider)).toBe(true);
      expect(metrics.setGlobalMeterProvider(recorded.meterProvider)).toBe(true);
      const sent = interaction({ name: 'ping' });
      expect((await running.send(sent)).status).toBe(200);
      const span = await recorded.ended('interaction /ping');
      expect(span.attributes).toMatchObject({ 'slashkit.interaction.id': sent.id });
      expect(recorded.span('handler /ping').parentSpanContext?.spanId).toBe(span.spanContext().spanId);
      // Only the interaction after the registration: the one before had nothing to record into.
      expect(recorded.spans().filter((s) => s.name === 'interaction /ping')).toHaveLength(1);
      const answers = await recorded.points('http.server.request.duration');
      expect(answers.map((point) => (point.value as { count: number }).count)).toEqual([1]);
      const counted = await recorded.points('slashkit.interactions');
      expect(counted.map((point) => point.value)).toEqual([1]);
    } finally {
      await running.close();
    }
  });

  it('meters without a tracer provider, and traces without a meter provider', async () => {
    const meterOnly = recordTelemetry();
    metrics.setGlobalMeterProvider(meterOnly.meterProvider);
    const running = await startBot({ commands: [ping], onError: () => {} });
    try {
      expect((await running.send(interaction({ name: 'ping' }))).status).toBe(200);
      expect((await meterOnly.points('slashkit.interactions')).map((point) => point.value)).toEqual([1]);
      expect(meterOnly.spans()).toEqual([]);
      const tracerOnly = recordTelemetry();
      metrics.disable();
      trace.setGlobalTracerProvider(tracerOnly.tracerProvider);
      expect((await running.send(interaction({ name: 'ping' }))).status).toBe(200);
      await tracerOnly.ended('interaction /ping');
      // The instruments were made with the first meter provider, which keeps counting.
      expect((await meterOnly.points('slashkit.interactions')).map((point) => point.value)).toEqual([2]);
    } finally {
      await running.close();
    }
  });
});
