import type { APIDMChannel, APIUser } from '@slashkit/api';
import type { ChannelActivity } from './to-api-channel.js';

/**
 * A DM between an app's bot and a user, as the service sends it to the bot (`POST /users/@me/channels`,
 * `GET /channels/{id}`): `recipients` holds the user.
 * @see {@link https://discord.com/developers/docs/resources/channel#channel-object | Channel object}
 */
export function toApiDmChannel(
  channelId: string,
  recipient: APIUser,
  activity: ChannelActivity,
): APIDMChannel {
  return {
    id: channelId,
    type: 1,
    last_message_id: activity.lastMessageId,
    flags: 0,
    recipients: [recipient],
  };
}
