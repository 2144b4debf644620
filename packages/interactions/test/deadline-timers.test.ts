import type { Timers } from '@slashkit/api';
import { describe, expect, it } from 'vitest';
import { createDeadlineTimers } from '../src/respond/create-deadline-timers.js';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('createDeadlineTimers', () => {
  it('runs callbacks in deadline order, never before their delay, and skips cleared ones', async () => {
    let now = 0;
    const timers = createDeadlineTimers(() => now);
    const fired: string[] = [];
    timers.setTimeout(() => fired.push('a'), 10);
    const b = timers.setTimeout(() => fired.push('b'), 10);
    timers.setTimeout(() => fired.push('c'), 30);
    timers.setTimeout(() => fired.push('early'), 5); // a shorter delay goes to the front
    timers.clearTimeout(b);
    now = 9;
    await sleep(20);
    expect(fired).toEqual(['early']); // the clock says 9: nothing at 10 may run yet
    now = 10;
    await sleep(20);
    expect(fired).toEqual(['early', 'a']);
    now = 100;
    await sleep(40);
    expect(fired).toEqual(['early', 'a', 'c']);
  });

  it('releases the runtime timer once nothing is pending', async () => {
    const timers = createDeadlineTimers();
    const fired: number[] = [];
    const handle = timers.setTimeout(() => fired.push(1), 5);
    timers.clearTimeout(handle);
    timers.clearTimeout(handle); // twice is harmless
    timers.setTimeout(() => fired.push(2), 5);
    await sleep(30);
    expect(fired).toEqual([2]);
  });

  it('keeps one runtime timer for deadlines set and cleared one after another, unreferenced while none is pending', () => {
    let now = 0;
    const log: string[] = [];
    const armed = new Set<() => void>();
    /** Node's handle: ref and unref say whether the timer holds the process. */
    const timers: Timers = {
      setTimeout: (callback, ms) => {
        log.push(`set ${ms}`);
        armed.add(callback);
        return { callback, ref: () => log.push('ref'), unref: () => log.push('unref') };
      },
      clearTimeout: (handle) => {
        log.push('clear');
        armed.delete((handle as { callback: () => void }).callback);
      },
    };
    const deadlines = createDeadlineTimers(() => now, timers);
    const fired: number[] = [];
    // Three inline answers in a row: each deadline is set and cleared before the next one.
    for (let i = 0; i < 3; i++) {
      now = i;
      deadlines.clearTimeout(deadlines.setTimeout(() => fired.push(i), 2000));
    }
    expect(log).toEqual(['set 2000', 'unref', 'ref', 'unref', 'ref', 'unref']);
    // One still pending when the runtime timer fires (at 2000, before its own deadline): it is set again for
    // the rest of the wait, and the callback runs at its own time, not before.
    now = 1000;
    deadlines.setTimeout(() => fired.push(3), 2000);
    now = 2000;
    for (const callback of [...armed]) {
      armed.delete(callback);
      callback();
    }
    expect(fired).toEqual([]);
    expect(log.slice(6)).toEqual(['ref', 'set 1000']);
    now = 3000;
    for (const callback of [...armed]) callback();
    expect(fired).toEqual([3]);
  });

  it('clears the runtime timer once nothing is pending where its handle cannot be unreferenced', () => {
    const log: string[] = [];
    const timers: Timers = {
      setTimeout: () => {
        log.push('set');
        return 1; // a browser's handle: a number
      },
      clearTimeout: () => log.push('clear'),
    };
    const deadlines = createDeadlineTimers(() => 0, timers);
    deadlines.clearTimeout(deadlines.setTimeout(() => {}, 2000));
    deadlines.clearTimeout(deadlines.setTimeout(() => {}, 2000));
    expect(log).toEqual(['set', 'clear', 'set', 'clear']);
  });

  it('sets the runtime timer again for a deadline earlier than the one it is still set for', () => {
    let now = 0;
    const log: string[] = [];
    const timers: Timers = {
      setTimeout: (_callback, ms) => {
        log.push(`set ${ms}`);
        return { ref() {}, unref() {} };
      },
      clearTimeout: () => log.push('clear'),
    };
    const deadlines = createDeadlineTimers(() => now, timers);
    deadlines.clearTimeout(deadlines.setTimeout(() => {}, 2000));
    now = 10;
    deadlines.setTimeout(() => {}, 500);
    expect(log).toEqual(['set 2000', 'clear', 'set 500']);
  });

  it('a list given `first` runs its due callbacks first, whichever runtime timer a stalled loop fires first', () => {
    let now = 0;
    /** A runtime whose timers the test fires by hand, in the order a stalled event loop may pick. */
    const runtime = () => {
      const pending = new Set<() => void>();
      const timers: Timers = {
        setTimeout: (callback) => {
          pending.add(callback);
          return callback;
        },
        clearTimeout: (handle) => void pending.delete(handle as () => void),
      };
      const fire = () => {
        for (const callback of [...pending]) {
          pending.delete(callback);
          callback();
        }
      };
      return { timers, fire };
    };
    const order = (linked: boolean): string[] => {
      const fired: string[] = [];
      const deferrals = runtime();
      const deadlines = runtime();
      const defer = createDeadlineTimers(() => now, deferrals.timers);
      const giveUp = createDeadlineTimers(() => now, deadlines.timers, linked ? defer : undefined);
      now = 0;
      defer.setTimeout(() => fired.push('deferral'), 2000);
      giveUp.setTimeout(() => fired.push('500'), 2750);
      // The loop stalled past both; the give-up list's runtime timer happens to come first.
      now = 3000;
      deadlines.fire();
      deferrals.fire();
      return fired;
    };
    expect(order(false)).toEqual(['500', 'deferral']);
    expect(order(true)).toEqual(['deferral', '500']);
  });
});
