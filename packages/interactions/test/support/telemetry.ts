import { context } from '@opentelemetry/api';
import { AsyncLocalStorageContextManager } from '@opentelemetry/context-async-hooks';
import { MeterProvider, MetricReader, type ResourceMetrics } from '@opentelemetry/sdk-metrics';
import {
  BasicTracerProvider,
  InMemorySpanExporter,
  type ReadableSpan,
  SimpleSpanProcessor,
  type SpanProcessor,
} from '@opentelemetry/sdk-trace-base';
import { afterAll, beforeAll } from 'vitest';

/** A reader that exports only when asked: what the meter holds at the moment of `collect()`. */
class CollectingReader extends MetricReader {
  protected override async onForceFlush(): Promise<void> {}
  protected override async onShutdown(): Promise<void> {}
}

/** Spans and metrics recorded by the real SDK, in memory, for one test. */
export interface RecordedTelemetry {
  tracerProvider: BasicTracerProvider;
  meterProvider: MeterProvider;
  spans(): ReadableSpan[];
  /** Resolves with the span named `name` once it has ended (at once if it has). */
  ended(name: string): Promise<ReadableSpan>;
  /** The span named `name` (exactly one). */
  span(name: string): ReadableSpan;
  /** The data points of the metric named `name`, with their attributes. */
  points(name: string): Promise<{ attributes: Record<string, unknown>; value: unknown }[]>;
  /** Everything exported (names, attributes, events, statuses, metric points), as one string. */
  exported(): Promise<string>;
}

/**
 * Installs the AsyncLocalStorage context manager for the file's tests, as every Node SDK setup does, so
 * that the active span follows awaits.
 */
export function useContextManager(): void {
  const manager = new AsyncLocalStorageContextManager();
  beforeAll(() => {
    context.setGlobalContextManager(manager.enable());
  });
  afterAll(() => {
    manager.disable();
    context.disable();
  });
}

/** Fresh providers with an in-memory span exporter and a collecting metric reader (never registered globally). */
export function recordTelemetry(): RecordedTelemetry {
  const exporter = new InMemorySpanExporter();
  const waiting: { name: string; resolve: (span: ReadableSpan) => void }[] = [];
  const notify: SpanProcessor = {
    onStart() {},
    onEnd(span) {
      for (const waiter of waiting.filter((entry) => entry.name === span.name)) {
        waiting.splice(waiting.indexOf(waiter), 1);
        waiter.resolve(span);
      }
    },
    forceFlush: async () => {},
    shutdown: async () => {},
  };
  const tracerProvider = new BasicTracerProvider({
    spanProcessors: [new SimpleSpanProcessor(exporter), notify],
  });
  const reader = new CollectingReader();
  const meterProvider = new MeterProvider({ readers: [reader] });
  const collect = async (): Promise<ResourceMetrics> => (await reader.collect()).resourceMetrics;
  const points = async (name: string) => {
    const metrics = (await collect()).scopeMetrics.flatMap((scope) => scope.metrics);
    return metrics
      .filter((metric) => metric.descriptor.name === name)
      .flatMap((metric) =>
        (metric.dataPoints as { attributes: Record<string, unknown>; value: unknown }[]).map((point) => ({
          attributes: point.attributes,
          value: point.value,
        })),
      );
  };
  return {
    tracerProvider,
    meterProvider,
    spans: () => exporter.getFinishedSpans(),
    ended(name) {
      const done = exporter.getFinishedSpans().find((span) => span.name === name);
      if (done) return Promise.resolve(done);
      return new Promise((resolve) => waiting.push({ name, resolve }));
    },
    span(name) {
      const found = exporter.getFinishedSpans().filter((span) => span.name === name);
      if (found.length !== 1)
        throw new Error(
          `expected one span named ${name}, got ${found.length}: ${exporter
            .getFinishedSpans()
            .map((span) => span.name)
            .join(', ')}`,
        );
      return found[0]!;
    },
    points,
    async exported() {
      const spans = exporter.getFinishedSpans().map((span) => ({
        name: span.name,
        attributes: span.attributes,
        events: span.events.map((event) => ({ name: event.name, attributes: event.attributes })),
        status: span.status,
        links: span.links,
      }));
      const metrics = (await collect()).scopeMetrics.map((scope) => ({
        scope: scope.scope,
        metrics: scope.metrics.map((metric) => ({
          name: metric.descriptor.name,
          points: (metric.dataPoints as { attributes: unknown }[]).map((point) => point.attributes),
        })),
      }));
      return JSON.stringify({ spans, metrics });
    },
  };
}
