import type { ChannelType } from '../enums/channel-type.js';
import type { Snowflake } from '../snowflake.js';
import type { APIUser } from './resolved-objects.js';

/**
 * What an invite is for besides the channel: a user's stream (1) or an embedded application (2).
 * @see {@link https://discord.com/developers/docs/resources/invite#invite-object-invite-target-types | Invite target types}
 */
export type InviteTargetType = 1 | 2;

/**
 * The guild an invite leads to, as the invite shows it to someone who is not a member.
 * @see {@link https://discord.com/developers/docs/resources/invite#invite-object | Invite object}
 */
export interface APIInviteGuild {
  id: Snowflake;
  name: string;
  splash: string | null;
  banner: string | null;
  description: string | null;
  icon: string | null;
  features: string[];
  verification_level: number;
  vanity_url_code: string | null;
  nsfw_level: number;
  nsfw: boolean;
  premium_subscription_count: number;
}

/**
 * An invite to a guild channel (`type` 0): its code, where it leads, who made it, what it targets, when it
 * expires; with `with_counts`, the guild's approximate counts.
 * @see {@link https://discord.com/developers/docs/resources/invite#invite-object | Invite object}
 */
export interface APIInvite {
  type: 0;
  code: string;
  guild: APIInviteGuild;
  guild_id: Snowflake;
  channel: { id: Snowflake; type: ChannelType; name: string | null };
  inviter?: APIUser;
  target_type?: InviteTargetType;
  target_user?: APIUser;
  target_application?: { id: Snowflake; name: string; description: string };
  /** ISO 8601, or null for an invite that never expires. */
  expires_at: string | null;
  approximate_member_count?: number;
  approximate_presence_count?: number;
}

/**
 * An invite with its metadata, as its channel's and guild's lists and its creation answer it.
 * @see {@link https://discord.com/developers/docs/resources/invite#invite-metadata-object | Invite metadata}
 */
export interface APIExtendedInvite extends APIInvite {
  uses: number;
  max_uses: number;
  max_age: number;
  temporary: boolean;
  created_at: string;
}

/**
 * The body of `POST /channels/{id}/invites`: how long it lasts (`max_age` seconds, 0 never; 86400 by
 * default), how many uses (0 unlimited), whether membership is temporary, whether to make a new code even
 * when one with the same settings exists (`unique`), and a target.
 * @see {@link https://discord.com/developers/docs/resources/channel#create-channel-invite | Create Channel Invite}
 */
export interface RESTPostAPIChannelInviteJSONBody {
  max_age?: number | null;
  max_uses?: number | null;
  temporary?: boolean | null;
  unique?: boolean | null;
  target_type?: InviteTargetType | null;
  target_user_id?: Snowflake | null;
  target_application_id?: Snowflake | null;
}

/**
 * The query of `GET /invites/{code}`: `with_counts` adds the guild's approximate counts.
 * @see {@link https://discord.com/developers/docs/resources/invite#get-invite | Get Invite}
 */
export interface RESTGetAPIInviteQuery {
  with_counts?: boolean;
}

/**
 * What the gateway's INVITE_CREATE carries: the invite's code, channel, guild, inviter, target and
 * metadata.
 * @see {@link https://discord.com/developers/docs/events/gateway-events#invite-create | Invite Create}
 */
export interface GatewayInviteCreateData {
  channel_id: Snowflake;
  code: string;
  created_at: string;
  guild_id: Snowflake;
  inviter?: APIUser;
  max_age: number;
  max_uses: number;
  target_type?: InviteTargetType;
  target_user?: APIUser;
  target_application?: { id: Snowflake; name: string; description: string };
  temporary: boolean;
  uses: number;
  expires_at: string | null;
}
