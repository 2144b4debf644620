import type * as OpenTelemetry from '@opentelemetry/api';

/** The `@opentelemetry/api` module, as `require` returns it. */
export type OpenTelemetryApi = typeof OpenTelemetry;

type NodeModule = typeof import('node:module');

/**
 * Requires `@opentelemetry/api` (an optional peer) from this package's location, synchronously, so a client
 * created before the first request already traces it. Undefined where it is not installed, or where the
 * runtime has no Node module loader (Workers, browsers): nothing of OpenTelemetry is loaded then. Every copy
 * of the API finds the providers the application registered (they live under a global symbol), so the
 * CommonJS copy this loads serves an ESM application too.
 */
export function loadOpenTelemetry(): OpenTelemetryApi | undefined {
  const proc = (globalThis as { process?: { getBuiltinModule?: (id: string) => unknown } }).process;
  const nodeModule = proc?.getBuiltinModule?.('node:module') as NodeModule | undefined;
  if (nodeModule === undefined) return undefined;
  try {
    // `__filename` in the CommonJS build, the module's URL in ESM.
    const here = typeof __filename === 'string' ? __filename : import.meta.url;
    return nodeModule.createRequire(here)('@opentelemetry/api') as OpenTelemetryApi;
  } catch {
    return undefined;
  }
}
