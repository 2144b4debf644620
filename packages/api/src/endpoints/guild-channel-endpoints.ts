import { RESTJSONErrorCodes } from '../error-codes.js';
import type { APIChannel, APIGuildChannel } from '../types/channel.js';
import type {
  APIFollowedChannel,
  RESTPatchAPIChannelJSONBody,
  RESTPatchAPIGuildChannelPositionsJSONBody,
  RESTPostAPIChannelFollowersJSONBody,
  RESTPostAPIGuildChannelJSONBody,
  RESTPutAPIChannelPermissionJSONBody,
} from '../types/guild-channel-bodies.js';
import { defineEndpoint } from './define-endpoint.js';

const perChannel = { auth: ['bot'], major: ['channelId'], global: true } as const;
const perGuild = { auth: ['bot'], major: ['guildId'], global: true } as const;
const overwrite = '/channels/:channelId/permissions/:overwriteId';

/**
 * The operations that manage a guild's channels: create and order them (limited per guild), edit and
 * delete one, its permission overwrites, typing, and following an announcement channel (per channel).
 * @see {@link https://discord.com/developers/docs/resources/channel | Channel resource}
 */
export const GuildChannelEndpoints = {
  createGuildChannel: defineEndpoint<{ body: RESTPostAPIGuildChannelJSONBody; result: APIGuildChannel }>()({
    operationId: 'create_guild_channel',
    method: 'POST',
    route: '/guilds/:guildId/channels',
    ...perGuild,
    // Sent twice, it makes two channels.
    replay: 'unsent-only',
    reason: true,
  }),
  bulkUpdateGuildChannels: defineEndpoint<{ body: RESTPatchAPIGuildChannelPositionsJSONBody }>()({
    operationId: 'bulk_update_guild_channels',
    method: 'PATCH',
    route: '/guilds/:guildId/channels',
    ...perGuild,
    replay: 'always',
    reason: true,
  }),
  updateChannel: defineEndpoint<{ body: RESTPatchAPIChannelJSONBody; result: APIChannel }>()({
    operationId: 'update_channel',
    method: 'PATCH',
    route: '/channels/:channelId',
    ...perChannel,
    replay: 'always',
    reason: true,
  }),
  deleteChannel: defineEndpoint<{ result: APIChannel }>()({
    operationId: 'delete_channel',
    method: 'DELETE',
    route: '/channels/:channelId',
    ...perChannel,
    replay: 'always',
    goneCode: RESTJSONErrorCodes.UnknownChannel,
    reason: true,
  }),
  setChannelPermissionOverwrite: defineEndpoint<{ body: RESTPutAPIChannelPermissionJSONBody }>()({
    operationId: 'set_channel_permission_overwrite',
    method: 'PUT',
    route: overwrite,
    ...perChannel,
    replay: 'always',
    reason: true,
  }),
  deleteChannelPermissionOverwrite: defineEndpoint()({
    operationId: 'delete_channel_permission_overwrite',
    method: 'DELETE',
    route: overwrite,
    ...perChannel,
    replay: 'always',
    reason: true,
  }),
  triggerTypingIndicator: defineEndpoint()({
    operationId: 'trigger_typing_indicator',
    method: 'POST',
    route: '/channels/:channelId/typing',
    ...perChannel,
    // A second indicator only keeps the first one showing.
    replay: 'always',
  }),
  followChannel: defineEndpoint<{ body: RESTPostAPIChannelFollowersJSONBody; result: APIFollowedChannel }>()({
    operationId: 'follow_channel',
    method: 'POST',
    route: '/channels/:channelId/followers',
    ...perChannel,
    replay: 'always',
    reason: true,
  }),
} as const;
