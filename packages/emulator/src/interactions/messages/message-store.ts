import type { Snowflake } from '@slashkit/api';
import type { EmulatorMessage } from './emulator-message.js';

/** What happened to a message. */
export type MessageChange = 'CREATE' | 'UPDATE' | 'DELETE';

/** A subscriber of {@link MessageStore.onChange}. */
export type MessageChangeListener = (kind: MessageChange, message: EmulatorMessage) => void;

/** A stored message and what the admin API filters on. */
interface StoredMessage {
  message: EmulatorMessage;
  /** The interaction whose token can read, edit and delete it; null for seeded messages. */
  interactionId: Snowflake | null;
}

/**
 * The messages of the emulated world: what interactions answered (originals, follow-ups, launches) and
 * messages seeded as targets of MESSAGE commands. Deleted messages are forgotten.
 */
export class MessageStore {
  readonly #messages = new Map<Snowflake, StoredMessage>();
  readonly #listeners = new Set<MessageChangeListener>();

  /** Subscribes to creations, edits and deletions (live views such as the web client); returns the unsubscriber. */
  onChange(listener: MessageChangeListener): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  /** Tells the subscribers that a stored message was edited in place. */
  changed(message: EmulatorMessage): void {
    this.#emit('UPDATE', message);
  }

  /** Records a new message. */
  add(message: EmulatorMessage, interactionId: Snowflake | null): EmulatorMessage {
    this.#messages.set(message.id, { message, interactionId });
    this.#emit('CREATE', message);
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
    this.#emit('DELETE', stored.message);
    return true;
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

  #emit(kind: MessageChange, message: EmulatorMessage): void {
    for (const listener of this.#listeners) listener(kind, message);
  }

  /** Forgets every message. */
  clear(): void {
    this.#messages.clear();
  }
}
