import type { LimiterMemory } from './limiter-memory.js';
import { emptyWindow } from './limiter-state.js';
import { stampWindow } from './sliding-window.js';

/**
 * Counts a request that got no answer (a network failure, an abort) in the global window from now: it may
 * have reached the service all the same.
 */
export function recordUnanswered(memory: LimiterMemory, now: number): void {
  const window = memory.getWindow('global') ?? emptyWindow();
  stampWindow(window, now);
  memory.setWindow('global', window);
}
