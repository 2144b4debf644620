import type { EmulatorEvent } from '../events/emulator-event.js';
import type { BusListener } from './bus-listener.js';
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
 * to the bus first, then checks the state, then checks it again whenever a relevant event came since the
 * last check began, so no change can slip between a check and the listening. Rejects with a
 * `TestClientError` that says what was awaited when the time is up (which bounds every request of the
 * wait) or the emulator stops.
 */
export async function waitForState<T>(events: BusListener, wait: StateWait<T>): Promise<T> {
  let changed = false;
  let ended: TestClientError | undefined;
  let wake: (() => void) | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timedOut = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new TestClientError(`gave up after ${wait.timeoutMs} ms waiting for ${wait.describe()}`)),
      wait.timeoutMs,
    );
  });
  // Whichever comes first: what the wait awaits, or the end of its time.
  const within = <V>(step: Promise<V>): Promise<V> => Promise.race([step, timedOut]);
  const subscriber = {
    event: (event: EmulatorEvent) => {
      let relevant = true;
      try {
        relevant = wait.relevant(event);
      } catch {
        // A predicate that throws cannot rule the event out: check again.
      }
      if (!relevant) return;
      changed = true;
      wake?.();
    },
    end: (error: TestClientError) => {
      ended = error;
      wake?.();
    },
  };
  let unsubscribe: (() => void) | undefined;
  try {
    const listening = events.listen(subscriber);
    try {
      unsubscribe = await within(listening);
    } catch (error) {
      // The time ran out while the stream was opening: leave once it is open.
      void listening.then(
        (stop) => stop(),
        () => {},
      );
      throw error;
    }
    for (;;) {
      changed = false;
      const value = await within(wait.check());
      if (value !== undefined) return value;
      if (!changed && ended === undefined)
        await within(
          new Promise<void>((resolve) => {
            wake = resolve;
          }),
        );
      wake = undefined;
      if (ended !== undefined && !changed)
        throw new TestClientError(`${ended.message} while waiting for ${wait.describe()}`);
    }
  } catch (error) {
    if (error instanceof TestClientError) throw error;
    throw new TestClientError(
      `could not go on waiting for ${wait.describe()}: ${(error as Error).message} (was the emulator stopped?)`,
    );
  } finally {
    clearTimeout(timer);
    unsubscribe?.();
  }
}
