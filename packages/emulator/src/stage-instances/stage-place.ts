import { ChannelType, PermissionFlags, RESTJSONErrorCodes } from '@slashkit/api';
import { requireChannelPermission } from '../access/require-guild-permission.js';
import { botChannelAction } from '../guild-admin/bot-action.js';
import type { GuildAction } from '../guild-admin/guild-action.js';
import { badRequest } from '../http/http-error.js';
import type { RouteContext } from '../http/router.js';
import type { EmulatorChannel } from '../world/world.js';

/** A stage moderator holds all three in the stage channel. */
const moderator = PermissionFlags.ManageChannels | PermissionFlags.MuteMembers | PermissionFlags.MoveMembers;

/** A bot's action on a stage channel: the action and the channel. */
export interface StagePlace {
  action: GuildAction;
  channel: EmulatorChannel;
}

/**
 * The stage channel `channelId` as the bot reaches it (404/10003 unknown, 403/50001 out of sight; 400/50024
 * a DM or any channel that is no stage), and with `moderate` the bot a moderator of it (Manage Channels, Mute
 * Members and Move Members there: 403/50013), as the docs define a stage's moderators.
 * @see {@link https://discord.com/developers/docs/resources/stage-instance#definitions | Stage definitions}
 */
export function stagePlace(ctx: RouteContext, channelId: string, moderate: boolean): StagePlace {
  const reached = botChannelAction(ctx, channelId);
  const channel = reached.kind === 'guild' ? reached.target.channel : null;
  if (reached.kind === 'dm' || channel?.type !== ChannelType.GuildStageVoice)
    throw badRequest(
      `Cannot execute action on this channel type: ${channel ? `#${channel.name}` : 'a DM'} is no stage channel; a stage instance needs a stage (type 13)`,
      RESTJSONErrorCodes.CannotExecuteActionOnChannelType,
    );
  const { action } = reached;
  if (moderate)
    requireChannelPermission(
      action.guild,
      channel,
      action.actor,
      moderator,
      'Manage Channels, Mute Members and Move Members (a stage moderator)',
    );
  return { action, channel };
}
