import type { EmulatorEvent } from '../events/emulator-event.js';
import type { AdminRequests } from './admin-requests.js';
import { readBusEvents } from './read-bus-events.js';
import { TestClientError } from './test-client-error.js';

/** What {@link waitForState} waits for. */
export interface StateWait<T> {
  /** Reads the emulator's state: a value once what is awaited has happened, else undefined. */
  check: () => Promise<T | undefined>;
  /** Whether an event of the bus may have changed what `check` reads (then it reads again). */
  relevant: (event: EmulatorEvent) => boolean;
  /** What is awaited and what was seen last, for the message when the time is up. */
  describe: () => string;
  /** The longest wait, in milliseconds. */
  timeoutMs: number;
}

/**
 * Waits for something to happen in the emulator, driven by its event bus rather than by polling: it listens
 * to the bus first, then checks the state, then checks it again after each relevant event, so no change
 * can slip between a check and the listening. Rejects with a `TestClientError` that says what was awaited
 * when the time is up or the emulator stops.
 */
export async function waitForState<T>(admin: AdminRequests, wait: StateWait<T>): Promise<T> {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, wait.timeoutMs);
  try {
    const stream = await admin.openEvents(controller.signal);
    const first = await wait.check();
    if (first !== undefined) return first;
    for await (const event of readBusEvents(stream)) {
      if (!wait.relevant(event)) continue;
      const value = await wait.check();
      if (value !== undefined) return value;
    }
    throw new TestClientError(
      `the emulator closed its event stream (was it stopped?) while waiting for ${wait.describe()}`,
    );
  } catch (error) {
    if (timedOut)
      throw new TestClientError(`gave up after ${wait.timeoutMs} ms waiting for ${wait.describe()}`);
    throw error;
  } finally {
    clearTimeout(timer);
    controller.abort();
  }
}
