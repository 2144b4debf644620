import type { Locale, Snowflake } from '@slashkit/api';

/** A modal the app opened for a user (callback type 9), waiting for the user to submit it. */
export interface OpenModal {
  /** The interaction the app answered with the modal. */
  interactionId: Snowflake;
  applicationId: Snowflake;
  userId: Snowflake;
  /** Where the modal was opened: the guild (null in DMs), channel and context of that interaction. */
  guildId: Snowflake | null;
  channelId: Snowflake;
  context: 0 | 1 | 2;
  /** `authorizing_integration_owners` of that interaction, which the submission keeps. */
  owners: Record<string, string>;
  locale: Locale;
  /** The message of the component the modal was opened from; null when a command opened it. */
  messageId: Snowflake | null;
  /** The modal as the app sent it: `{ custom_id, title, components }`. */
  modal: { custom_id: string; title: string; components: unknown[] };
  /** Emulator time it was opened, epoch ms. */
  openedAt: number;
  /** `submitted` once the user sent it: a modal is submitted once. */
  state: 'open' | 'submitted';
}

/**
 * The modals apps opened for users. A user's client shows one modal at a time, so opening a new one for a
 * user closes the one they had open; a submitted modal stays, marked, so a second submission is refused.
 */
export class OpenModals {
  readonly #byInteraction = new Map<Snowflake, OpenModal>();

  /** A store holding the modals of a snapshot (checked; nothing is shared with it), in their order. */
  static restore(modals: readonly OpenModal[]): OpenModals {
    const store = new OpenModals();
    for (const modal of structuredClone(modals)) store.#byInteraction.set(modal.interactionId, modal);
    return store;
  }

  /** Every modal, open or submitted, as plain JSON (copies), oldest first: the store's snapshot. */
  snapshot(): OpenModal[] {
    return structuredClone([...this.#byInteraction.values()]);
  }

  /** Records a modal just opened; the user's previously open modal (if any) is closed. */
  open(modal: OpenModal): void {
    for (const [id, other] of this.#byInteraction)
      if (other.userId === modal.userId && other.state === 'open') this.#byInteraction.delete(id);
    this.#byInteraction.set(modal.interactionId, modal);
  }

  /** The modal a user has open, or the one opened by `interactionId` (open or already submitted). */
  find(userId: Snowflake, interactionId?: Snowflake): OpenModal | undefined {
    if (interactionId !== undefined) {
      const modal = this.#byInteraction.get(interactionId);
      return modal?.userId === userId ? modal : undefined;
    }
    let latest: OpenModal | undefined;
    for (const modal of this.#byInteraction.values())
      if (modal.userId === userId && (latest === undefined || modal.state === 'open')) latest = modal;
    return latest;
  }

  /** Open modals, oldest first, optionally of one user. */
  list(userId?: Snowflake): OpenModal[] {
    return [...this.#byInteraction.values()].filter(
      (m) => m.state === 'open' && (userId === undefined || m.userId === userId),
    );
  }
}
