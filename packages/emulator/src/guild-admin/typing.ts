import { ChannelType, RESTJSONErrorCodes, type Snowflake } from '@slashkit/api';
import { worldEvent } from '../events/world-event.js';
import { badRequest } from '../http/http-error.js';
import type { EmulatorContext } from '../runtime/emulator-context.js';
import { apiUserOf } from '../world/api-user-of.js';
import { toApiGuildMember } from '../world/to-api-guild-member.js';
import type { EmulatorChannel, EmulatorGuild } from '../world/world.js';

/**
 * Someone starts typing in a channel: TYPING_START `{ channel_id, guild_id, user_id, timestamp, member }`
 * to the bots that may view it (GUILD_MESSAGE_TYPING intent), or in a DM `{ channel_id, user_id,
 * timestamp }` (DIRECT_MESSAGE_TYPING). Nobody types in a category, forum or media channel (400/50024).
 * @see {@link https://discord.com/developers/docs/events/gateway-events#typing-start | Typing Start}
 */
export function startTyping(
  context: EmulatorContext,
  place: { guild: EmulatorGuild; channel: EmulatorChannel } | { channelId: Snowflake },
  userId: Snowflake,
): void {
  const timestamp = Math.floor(context.clock.now() / 1000);
  if ('channelId' in place) {
    const data = { channel_id: place.channelId, user_id: userId, timestamp };
    context.events.publish(worldEvent('TYPING_START', { guildId: null, channelId: place.channelId }, data));
    return;
  }
  const { guild, channel } = place;
  const type = channel.type;
  if (
    type === ChannelType.GuildCategory ||
    type === ChannelType.GuildForum ||
    type === ChannelType.GuildMedia
  )
    throw badRequest(
      'Cannot execute action on this channel type: nobody types in a category, forum or media channel',
      RESTJSONErrorCodes.CannotExecuteActionOnChannelType,
    );
  const member = guild.members.find((m) => m.userId === userId);
  const user = apiUserOf(context.state.world, userId);
  const data = {
    channel_id: channel.id,
    guild_id: guild.id,
    user_id: userId,
    timestamp,
    ...(member && user ? { member: toApiGuildMember(member, user) } : {}),
  };
  context.events.publish(worldEvent('TYPING_START', { guildId: guild.id, channelId: channel.id }, data));
}
