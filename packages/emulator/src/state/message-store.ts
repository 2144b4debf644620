import type { Snowflake } from '@slashkit/api';
import type { MessageChange } from '../events/message-events.js';
import type { EmulatorMessage } from './emulator-message.js';

/** Told of every creation, edit and deletion of a {@link MessageStore} (live views such as the web client). */
export type MessageChangeListener = (kind: MessageChange, message: EmulatorMessage) => void;

/** A store of what belongs to messages (their reactions, pins, votes): told when a message is deleted. */
export interface MessagePart {
  /** Forgets what the store holds of a deleted message. */
  forget(messageId: Snowflake): unknown;
}

/** A stored message and the interaction whose token can read, edit and delete it (null for seeded ones). */
export interface StoredMessage {
  message: EmulatorMessage;
  interactionId: Snowflake | null;
}

/**
 * The messages of the emulated world: what interactions answered (originals, follow-ups, launches) and
 * messages seeded as targets of MESSAGE commands. Deleted messages are forgotten.
 */
export class MessageStore {
  readonly #messages = new Map<Snowflake, StoredMessage>();
  readonly #onChange: MessageChangeListener;
  readonly #parts: readonly MessagePart[];

  /**
   * @param onChange told of every creation, edit and deletion (the emulator puts them on its event bus).
   * @param parts the stores of what belongs to messages, which forget a message's share once it is deleted.
   */
  constructor(onChange: MessageChangeListener = () => {}, parts: readonly MessagePart[] = []) {
    this.#onChange = onChange;
    this.#parts = parts;
  }

  /** A store holding the messages of a snapshot (checked; nothing is shared with it), in their order. */
  static restore(
    snapshot: readonly StoredMessage[],
    onChange?: MessageChangeListener,
    parts?: readonly MessagePart[],
  ): MessageStore {
    const store = new MessageStore(onChange, parts);
    for (const stored of structuredClone(snapshot)) store.#messages.set(stored.message.id, stored);
    return store;
  }

  /** Tells the subscriber that a stored message was edited in place. */
  changed(message: EmulatorMessage): void {
    this.#onChange('UPDATE', message);
  }

  /** Records a new message. */
  add(message: EmulatorMessage, interactionId: Snowflake | null): EmulatorMessage {
    this.#messages.set(message.id, { message, interactionId });
    this.#onChange('CREATE', message);
    return message;
  }

  /** One message by id. */
  get(id: Snowflake): EmulatorMessage | undefined {
    return this.#messages.get(id)?.message;
  }

  /** The interaction a message belongs to, or null. */
  interactionOf(id: Snowflake): Snowflake | null {
    return this.#messages.get(id)?.interactionId ?? null;
  }

  /** Removes a message; returns whether it existed. */
  delete(id: Snowflake): boolean {
    const stored = this.#messages.get(id);
    if (!stored) return false;
    this.#messages.delete(id);
    // The listener first: it sees what the message held as it went (its pin, say) before the parts forget.
    this.#onChange('DELETE', stored.message);
    for (const part of this.#parts) part.forget(id);
    return true;
  }

  /**
   * Removes several messages at once without telling the listener of each (a bulk delete publishes one
   * event of its own); returns those that existed.
   */
  deleteQuietly(ids: readonly Snowflake[]): EmulatorMessage[] {
    const deleted: EmulatorMessage[] = [];
    for (const id of ids) {
      const stored = this.#messages.get(id);
      if (!stored) continue;
      this.#messages.delete(id);
      for (const part of this.#parts) part.forget(id);
      deleted.push(stored.message);
    }
    return deleted;
  }

  /** Messages, oldest first, optionally of one channel and/or one interaction. */
  list(filter: { channelId?: string; interactionId?: string } = {}): EmulatorMessage[] {
    const result: EmulatorMessage[] = [];
    for (const { message, interactionId } of this.#messages.values()) {
      if (filter.channelId !== undefined && message.channel_id !== filter.channelId) continue;
      if (filter.interactionId !== undefined && interactionId !== filter.interactionId) continue;
      result.push(message);
    }
    return result;
  }

  /** Every message with its interaction, as plain JSON (copies), oldest first: the store's snapshot. */
  snapshot(): StoredMessage[] {
    return structuredClone([...this.#messages.values()]);
  }
}
