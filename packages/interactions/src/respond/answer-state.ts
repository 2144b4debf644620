import type { Acknowledgement } from './acknowledgement.js';

const settled: Promise<unknown> = Promise.resolve();
const ignore = (): undefined => undefined;

/**
 * Where one interaction's answer stands: which initial response was sent (if any), whether it has left,
 * and whether a deferral's loading state is taken care of. The one thing about an answer that changes;
 * the responder reads and moves it, and every rule that depends on it asks it.
 */
export class AnswerState {
  /** The initial response once it was sent: which call, or which automatic answer, it was. */
  #initial: Acknowledgement | undefined;
  /**
   * Whether a deferral's loading state is someone's to end: an edit, follow-up or deletion was started, or
   * code other than the handler answers (`defer({ background: true })`, a click handed to `awaitComponent()`).
   */
  #handled = false;
  /** The initial response leaving, once it was sent. */
  #sending: Promise<unknown> | undefined;
  /**
   * Settles once the initial response has left (or failed to); edits and follow-ups wait for it. Made on
   * first use: an interaction answered inline never asks (and whoever sent it awaits `#sending` already).
   */
  #left: Promise<unknown> | undefined;
  /** Resolves a `whenSent()` that was waiting before anything was sent. */
  #onSent: (() => void) | undefined;

  /** The initial response, once sent. */
  get initial(): Acknowledgement | undefined {
    return this.#initial;
  }

  /** Whether an initial response has been sent. */
  get acknowledged(): boolean {
    return this.#initial !== undefined;
  }

  /** Whether the initial response was a deferral (5 or 6, asked for or automatic). */
  get deferred(): boolean {
    const initial = this.#initial;
    return (
      initial === 'defer' ||
      initial === 'auto-defer' ||
      initial === 'deferUpdate' ||
      initial === 'auto-deferUpdate'
    );
  }

  /** Whether the initial response was a deferred update (6): later answers edit the component's message. */
  get deferredUpdate(): boolean {
    return this.#initial === 'deferUpdate' || this.#initial === 'auto-deferUpdate';
  }

  /** Whether the initial response changed the component's own message (7 or 6). */
  get updatedMessage(): boolean {
    return this.#initial === 'update' || this.deferredUpdate;
  }

  /**
   * Whether the user is left looking at a loading state ("thinking…", a deferral of type 5) that nothing
   * is going to replace. A deferred update (6) shows none.
   */
  get leftLoading(): boolean {
    return !this.#handled && (this.#initial === 'defer' || this.#initial === 'auto-defer');
  }

  /** Whether a deferral's loading state is someone's to end (an edit or follow-up started, or `handle()`). */
  get handled(): boolean {
    return this.#handled;
  }

  /** Settles once the initial response has left (or failed to). */
  get left(): Promise<unknown> {
    this.#left ??= this.#sending === undefined ? settled : this.#sending.catch(ignore);
    return this.#left;
  }

  /** Records `ack` as the initial response, before anything is awaited: two racing calls cannot both be it. */
  claim(ack: Acknowledgement): void {
    this.#initial = ack;
  }

  /** Records the claimed initial response leaving with `sending`. */
  leave(sending: Promise<unknown>): void {
    this.#sending = sending;
    this.#left = undefined;
    const notify = this.#onSent;
    if (notify) {
      this.#onSent = undefined;
      this.left.then(notify);
    }
  }

  /** Records that a deferral's loading state is taken care of (see `leftLoading`). */
  handle(): void {
    this.#handled = true;
  }

  /** Resolves once an initial response has left, waiting for one to be sent. */
  whenSent(): Promise<void> {
    if (this.#initial !== undefined) return this.left.then(ignore);
    return new Promise((resolve) => {
      this.#onSent = resolve;
    });
  }
}
