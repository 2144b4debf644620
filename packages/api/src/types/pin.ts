import type { Snowflake } from '../snowflake.js';
import type { APIMessage } from './resolved-objects.js';

/**
 * A pinned message as `GET /channels/{id}/messages/pins` lists it: when it was pinned and the message.
 * @see {@link https://discord.com/developers/docs/resources/message#get-channel-pins | Get Channel Pins}
 */
export interface APIMessagePin {
  /** ISO 8601 time of the pin. */
  pinned_at: string;
  message: APIMessage;
}

/** The answer of `GET /channels/{id}/messages/pins`: newest pin first, and whether older pins remain. */
export interface RESTGetAPIChannelMessagesPinsResult {
  items: APIMessagePin[];
  has_more: boolean;
}

/** The query of `GET /channels/{id}/messages/pins`: pins before `before` (ISO 8601), `limit` 1-50 (50). */
export interface RESTGetAPIChannelMessagesPinsQuery {
  before?: string;
  limit?: number;
}

/**
 * The payload of CHANNEL_PINS_UPDATE: a message of the channel was pinned or unpinned.
 * @see {@link https://discord.com/developers/docs/events/gateway-events#channel-pins-update | Channel Pins Update}
 */
export interface GatewayChannelPinsUpdateData {
  /** Absent in DMs. */
  guild_id?: Snowflake;
  channel_id: Snowflake;
  /** The time of the newest pin still there, null when none is. */
  last_pin_timestamp?: string | null;
}

/** The body of `POST /channels/{id}/messages/bulk-delete`: 2-100 ids of messages at most 14 days old. */
export interface RESTPostAPIChannelMessagesBulkDeleteJSONBody {
  messages: Snowflake[];
}

/**
 * The payload of MESSAGE_DELETE_BULK: the messages deleted at once.
 * @see {@link https://discord.com/developers/docs/events/gateway-events#message-delete-bulk | Message Delete Bulk}
 */
export interface GatewayMessageDeleteBulkData {
  ids: Snowflake[];
  channel_id: Snowflake;
  guild_id?: Snowflake;
}
