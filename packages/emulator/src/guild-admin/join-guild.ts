import { RESTJSONErrorCodes, type Snowflake } from '@slashkit/api';
import { badRequest, forbidden, notFound } from '../http/http-error.js';
import type { EmulatorContext } from '../runtime/emulator-context.js';
import type { EmulatorGuild, EmulatorMember } from '../world/world.js';
import { postJoinMessage } from './join-message.js';
import { publishMember } from './member-events.js';
import { syncUserRoles } from './sync-user-roles.js';

/** What {@link joinGuild} did: the member, and whether they joined now (false: they already were one). */
export interface GuildJoin {
  member: EmulatorMember;
  joined: boolean;
}

/** What a member added by a bot starts with (`PUT …/members/{user_id}`), checked already; none by default. */
export type MemberStart = Partial<Pick<EmulatorMember, 'nick' | 'roles' | 'mute' | 'deaf' | 'flags'>>;

/**
 * A user of the world joins a guild, directly or with an invite code, as the service lets them: a bot
 * joins only with its app's install (400), a banned user never (403/40007), an invite must be live and
 * lead to this guild (404/10006) and counts one use. The new member holds @everyone alone, joined now
 * (or what `start` gives, for a member a bot adds);
 * GUILD_MEMBER_ADD (GUILD_MEMBERS) tells bots, and the system channel shows a join message unless its
 * flags suppress it. Joining again changes nothing.
 * @see {@link https://discord.com/developers/docs/events/gateway-events#guild-member-add | Guild Member Add}
 */
export function joinGuild(
  context: EmulatorContext,
  guild: EmulatorGuild,
  userId: Snowflake,
  inviteCode?: string,
  start: MemberStart = {},
): GuildJoin {
  const user = context.findUser(userId);
  if (!user || user.bot)
    if (user || context.state.world.applications.some((a) => a.bot.id === userId))
      throw badRequest(`${userId} is a bot: a bot joins a guild when its app is installed there`);
    else throw notFound(RESTJSONErrorCodes.UnknownUser, `Unknown User: no user ${userId} in the world`);
  const existing = guild.members.find((m) => m.userId === userId);
  if (existing) return { member: existing, joined: false };
  if (context.state.bans.get(guild.id, userId))
    throw forbidden(
      RESTJSONErrorCodes.UserBannedFromGuild,
      `The user is banned from this guild: ${user.username} may join once the ban is lifted`,
    );
  const now = context.clock.now();
  if (inviteCode !== undefined) {
    const invite = context.state.invites.get(inviteCode, now);
    if (!invite || invite.guildId !== guild.id)
      throw notFound(
        RESTJSONErrorCodes.UnknownInvite,
        `Unknown Invite: no live invite ${JSON.stringify(inviteCode)} to guild ${guild.id}`,
      );
    invite.uses += 1;
  }
  const member: EmulatorMember = {
    userId,
    roles: [...(start.roles ?? [])],
    nick: start.nick ?? null,
    joinedAt: new Date(now).toISOString(),
  };
  if (start.mute) member.mute = true;
  if (start.deaf) member.deaf = true;
  if (start.flags) member.flags = start.flags;
  guild.members.push(member);
  syncUserRoles(context.state.world, guild);
  publishMember(context, guild, member, 'ADD');
  postJoinMessage(context, guild, userId);
  return { member, joined: true };
}
