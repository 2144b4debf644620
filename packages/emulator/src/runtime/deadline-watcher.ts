import type { Timers } from '@slashkit/api';

/** How often pending deadlines are compared with the emulator clock, in real milliseconds. */
const tickMs = 10;

interface Waiter {
  deadline: number;
  resolve: () => void;
}

/**
 * Resolves promises when the emulator clock reaches a deadline. The clock may follow real time or be moved
 * by `POST /_emulator/clock`, so it is sampled while something waits; nothing runs when nothing waits.
 * This is what makes the 3-second interaction deadline testable without sleeping: freeze the clock, then
 * advance it past the deadline.
 */
export class DeadlineWatcher {
  readonly #now: () => number;
  readonly #waiters = new Set<Waiter>();
  readonly #timers: Timers;
  /** The pending tick's timer handle, while something waits. */
  #tick: unknown;

  /** @param now the emulator clock; @param timers the emulator's timers, which schedule the ticks */
  constructor(now: () => number, timers: Timers) {
    this.#now = now;
    this.#timers = timers;
  }

  /**
   * Resolves when the emulator clock reaches `deadline` (epoch ms). The returned `cancel` stops waiting
   * without resolving.
   */
  wait(deadline: number): { reached: Promise<void>; cancel: () => void } {
    let waiter: Waiter | undefined;
    const reached = new Promise<void>((resolve) => {
      waiter = { deadline, resolve };
    });
    const entry = waiter!;
    if (this.#now() >= deadline) entry.resolve();
    else {
      this.#waiters.add(entry);
      this.#start();
    }
    return {
      reached,
      cancel: () => {
        this.#waiters.delete(entry);
        this.#stopIfIdle();
      },
    };
  }

  /** Stops every wait without resolving (emulator stopping). */
  clear(): void {
    this.#waiters.clear();
    this.#stopIfIdle();
  }

  #start(): void {
    if (this.#tick !== undefined) return;
    this.#tick = this.#timers.setTimeout(() => {
      this.#tick = undefined;
      this.#check();
    }, tickMs);
    // A pending interaction must not keep a process alive on its own (Node's handles have unref).
    (this.#tick as { unref?: () => void } | undefined)?.unref?.();
  }

  #check(): void {
    const now = this.#now();
    for (const waiter of this.#waiters) {
      if (now >= waiter.deadline) {
        this.#waiters.delete(waiter);
        waiter.resolve();
      }
    }
    if (this.#waiters.size > 0) this.#start();
  }

  #stopIfIdle(): void {
    if (this.#waiters.size > 0 || this.#tick === undefined) return;
    this.#timers.clearTimeout(this.#tick);
    this.#tick = undefined;
  }
}
