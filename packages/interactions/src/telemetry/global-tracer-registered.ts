import type { OpenTelemetryApi } from './load-open-telemetry.js';

/**
 * Whether the global tracer provider hands spans to an SDK. With `@opentelemetry/api` installed and none
 * registered (the API can come as another package's dependency), it is the API's proxy with no delegate,
 * and every span would be a no-op. A provider of another copy of the API (whose proxy is not this copy's
 * class) is taken to be an SDK's.
 */
export function globalTracerRegistered(api: OpenTelemetryApi, scope: string, version: string): boolean {
  const provider = api.trace.getTracerProvider();
  return (
    !(provider instanceof api.ProxyTracerProvider) || provider.getDelegateTracer(scope, version) !== undefined
  );
}
