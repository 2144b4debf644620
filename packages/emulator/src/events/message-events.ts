import type { Snowflake } from '@slashkit/api';
import type { EmulatorEvent } from './emulator-event.js';

/** What happened to a message. */
export type MessageChange = 'CREATE' | 'UPDATE' | 'DELETE';

/** The names of the events a message's creation, edit and deletion publish on the event bus. */
export const MessageEventTypes = {
  CREATE: 'MESSAGE_CREATE',
  UPDATE: 'MESSAGE_UPDATE',
  DELETE: 'MESSAGE_DELETE',
} as const satisfies Record<MessageChange, string>;

/** One of {@link MessageEventTypes}. */
export type MessageEventType = (typeof MessageEventTypes)[MessageChange];

/**
 * The data of a message event: which message, in which channel and guild (the shape of the gateway's
 * `MESSAGE_DELETE`). Only ids, because the event log and the web client's stream are readable by every
 * tab: whoever shows or dispatches a message reads it from `state.messages` while handling the event
 * (subscribers run synchronously inside `publish`, so a created or edited message is there as published;
 * a deleted one is gone, and its ids are all `MESSAGE_DELETE` carries). The event's `applicationId` is
 * null: every app whose bot can view the channel may be told; `guildId` is the message's guild (null in
 * DMs).
 * @see {@link https://discord.com/developers/docs/events/gateway#gateway-intents | Gateway intents}
 */
export interface MessageEventData {
  id: Snowflake;
  channel_id: Snowflake;
  /** Absent in DMs. */
  guild_id?: Snowflake;
}

/** A message event of the bus. */
export type MessageEvent = EmulatorEvent<MessageEventData> & { type: MessageEventType };

const types: readonly string[] = Object.values(MessageEventTypes);

/** Whether an event of the bus is a message's creation, edit or deletion. */
export function isMessageEvent(event: EmulatorEvent): event is MessageEvent {
  return types.includes(event.type);
}

/** The event a change of `message` publishes. */
export function messageEvent(
  kind: MessageChange,
  message: { id: Snowflake; channel_id: Snowflake; guild_id?: Snowflake | undefined },
): { type: MessageEventType; guildId: Snowflake | null; data: MessageEventData } {
  return {
    type: MessageEventTypes[kind],
    guildId: message.guild_id ?? null,
    data: {
      id: message.id,
      channel_id: message.channel_id,
      ...(message.guild_id ? { guild_id: message.guild_id } : {}),
    },
  };
}
