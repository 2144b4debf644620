import {
  GuildMemberFlags,
  PermissionFlags,
  RESTJSONErrorCodes,
  type RESTPutAPIGuildMemberJSONBody,
} from '@slashkit/api';
import { requireGuildPermission } from '../access/require-guild-permission.js';
import { forbidden } from '../http/http-error.js';
import { memberGuildPermissions } from '../world/guild-permissions.js';
import { requireAssignable, requireKnownRoles } from './edit-member.js';
import type { GuildAction } from './guild-action.js';
import { type GuildJoin, joinGuild, type MemberStart } from './join-guild.js';

const { CreateInstantInvite, DeafenMembers, ManageGuild, ManageNicknames, ManageRoles, MuteMembers } =
  PermissionFlags;

/**
 * A bot adds a user to its guild with the user's OAuth2 access token, as the service does: the token must
 * be live, of the bot's application, granted `guilds.join` and the user's own (403/50025 otherwise); the
 * bot needs Create Invite, and Manage Nicknames, Manage Roles (each role below its highest, not @everyone
 * nor managed), Mute Members, Deafen Members, and Manage Guild or Manage Roles (`flags`: only
 * BYPASSES_VERIFICATION) for what the member starts with. Everything is checked before the user joins
 * ({@link joinGuild}: a banned user is refused); a user who is a member already is left as they are
 * (`joined: false`, the service's 204).
 * @see {@link https://discord.com/developers/docs/resources/guild#add-guild-member | Add Guild Member}
 */
export function addGuildMember(
  action: GuildAction,
  userId: string,
  body: RESTPutAPIGuildMemberJSONBody,
  applicationId: string,
): GuildJoin {
  const { context, guild, actor } = action;
  const token = context.state.tokens.find(body.access_token);
  if (
    !token ||
    token.grant === 'client_credentials' ||
    token.applicationId !== applicationId ||
    token.userId !== userId ||
    !token.scopes.includes('guilds.join')
  )
    throw forbidden(
      RESTJSONErrorCodes.InvalidOAuth2AccessToken,
      `Invalid OAuth2 access token: access_token must be live, granted guilds.join to this application, by user ${userId}`,
    );
  requireGuildPermission(guild, actor, CreateInstantInvite, 'Create Invite');
  const existing = guild.members.find((m) => m.userId === userId);
  if (existing) return { member: existing, joined: false };
  const start: MemberStart = {};
  if (typeof body.nick === 'string' && body.nick !== '') {
    requireGuildPermission(guild, actor, ManageNicknames, 'Manage Nicknames');
    start.nick = body.nick;
  }
  if (body.roles && body.roles.length > 0) {
    requireGuildPermission(guild, actor, ManageRoles, 'Manage Roles');
    requireKnownRoles(guild, body.roles);
    for (const role of guild.roles.filter((r) => body.roles!.includes(r.id)))
      requireAssignable(action, role, 'assign');
    start.roles = [...body.roles];
  }
  if (body.mute) {
    requireGuildPermission(guild, actor, MuteMembers, 'Mute Members');
    start.mute = true;
  }
  if (body.deaf) {
    requireGuildPermission(guild, actor, DeafenMembers, 'Deafen Members');
    start.deaf = true;
  }
  const flags = (body.flags ?? 0) & GuildMemberFlags.BypassesVerification;
  if (flags) {
    if ((memberGuildPermissions(guild, actor) & (ManageGuild | ManageRoles)) === 0n)
      requireGuildPermission(guild, actor, ManageGuild, 'Manage Guild or Manage Roles');
    start.flags = flags;
  }
  return joinGuild(context, guild, userId, undefined, start);
}
