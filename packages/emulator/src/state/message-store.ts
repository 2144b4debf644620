import { compareSnowflakes, MessageFlags, type Snowflake } from '@slashkit/api';
import type { MessageChange } from '../events/message-events.js';
import type { ChannelActivity } from '../world/to-api-channel.js';
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

/** What the store keeps of one channel: its messages in order, and which of them the channel shows. */
interface ChannelIndex {
  messages: Map<Snowflake, StoredMessage>;
  /**
   * The same messages sorted by id, oldest first: a page of a long channel is found by a binary search
   * instead of a copy of the whole channel. A new message is almost always the newest, so a push.
   */
  byId: EmulatorMessage[];
  /** Ids of the messages that are not ephemeral (the channel's count and last id read them). */
  visible: Set<Snowflake>;
  /** The newest visible message's id; undefined until read again after its message left. */
  last: Snowflake | null | undefined;
}

const isVisible = (message: EmulatorMessage): boolean =>
  ((message.flags ?? 0) & MessageFlags.Ephemeral) === 0;

/** The index of the first message of `byId` (sorted by id) whose id is `id` or newer; its length if none. */
export function firstAtOrAfter(byId: readonly { id: Snowflake }[], id: Snowflake): number {
  let low = 0;
  let high = byId.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (compareSnowflakes(byId[middle]!.id, id) < 0) low = middle + 1;
    else high = middle;
  }
  return low;
}

/**
 * The messages of the emulated world: what interactions answered (originals, follow-ups, launches) and
 * messages seeded as targets of MESSAGE commands. Deleted messages are forgotten. Messages are indexed by
 * channel and by interaction: every interaction reads its channel's activity and its own messages, so a
 * scan of every message there made each command slower than the one before, and a big channel slow.
 */
export class MessageStore {
  readonly #messages = new Map<Snowflake, StoredMessage>();
  readonly #channels = new Map<string, ChannelIndex>();
  readonly #interactions = new Map<Snowflake, Map<Snowflake, StoredMessage>>();
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
    for (const stored of structuredClone(snapshot)) store.#put(stored);
    return store;
  }

  #put(stored: StoredMessage): void {
    const { message, interactionId } = stored;
    const earlier = this.#messages.get(message.id);
    if (earlier) {
      this.#messages.delete(message.id);
      this.#unindex(earlier);
    }
    this.#messages.set(message.id, stored);
    let channel = this.#channels.get(message.channel_id);
    if (!channel) {
      channel = { messages: new Map(), byId: [], visible: new Set(), last: null };
      this.#channels.set(message.channel_id, channel);
    }
    channel.messages.set(message.id, stored);
    const newest = channel.byId.at(-1);
    if (newest === undefined || compareSnowflakes(newest.id, message.id) < 0) channel.byId.push(message);
    else channel.byId.splice(firstAtOrAfter(channel.byId, message.id), 0, message);
    if (isVisible(message)) {
      channel.visible.add(message.id);
      if (channel.last !== undefined) channel.last = message.id;
    }
    if (interactionId !== null) {
      let own = this.#interactions.get(interactionId);
      if (!own) {
        own = new Map();
        this.#interactions.set(interactionId, own);
      }
      own.set(message.id, stored);
    }
  }

  #unindex({ message, interactionId }: StoredMessage): void {
    const channel = this.#channels.get(message.channel_id);
    if (channel) {
      channel.messages.delete(message.id);
      const at = firstAtOrAfter(channel.byId, message.id);
      if (channel.byId[at]?.id === message.id) channel.byId.splice(at, 1);
      channel.visible.delete(message.id);
      if (channel.last === message.id) channel.last = undefined;
      if (channel.messages.size === 0) this.#channels.delete(message.channel_id);
    }
    if (interactionId !== null) {
      const own = this.#interactions.get(interactionId);
      own?.delete(message.id);
      if (own?.size === 0) this.#interactions.delete(interactionId);
    }
  }

  /** Tells the subscriber that a stored message was edited in place. */
  changed(message: EmulatorMessage): void {
    const channel = this.#channels.get(message.channel_id);
    // An edit may change the flags: the channel's count and last id follow what it shows now.
    if (channel?.messages.has(message.id) && channel.visible.has(message.id) !== isVisible(message)) {
      if (isVisible(message)) channel.visible.add(message.id);
      else channel.visible.delete(message.id);
      channel.last = undefined;
    }
    this.#onChange('UPDATE', message);
  }

  /** Records a new message. */
  add(message: EmulatorMessage, interactionId: Snowflake | null): EmulatorMessage {
    this.#put({ message, interactionId });
    this.#onChange('CREATE', message);
    return message;
  }

  /** A channel's newest message id and message count (ephemeral messages left out), without a scan. */
  activity(channelId: string): ChannelActivity {
    const channel = this.#channels.get(channelId);
    if (!channel) return { lastMessageId: null, messageCount: 0 };
    if (channel.last === undefined) {
      channel.last = null;
      for (const id of channel.messages.keys()) if (channel.visible.has(id)) channel.last = id;
    }
    return { lastMessageId: channel.last, messageCount: channel.visible.size };
  }

  /** The oldest message the store holds of a channel (a thread's first), without a scan. */
  first(channelId: string): EmulatorMessage | undefined {
    return this.#channels.get(channelId)?.byId[0];
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
    this.#unindex(stored);
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
      this.#unindex(stored);
      for (const part of this.#parts) part.forget(id);
      deleted.push(stored.message);
    }
    return deleted;
  }

  /**
   * A channel's messages sorted by id, oldest first, ephemeral ones included: the store's own array, read
   * without a copy (find a page in it with a binary search by id); do not keep it across writes.
   */
  inChannel(channelId: string): readonly EmulatorMessage[] {
    return this.#channels.get(channelId)?.byId ?? [];
  }

  /** Messages, oldest first, optionally of one channel and/or one interaction. */
  list(filter: { channelId?: string; interactionId?: string } = {}): EmulatorMessage[] {
    const result: EmulatorMessage[] = [];
    const from =
      filter.interactionId !== undefined
        ? this.#interactions.get(filter.interactionId)
        : filter.channelId !== undefined
          ? this.#channels.get(filter.channelId)?.messages
          : this.#messages;
    if (!from) return result;
    for (const { message, interactionId } of from.values()) {
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
