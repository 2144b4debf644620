/**
 * The timer functions the handler uses for the automatic deferral; inject your own to control time in
 * tests. Defaults to the runtime's `setTimeout` / `clearTimeout`.
 */
export interface InteractionTimers {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

/** The runtime's timers. */
export const defaultTimers: InteractionTimers = {
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as Parameters<typeof globalThis.clearTimeout>[0]),
};
