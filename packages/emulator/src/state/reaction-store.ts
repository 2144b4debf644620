import type { APIPartialEmoji, Snowflake } from '@slashkit/api';

/** The reactions of one emoji on a message: who reacted, normally and as a burst, in the order they did. */
export interface StoredReaction {
  emoji: APIPartialEmoji;
  users: Snowflake[];
  burstUsers: Snowflake[];
}

/** The reactions of one message, as a snapshot holds them. */
export interface MessageReactions {
  messageId: Snowflake;
  /** One entry per emoji, in the order each was first used. */
  reactions: StoredReaction[];
}

/** What a snapshot holds of the {@link ReactionStore}. */
export type ReactionStoreSnapshot = MessageReactions[];

/**
 * What tells one emoji from another: a custom emoji's id, a unicode emoji's character (its name). A custom
 * emoji named again with another name is the same emoji.
 */
export function emojiKey(emoji: Pick<APIPartialEmoji, 'id' | 'name'>): string {
  return emoji.id ?? emoji.name ?? '';
}

/**
 * Who reacted with what to the messages of the world. A message's reactions go with it (the message
 * store forgets them when it is deleted).
 * @see {@link https://discord.com/developers/docs/resources/message#reaction-object | Reaction object}
 */
export class ReactionStore {
  readonly #byMessage = new Map<Snowflake, StoredReaction[]>();

  /** A store holding a snapshot's reactions (checked; nothing is shared with it). */
  static restore(snapshot: ReactionStoreSnapshot): ReactionStore {
    const store = new ReactionStore();
    for (const entry of structuredClone(snapshot)) store.#byMessage.set(entry.messageId, entry.reactions);
    return store;
  }

  /** The reactions of a message, one entry per emoji in the order first used (read-only view). */
  of(messageId: Snowflake): readonly StoredReaction[] {
    return this.#byMessage.get(messageId) ?? [];
  }

  /** One emoji's reactions on a message. */
  find(messageId: Snowflake, key: string): StoredReaction | undefined {
    return this.of(messageId).find((r) => emojiKey(r.emoji) === key);
  }

  /** Records a reaction; false when this user had already reacted so (nothing changes). */
  add(messageId: Snowflake, emoji: APIPartialEmoji, userId: Snowflake, burst: boolean): boolean {
    const list = this.#byMessage.get(messageId) ?? [];
    let entry = list.find((r) => emojiKey(r.emoji) === emojiKey(emoji));
    if (!entry) {
      entry = { emoji: { ...emoji }, users: [], burstUsers: [] };
      list.push(entry);
      this.#byMessage.set(messageId, list);
    }
    const users = burst ? entry.burstUsers : entry.users;
    if (users.includes(userId)) return false;
    users.push(userId);
    return true;
  }

  /** Removes one user's reaction; false when there was none. An emoji nobody reacts with any more goes. */
  remove(messageId: Snowflake, key: string, userId: Snowflake, burst: boolean): boolean {
    const entry = this.find(messageId, key);
    if (!entry) return false;
    const users = burst ? entry.burstUsers : entry.users;
    const index = users.indexOf(userId);
    if (index < 0) return false;
    users.splice(index, 1);
    if (entry.users.length === 0 && entry.burstUsers.length === 0) this.#drop(messageId, key);
    return true;
  }

  /** Removes every reaction of one emoji; returns them, or undefined when there were none. */
  removeEmoji(messageId: Snowflake, key: string): StoredReaction | undefined {
    const entry = this.find(messageId, key);
    if (entry) this.#drop(messageId, key);
    return entry;
  }

  /** Removes every reaction of a message; false when it had none. */
  forget(messageId: Snowflake): boolean {
    return this.#byMessage.delete(messageId);
  }

  /** Every message's reactions as plain JSON (copies): the store's snapshot. */
  snapshot(): ReactionStoreSnapshot {
    return structuredClone([...this.#byMessage].map(([messageId, reactions]) => ({ messageId, reactions })));
  }

  #drop(messageId: Snowflake, key: string): void {
    const list = (this.#byMessage.get(messageId) ?? []).filter((r) => emojiKey(r.emoji) !== key);
    if (list.length === 0) this.#byMessage.delete(messageId);
    else this.#byMessage.set(messageId, list);
  }
}
