import {
  ChannelType,
  GuildScheduledEventEntityType,
  PermissionFlags,
  RESTJSONErrorCodes,
  type Snowflake,
} from '@slashkit/api';
import { channelPermissions } from '../access/channel-permissions.js';
import type { RoleHolder } from '../access/role-hierarchy.js';
import { forbidden } from '../http/http-error.js';
import { memberGuildPermissions } from '../world/guild-permissions.js';
import type { EmulatorChannel, EmulatorGuild } from '../world/world.js';

const P = PermissionFlags;

/**
 * What an actor needs in the channel of an event of each entity type, beside Create or Manage Events (the
 * docs' permission requirements): a stage event Manage Channels, Mute Members and Move Members; a voice
 * event View Channel and Connect; an external one nothing more, judged in the guild.
 * @see {@link https://discord.com/developers/docs/resources/guild-scheduled-event#guild-scheduled-event-permissions-requirements | Permissions requirements}
 */
const channelNeeds: Readonly<Record<GuildScheduledEventEntityType, readonly (readonly [bigint, string])[]>> =
  {
    [GuildScheduledEventEntityType.StageInstance]: [
      [P.ManageChannels, 'Manage Channels'],
      [P.MuteMembers, 'Mute Members'],
      [P.MoveMembers, 'Move Members'],
    ],
    [GuildScheduledEventEntityType.Voice]: [
      [P.ViewChannel, 'View Channel'],
      [P.Connect, 'Connect'],
    ],
    [GuildScheduledEventEntityType.External]: [],
  };

/** The channel type each hosted entity type takes. */
export const eventChannelType: Readonly<Record<GuildScheduledEventEntityType, number | null>> = {
  [GuildScheduledEventEntityType.StageInstance]: ChannelType.GuildStageVoice,
  [GuildScheduledEventEntityType.Voice]: ChannelType.GuildVoice,
  [GuildScheduledEventEntityType.External]: null,
};

/** Where and what an event is, as its permissions are judged. */
export interface EventPlace {
  entityType: GuildScheduledEventEntityType;
  channel: EmulatorChannel | null;
  creatorId: Snowflake | null;
}

/** Whether `actor` may see an event: View Channel in its channel (an external event: any member). */
export function seesEvent(
  guild: EmulatorGuild,
  actor: RoleHolder,
  place: Pick<EventPlace, 'channel'>,
): boolean {
  if (!place.channel) return true;
  return (channelPermissions(guild, place.channel, actor.roles, actor.userId) & P.ViewChannel) !== 0n;
}

/**
 * Refuses (403/50013) an actor who may not make (`create`) or change (`manage`) an event there: Create Events
 * to make one; to change one, Manage Events, or Create Events for its creator; and what its entity type
 * needs in its channel.
 */
export function requireEventPermissions(
  guild: EmulatorGuild,
  actor: RoleHolder,
  place: EventPlace,
  mode: 'create' | 'manage',
): void {
  const held = place.channel
    ? channelPermissions(guild, place.channel, actor.roles, actor.userId)
    : memberGuildPermissions(guild, actor);
  const own = place.creatorId === actor.userId;
  const [events, what] =
    mode === 'create'
      ? [P.CreateEvents, 'Create Events']
      : own
        ? [P.CreateEvents | P.ManageEvents, 'Create Events or Manage Events']
        : [P.ManageEvents, 'Manage Events (the event is not yours)'];
  const where = place.channel ? ` in #${place.channel.name}` : '';
  if ((held & events) === 0n)
    throw forbidden(RESTJSONErrorCodes.MissingPermissions, `Missing Permissions: this needs ${what}${where}`);
  for (const [bit, name] of channelNeeds[place.entityType])
    if ((held & bit) === 0n)
      throw forbidden(
        RESTJSONErrorCodes.MissingPermissions,
        `Missing Permissions: this needs ${name}${where}`,
      );
}
