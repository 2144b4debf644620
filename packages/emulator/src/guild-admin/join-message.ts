import { MessageType, type Snowflake, SystemChannelFlags } from '@slashkit/api';
import { baseMessage } from '../messages/message-factory.js';
import type { EmulatorContext } from '../runtime/emulator-context.js';
import { toApiUser } from '../world/to-api-user.js';
import type { EmulatorGuild } from '../world/world.js';

/**
 * Posts the service's message that `userId` joined (type USER_JOIN, no content: clients choose the
 * greeting) in the guild's system channel, written as the new member; nothing when the guild has no
 * system channel or its flags suppress join notifications. MESSAGE_CREATE tells bots as for any message.
 * @see {@link https://discord.com/developers/docs/resources/message#message-object-message-types | Message types}
 */
export function postJoinMessage(context: EmulatorContext, guild: EmulatorGuild, userId: Snowflake): void {
  const channelId = guild.systemChannelId ?? null;
  if (channelId === null || !guild.channels.some((c) => c.id === channelId)) return;
  if (((guild.systemChannelFlags ?? 0) & SystemChannelFlags.SuppressJoinNotifications) !== 0) return;
  const user = context.findUser(userId);
  if (!user) return;
  const message = baseMessage(context.nextId(), channelId, toApiUser(user), context.clock.now());
  context.state.messages.add({ ...message, type: MessageType.UserJoin, guild_id: guild.id }, null);
}
