import { defaultTimers, type Timers } from '@slashkit/api';

interface Deadline {
  callback: (() => void) | undefined;
  at: number;
  prev: Deadline | undefined;
  next: Deadline | undefined;
}

/** {@link createDeadlineTimers}' timers: `Timers`, and a way to run what is due at once. */
export interface DeadlineTimers extends Timers {
  /** Runs every callback whose delay has passed, now, in deadline order. */
  runDue(): void;
}

/**
 * Timers for the automatic deferral that share one runtime timer: every interaction of a handler waits the
 * same `autoDeferMs`, so deadlines arrive in order and a linked list ordered by deadline replaces a
 * runtime timer per request (set and cleared within milliseconds under load). A callback never runs
 * before its delay has passed, as with `setTimeout`. `timers` is the runtime's (or an injected) pair that the one
 * shared timer is set with. `first` is a list whose due callbacks must run before any of these: the
 * webhook's give-up deadlines run after the deferrals due by then, even when a stalled event loop fires
 * the two runtime timers in the other order (each is set on the loop's cached clock, these on `clock`).
 *
 * When the last deadline is cleared, the runtime timer stays set but unreferenced (where its handle has
 * `unref`, as Node's and Bun's do), so that an idle process can still exit: an inline answer sets and
 * clears its deadline within one turn of the event loop, and the next request then reuses the timer
 * instead of setting and clearing a runtime timer of its own (two timer-list operations per request).
 */
export function createDeadlineTimers(
  clock: () => number = () => performance.now(),
  timers: Timers = defaultTimers,
  first?: DeadlineTimers,
): DeadlineTimers {
  let head: Deadline | undefined;
  let tail: Deadline | undefined;
  let timer: unknown;
  /** When the runtime timer fires (on `clock`); it may be set for a deadline cleared since. */
  let timerAt = 0;
  /** Whether the runtime timer keeps the process alive: not while nothing is pending. */
  let timerRefed = true;

  const unlink = (node: Deadline): void => {
    if (node.prev) node.prev.next = node.next;
    else head = node.next;
    if (node.next) node.next.prev = node.prev;
    else tail = node.prev;
    node.prev = node.next = undefined;
  };

  const schedule = (now: number): void => {
    timer = head ? timers.setTimeout(fire, Math.max(0, head.at - now)) : undefined;
    timerAt = head ? Math.max(now, head.at) : 0;
    timerRefed = true;
  };

  const cancel = (): void => {
    if (timer !== undefined) timers.clearTimeout(timer);
    timer = undefined;
  };

  const runDue = (now: number): void => {
    while (head && head.at <= now) {
      const node = head;
      const { callback } = node;
      unlink(node);
      node.callback = undefined;
      callback?.();
    }
  };

  const fire = (): void => {
    timer = undefined;
    let now = clock();
    try {
      // What the other list has due goes first (a deferral before the webhook gives up on it).
      first?.runDue();
      now = clock();
      runDue(now);
    } finally {
      // Even after a throwing callback, the deadlines behind it keep their timer.
      schedule(now);
    }
  };

  return {
    setTimeout(callback, ms) {
      const now = clock();
      const node: Deadline = { callback, at: now + ms, prev: undefined, next: undefined };
      // Usually the latest deadline: walk back from the tail only when a shorter delay was asked for.
      let after = tail;
      while (after && after.at > node.at) after = after.prev;
      node.prev = after;
      node.next = after ? after.next : head;
      if (node.next) node.next.prev = node;
      else tail = node;
      if (after) after.next = node;
      else head = node;
      // A new head (the first deadline, or an earlier one) needs the runtime timer set for it, unless the
      // one still set fires no later (it then sets itself again for this deadline).
      if (head === node) {
        if (timer !== undefined && timerAt <= node.at) {
          if (!timerRefed) (timer as { ref?: () => void }).ref?.();
          timerRefed = true;
        } else {
          cancel();
          schedule(now);
        }
      }
      return node;
    },
    runDue() {
      if (!head || head.at > clock()) return;
      cancel();
      fire();
    },
    clearTimeout(handle) {
      const node = handle as Deadline;
      if (node.callback === undefined) return;
      node.callback = undefined;
      unlink(node);
      // Nothing left to wait for: an idle process must be able to exit. Keep the runtime timer for the next
      // deadline where it can stop holding the process; clear it where it cannot.
      if (head || timer === undefined) return;
      const { unref } = timer as { unref?: () => void };
      if (typeof unref !== 'function') cancel();
      else if (timerRefed) {
        unref.call(timer);
        timerRefed = false;
      }
    },
  };
}
