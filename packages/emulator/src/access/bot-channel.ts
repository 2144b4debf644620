import { ChannelType, PermissionFlags, RESTJSONErrorCodes, ThreadChannelTypes } from '@slashkit/api';
import { forbidden, notFound } from '../http/http-error.js';
import type { EmulatorContext } from '../runtime/emulator-context.js';
import { botMember } from '../world/bot-member.js';
import type { EmulatorApplication, EmulatorChannel, EmulatorGuild, EmulatorUser } from '../world/world.js';
import { channelPermissions } from './channel-permissions.js';
import { dmPermissions } from './interaction-place.js';

/** A channel as an app's bot reaches it: a guild channel (with the bot's permissions there) or its DM with a user. */
export type BotChannel =
  | {
      kind: 'guild';
      guild: EmulatorGuild;
      channel: EmulatorChannel;
      /** The bot's permissions in the channel. */
      permissions: bigint;
    }
  | {
      kind: 'dm';
      channelId: string;
      /** The user the DM is with. */
      recipient: EmulatorUser;
      permissions: bigint;
    };

/**
 * The channel `channelId` as `application`'s bot sees it, judged as the service judges a bot: 404/10003
 * when no such channel exists, 403/50001 (Missing Access) when it is in a guild the app is not installed
 * in, the bot lacks View Channel there, or it is a DM or private channel the bot is not part of.
 * @see {@link https://discord.com/developers/docs/resources/channel#channel-object | Channel object}
 */
export function botChannel(
  emulator: EmulatorContext,
  application: EmulatorApplication,
  channelId: string,
): BotChannel {
  for (const guild of emulator.state.world.guilds) {
    const channel = guild.channels.find((c) => c.id === channelId);
    if (!channel) continue;
    const member = botMember(guild, application);
    if (!member)
      throw missingAccess(
        `the app is not installed in guild ${guild.id}, so its bot cannot see its channels`,
      );
    const permissions = channelPermissions(
      guild,
      channel,
      member.roles,
      application.bot.id,
      emulator.clock.now(),
    );
    if ((permissions & PermissionFlags.ViewChannel) === 0n)
      throw missingAccess(`the bot lacks View Channel in #${channel.name}`);
    return { kind: 'guild', guild, channel, permissions };
  }
  const owner = emulator.state.dmChannels.ownerOf(channelId);
  if (!owner) throw notFound(RESTJSONErrorCodes.UnknownChannel, 'Unknown Channel');
  const recipient = emulator.findUser(owner.userId);
  if (owner.applicationId !== application.id || owner.context !== 1 || !recipient)
    throw missingAccess(`channel ${channelId} is a conversation the bot is not part of`);
  return { kind: 'dm', channelId, recipient, permissions: dmPermissions };
}

/**
 * Refuses with 403/50013 (Missing Permissions) unless the bot holds `permission` in the channel; `what`
 * names it and the action for the message.
 */
export function requirePermission(target: BotChannel, permission: bigint, what: string): void {
  if ((target.permissions & permission) === 0n)
    throw forbidden(
      RESTJSONErrorCodes.MissingPermissions,
      `Missing Permissions: the bot needs ${what} in this channel`,
    );
}

/** The permission that posting in a channel takes: Send Messages, or Send Messages in Threads in a thread. */
export function sendPermission(target: BotChannel): { bit: bigint; name: string } {
  return target.kind === 'guild' && ThreadChannelTypes.includes(target.channel.type)
    ? { bit: PermissionFlags.SendMessagesInThreads, name: 'Send Messages in Threads' }
    : { bit: PermissionFlags.SendMessages, name: 'Send Messages' };
}

/** Whether nobody can post in the channel at all: categories, forums and media channels (posts are threads), directories. */
export function isNonTextChannel(target: BotChannel): boolean {
  if (target.kind !== 'guild') return false;
  const type = target.channel.type;
  return (
    type === ChannelType.GuildCategory ||
    type === ChannelType.GuildForum ||
    type === ChannelType.GuildMedia ||
    type === ChannelType.GuildDirectory
  );
}

function missingAccess(why: string) {
  return forbidden(RESTJSONErrorCodes.MissingAccess, `Missing Access: ${why}`);
}
