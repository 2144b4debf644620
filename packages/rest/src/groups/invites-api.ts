import {
  type APIExtendedInvite,
  type APIInvite,
  Endpoints,
  type RESTPostAPIChannelInviteJSONBody,
  type Snowflake,
} from '@slashkit/api';
import type { AuditLogOptions, CallOptions } from '../call-options.js';
import type { RESTCore } from '../client/rest-core.js';
import type { GetInviteOptions } from '../guild-admin-call-options.js';
import type { Encodable } from '../json-encodable.js';

/**
 * Invites to a guild's channels (`rest.invites`, Bot token): made and listed per channel, listed per
 * guild, read and revoked by code.
 * @example
 * const invite = await rest.invites.createChannelInvite(channelId, { max_age: 3600, max_uses: 1 });
 * @see {@link https://discord.com/developers/docs/resources/invite | Invite resource}
 */
export class InvitesAPI {
  readonly #core: RESTCore;

  /** @internal Built by `REST` over its request core. */
  constructor(core: RESTCore) {
    this.#core = core;
  }

  /**
   * Makes an invite to a channel (`POST /channels/{channel.id}/invites`; Create Instant Invite):
   * `max_age` seconds (0 never, 86400 by default), `max_uses` (0 unlimited), `temporary`, `unique`, a
   * target. Without `unique`, an invite with the same settings may be answered again.
   * @example
   * const { code } = await rest.invites.createChannelInvite(channelId, { max_age: 0, unique: true });
   * @see {@link https://discord.com/developers/docs/resources/channel#create-channel-invite | Create Channel Invite}
   */
  createChannelInvite(
    channelId: Snowflake,
    body: Encodable<RESTPostAPIChannelInviteJSONBody> = {},
    options?: AuditLogOptions,
  ): Promise<APIExtendedInvite> {
    return this.#core.send(Endpoints.createChannelInvite, { channelId }, body, options);
  }

  /**
   * A channel's invites with their uses and settings (`GET /channels/{channel.id}/invites`; Manage
   * Channels).
   * @example
   * const invites = await rest.invites.getChannelInvites(channelId);
   * @see {@link https://discord.com/developers/docs/resources/channel#get-channel-invites | Get Channel Invites}
   */
  getChannelInvites(channelId: Snowflake, options?: CallOptions): Promise<APIExtendedInvite[]> {
    return this.#core.send(Endpoints.listChannelInvites, { channelId }, undefined, options);
  }

  /**
   * Every invite of a guild with their uses and settings (`GET /guilds/{guild.id}/invites`; Manage Guild).
   * @example
   * const invites = await rest.invites.getGuildInvites(guildId);
   * @see {@link https://discord.com/developers/docs/resources/guild#get-guild-invites | Get Guild Invites}
   */
  getGuildInvites(guildId: Snowflake, options?: CallOptions): Promise<APIExtendedInvite[]> {
    return this.#core.send(Endpoints.listGuildInvites, { guildId }, undefined, options);
  }

  /**
   * An invite by code (`GET /invites/{invite.code}`), with `expires_at`; with `withCounts`, the guild's
   * approximate counts. 404/10006 once it expired, was used up or revoked.
   * @example
   * const invite = await rest.invites.getInvite(code, { withCounts: true });
   * @see {@link https://discord.com/developers/docs/resources/invite#get-invite | Get Invite}
   */
  getInvite(code: string, options: GetInviteOptions = {}): Promise<APIInvite> {
    const { withCounts, ...call } = options;
    return this.#core.send(Endpoints.inviteResolve, { code }, undefined, {
      ...call,
      ...(withCounts ? { query: { with_counts: true } } : {}),
    });
  }

  /**
   * Revokes an invite (`DELETE /invites/{invite.code}`; Manage Channels in its channel or Manage Guild)
   * and answers it; a retry that finds it gone (10006) resolves with `undefined`.
   * @example
   * await rest.invites.deleteInvite(code, { reason: 'Leaked' });
   * @see {@link https://discord.com/developers/docs/resources/invite#delete-invite | Delete Invite}
   */
  deleteInvite(code: string, options?: AuditLogOptions): Promise<APIInvite | undefined> {
    return this.#core.send(Endpoints.inviteRevoke, { code }, undefined, options);
  }
}
