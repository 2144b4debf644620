/**
 * Where the spans and metrics of a client or handler go, when `@opentelemetry/api` is installed: the
 * providers the application registered globally (`NodeSDK`, `provider.register()`) unless others are given
 * here. Typed structurally, so that these options need no OpenTelemetry types: pass the SDK's
 * `TracerProvider` and `MeterProvider` as they are.
 * @example
 * const rest = new REST({ token, telemetry: { tracerProvider: provider } });
 * @see README "Tracing and metrics"
 */
export interface TelemetryOptions {
  /** Creates the tracer (`getTracer(name, version)`), e.g. a `BasicTracerProvider` not registered globally. */
  tracerProvider?: { getTracer(name: string, version?: string): object };
  /** Creates the meter (`getMeter(name, version)`), e.g. a `MeterProvider` not registered globally. */
  meterProvider?: { getMeter(name: string, version?: string): object };
}
