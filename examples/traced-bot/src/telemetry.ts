// OpenTelemetry set up before anything else: a tracer provider, a meter provider and the AsyncLocalStorage
// context manager, registered globally, which is where @slashkit/interactions and @slashkit/rest look. The
// console exporters print every span and, every 10 s, the metrics; swap in an OTLP exporter
// (@opentelemetry/exporter-trace-otlp-http) to send them to a collector instead.
import { context, metrics, trace } from '@opentelemetry/api';
import { AsyncLocalStorageContextManager } from '@opentelemetry/context-async-hooks';
import {
  ConsoleMetricExporter,
  MeterProvider,
  type MetricReader,
  PeriodicExportingMetricReader,
} from '@opentelemetry/sdk-metrics';
import {
  BasicTracerProvider,
  ConsoleSpanExporter,
  SimpleSpanProcessor,
  type SpanExporter,
} from '@opentelemetry/sdk-trace-base';

/** What {@link startTelemetry} set up, and how to flush and stop it. */
export interface Telemetry {
  tracerProvider: BasicTracerProvider;
  meterProvider: MeterProvider;
  shutdown(): Promise<void>;
}

/** Registers the providers globally, exporting spans to `spans` and metrics through `reader`. */
export function startTelemetry(
  spans: SpanExporter = new ConsoleSpanExporter(),
  reader: MetricReader = new PeriodicExportingMetricReader({
    exporter: new ConsoleMetricExporter(),
    exportIntervalMillis: 10_000,
  }),
): Telemetry {
  const contextManager = new AsyncLocalStorageContextManager().enable();
  context.setGlobalContextManager(contextManager);
  const tracerProvider = new BasicTracerProvider({ spanProcessors: [new SimpleSpanProcessor(spans)] });
  trace.setGlobalTracerProvider(tracerProvider);
  const meterProvider = new MeterProvider({ readers: [reader] });
  metrics.setGlobalMeterProvider(meterProvider);
  return {
    tracerProvider,
    meterProvider,
    async shutdown() {
      await Promise.all([tracerProvider.shutdown(), meterProvider.shutdown()]);
      trace.disable();
      metrics.disable();
      context.disable();
    },
  };
}
