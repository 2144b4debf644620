import {
  type APIDMChannel,
  type APIInteractionDataResolvedChannel,
  ChannelType,
  InteractionContextType,
  PermissionFlags,
} from '@slashkit/api';
import { badRequest } from '../http/http-error.js';
import type { EmulatorContext } from '../runtime/emulator-context.js';
import { channelActivity } from '../state/channel-activity.js';
import { type APIGuildChannelOrThread, toApiChannel } from '../world/to-api-channel.js';
import { toApiDmChannel } from '../world/to-api-dm-channel.js';
import { toApiUser } from '../world/to-api-user.js';
import type {
  EmulatorApplication,
  EmulatorChannel,
  EmulatorGuild,
  EmulatorMember,
  EmulatorUser,
} from '../world/world.js';
import { channelPermissions, overwriteSource } from './channel-permissions.js';
import type { InvocationRefusal } from './invocation-refusal.js';

/** What an app may do in a private conversation (a DM or a private channel), as the permissions bits. */
export const dmPermissions =
  PermissionFlags.AddReactions |
  PermissionFlags.ViewChannel |
  PermissionFlags.SendMessages |
  PermissionFlags.EmbedLinks |
  PermissionFlags.AttachFiles |
  PermissionFlags.ReadMessageHistory |
  PermissionFlags.UseExternalEmojis |
  PermissionFlags.UseApplicationCommands;

/** Where a user interacts: a channel of a guild they are a member of, or a DM / private channel with the app. */
export interface InteractionPlace {
  guild: EmulatorGuild | null;
  member: EmulatorMember | null;
  /** The guild channel (null in DMs). */
  worldChannel: EmulatorChannel | null;
  /**
   * The channel as the interaction's `channel` carries it: a guild channel or thread with its real fields
   * (as `GET /channels/{id}` sends it; discord.py builds a channel from it), a DM with its recipient, or a
   * private channel; each with the user's `permissions`.
   */
  channel: (APIGuildChannelOrThread | APIDMChannel | APIInteractionDataResolvedChannel) & {
    permissions: string;
    nsfw?: boolean;
  };
  context: 0 | 1 | 2;
  /** The member's permissions in the channel (guilds only). */
  memberPermissions: bigint | null;
  /** For messages: `#general of Guild`, `a DM with the app`, `a private channel`. */
  description: string;
}

/** Who interacts where, as the admin API names it. */
export interface PlaceRequest {
  guildId?: string;
  channelId?: string;
  context?: 0 | 1 | 2;
}

/**
 * Checks the place of an interaction as the client does: the guild and a channel people type in, the
 * user's membership and View Channel there; or a DM / private channel with the app. Malformed requests
 * throw 400s; a user who could not interact there gets a refusal.
 */
export function resolvePlace(
  request: PlaceRequest,
  who: { application: EmulatorApplication; user: EmulatorUser },
  emulator: EmulatorContext,
  dmChannelId: (applicationId: string, userId: string, context: 1 | 2) => string,
  doing = 'run commands in it',
): InteractionPlace | InvocationRefusal {
  const { application, user } = who;
  const refuse = (reason: InvocationRefusal['reason'], message: string) =>
    ({ status: 403, reason, message }) satisfies InvocationRefusal;
  if (request.guildId === undefined) {
    const context = request.context === undefined ? InteractionContextType.BotDM : request.context;
    if (context === InteractionContextType.Guild)
      throw badRequest('guildId: context 0 (GUILD) needs a guildId and channelId');
    const dm = context as 1 | 2;
    const channelId = dmChannelId(application.id, user.id, dm);
    const permissions = dmPermissions.toString();
    return {
      guild: null,
      member: null,
      worldChannel: null,
      context: dm,
      memberPermissions: null,
      channel:
        dm === InteractionContextType.BotDM
          ? {
              ...toApiDmChannel(
                channelId,
                toApiUser(user),
                channelActivity(emulator.state.messages, channelId),
              ),
              permissions,
            }
          : { id: channelId, type: ChannelType.GroupDM, permissions },
      description: dm === 1 ? 'a DM with the app' : 'a private channel',
    };
  }
  if (request.context !== undefined && request.context !== InteractionContextType.Guild)
    throw badRequest('context: a command run in a guild has context 0 (GUILD); leave guildId out for DMs');
  const guild = emulator.findGuild(request.guildId);
  if (!guild) throw badRequest(`guildId: no guild ${request.guildId} in the world`);
  if (request.channelId === undefined)
    throw badRequest('channelId: name the channel of the guild to run the command in');
  const worldChannel = guild.channels.find((c) => c.id === request.channelId);
  if (!worldChannel) throw badRequest(`channelId: guild ${guild.id} has no channel ${request.channelId}`);
  if (
    worldChannel.type === ChannelType.GuildCategory ||
    worldChannel.type === ChannelType.GuildForum ||
    worldChannel.type === ChannelType.GuildMedia ||
    worldChannel.type === ChannelType.GuildDirectory
  )
    throw badRequest(
      `channelId: nobody can type in channel ${worldChannel.name} (type ${worldChannel.type}); use a text channel or a thread`,
    );
  const member = guild.members.find((m) => m.userId === user.id);
  if (!member)
    return refuse(
      'NOT_A_MEMBER',
      `${user.username} is not a member of guild ${guild.name}; add them in the world seed${doing === 'run commands in it' ? ', or run the command in a DM' : ''}`,
    );
  const memberPermissions = channelPermissions(
    guild,
    worldChannel,
    member.roles,
    user.id,
    emulator.clock.now(),
  );
  if ((memberPermissions & PermissionFlags.ViewChannel) === 0n)
    return refuse(
      'CANNOT_VIEW_CHANNEL',
      `${user.username} cannot see #${worldChannel.name} (no View Channel there), so cannot ${doing}`,
    );
  return {
    guild,
    member,
    worldChannel,
    context: InteractionContextType.Guild,
    memberPermissions,
    channel: {
      ...toApiChannel(guild, worldChannel, channelActivity(emulator.state.messages, worldChannel.id)),
      // A thread is age-restricted as its parent is.
      nsfw: overwriteSource(guild, worldChannel).nsfw,
      permissions: memberPermissions.toString(),
    },
    description: `#${worldChannel.name} of ${guild.name}`,
  };
}

/**
 * The app's permissions where a user interacts (`app_permissions`): its bot's in a guild that installed
 * it (@everyone plus the managed role a `bot` install gave it), none in a guild it is only user-installed
 * in, the DM set in private conversations.
 */
export function appPermissionsAt(
  application: Pick<EmulatorApplication, 'bot'>,
  place: Pick<InteractionPlace, 'guild' | 'worldChannel'>,
  owners: Record<string, string>,
): bigint {
  const { guild, worldChannel } = place;
  if (!guild || !worldChannel) return dmPermissions;
  if (owners['0'] === undefined) return 0n;
  const botRoles = guild.members.find((m) => m.userId === application.bot.id)?.roles ?? [];
  return channelPermissions(guild, worldChannel, botRoles, null);
}
