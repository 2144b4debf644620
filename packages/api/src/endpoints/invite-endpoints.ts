import { RESTJSONErrorCodes } from '../error-codes.js';
import type {
  APIExtendedInvite,
  APIInvite,
  RESTGetAPIInviteQuery,
  RESTPostAPIChannelInviteJSONBody,
} from '../types/invite.js';
import { defineEndpoint } from './define-endpoint.js';

const perChannel = { auth: ['bot'], major: ['channelId'], global: true } as const;
const invite = '/invites/:code';

/**
 * The invites of a guild's channels: made and listed per channel, listed per guild, read and revoked by
 * code.
 * @see {@link https://discord.com/developers/docs/resources/invite | Invite resource}
 */
export const InviteEndpoints = {
  createChannelInvite: defineEndpoint<{
    body: RESTPostAPIChannelInviteJSONBody;
    result: APIExtendedInvite;
  }>()({
    operationId: 'create_channel_invite',
    method: 'POST',
    route: '/channels/:channelId/invites',
    ...perChannel,
    // Sent twice with `unique`, it makes two invites.
    replay: 'unsent-only',
    reason: true,
  }),
  listChannelInvites: defineEndpoint<{ result: APIExtendedInvite[] }>()({
    operationId: 'list_channel_invites',
    method: 'GET',
    route: '/channels/:channelId/invites',
    ...perChannel,
    replay: 'always',
  }),
  listGuildInvites: defineEndpoint<{ result: APIExtendedInvite[] }>()({
    operationId: 'list_guild_invites',
    method: 'GET',
    route: '/guilds/:guildId/invites',
    auth: ['bot'],
    major: ['guildId'],
    global: true,
    replay: 'always',
  }),
  inviteResolve: defineEndpoint<{ result: APIInvite; query: RESTGetAPIInviteQuery }>()({
    operationId: 'invite_resolve',
    method: 'GET',
    route: invite,
    auth: ['bot'],
    major: [],
    global: true,
    replay: 'always',
    query: ['with_counts'],
  }),
  inviteRevoke: defineEndpoint<{ result: APIInvite }>()({
    operationId: 'invite_revoke',
    method: 'DELETE',
    route: invite,
    auth: ['bot'],
    major: [],
    global: true,
    replay: 'always',
    goneCode: RESTJSONErrorCodes.UnknownInvite,
    reason: true,
  }),
} as const;
