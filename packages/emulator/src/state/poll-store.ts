import type { Snowflake } from '@slashkit/api';

/** One user's vote on a poll: the answers they chose, in the order chosen. */
export interface StoredVote {
  userId: Snowflake;
  answerIds: number[];
}

/** The votes of one poll message, and whether the poll has ended (its results are final). */
export interface StoredPoll {
  messageId: Snowflake;
  ended: boolean;
  votes: StoredVote[];
}

/** What a snapshot holds of the {@link PollStore}. */
export type PollStoreSnapshot = StoredPoll[];

/**
 * The votes of the world's polls (the poll itself, question, answers and expiry, is its message's
 * `poll`). A poll's votes go with its message (the message store forgets them when it is deleted).
 * @see {@link https://discord.com/developers/docs/resources/poll | Poll resource}
 */
export class PollStore {
  readonly #polls = new Map<Snowflake, StoredPoll>();

  /** A store holding a snapshot's polls (checked; nothing is shared with it). */
  static restore(snapshot: PollStoreSnapshot): PollStore {
    const store = new PollStore();
    for (const poll of structuredClone(snapshot)) store.#polls.set(poll.messageId, poll);
    return store;
  }

  /** Starts counting the votes of a new poll message. */
  open(messageId: Snowflake): void {
    this.#polls.set(messageId, { messageId, ended: false, votes: [] });
  }

  /** The poll of a message (read-only view), or undefined when it has none. */
  get(messageId: Snowflake): Readonly<StoredPoll> | undefined {
    return this.#polls.get(messageId);
  }

  /** The answers `userId` chose on a poll (none when they have not voted). */
  answersOf(messageId: Snowflake, userId: Snowflake): readonly number[] {
    return this.#polls.get(messageId)?.votes.find((v) => v.userId === userId)?.answerIds ?? [];
  }

  /** Replaces `userId`'s vote with `answerIds` (none: the vote goes). */
  setVote(messageId: Snowflake, userId: Snowflake, answerIds: readonly number[]): void {
    const poll = this.#polls.get(messageId);
    if (!poll) return;
    poll.votes = poll.votes.filter((v) => v.userId !== userId);
    if (answerIds.length > 0) poll.votes.push({ userId, answerIds: [...answerIds] });
  }

  /** Ends a poll; false when it had ended already (or there is none). */
  end(messageId: Snowflake): boolean {
    const poll = this.#polls.get(messageId);
    if (!poll || poll.ended) return false;
    poll.ended = true;
    return true;
  }

  /** Every poll still running, by message id. */
  running(): Snowflake[] {
    return [...this.#polls.values()].filter((p) => !p.ended).map((p) => p.messageId);
  }

  /** Forgets a deleted message's poll. */
  forget(messageId: Snowflake): boolean {
    return this.#polls.delete(messageId);
  }

  /** Every poll with its votes, as plain JSON (copies): the store's snapshot. */
  snapshot(): PollStoreSnapshot {
    return structuredClone([...this.#polls.values()]);
  }
}
