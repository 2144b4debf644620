import {
  AuditLogEvent,
  GuildLimits,
  PermissionFlags,
  type Snowflake,
  snowflakeTimestamp,
} from '@slashkit/api';
import type { CheckedGuildPrune } from '@slashkit/api/validation';
import { requireGuildPermission } from '../access/require-guild-permission.js';
import { canActOnMember } from '../access/role-hierarchy.js';
import { auditAction, type GuildAction } from '../guild-admin/guild-action.js';
import { removeMember } from '../guild-admin/remove-member.js';
import type { EmulatorMember } from '../world/world.js';

/** What a prune weighs: the days of inactivity and the roles whose holders may go too. */
export type PruneSettings = Pick<CheckedGuildPrune, 'days' | 'includeRoles'>;

/**
 * The members a prune with `settings` removes, as the service picks them: those inactive for `days` by the
 * emulator clock (their last message in the guild, or their joining when they never posted, is older than
 * that) who hold no role but those of `includeRoles` (unknown ids match nobody). An app's bot stays (on
 * the service its managed role keeps it), and so does anyone the actor could not kick (the owner, the
 * actor itself, members at or above its highest role).
 */
export function pruneCandidates(action: GuildAction, settings: PruneSettings): EmulatorMember[] {
  const { context, guild, actor } = action;
  const since = context.clock.now() - settings.days * GuildLimits.pruneDayMs;
  const included = new Set(settings.includeRoles);
  const bots = new Set(context.state.world.applications.map((app) => app.bot.id));
  const idle = guild.members.filter(
    (member) =>
      !bots.has(member.userId) &&
      member.roles.every((role) => included.has(role)) &&
      Date.parse(member.joinedAt) < since &&
      canActOnMember(guild, actor, member),
  );
  if (idle.length === 0) return idle;
  const posted = postedSince(action, since);
  return idle.filter((member) => !posted.has(member.userId));
}

/** Who posted in the guild's channels (threads included) at or after `since`. */
function postedSince(action: GuildAction, since: number): Set<Snowflake> {
  const { context, guild } = action;
  const posted = new Set<Snowflake>();
  for (const channel of guild.channels)
    for (const message of context.state.messages.list({ channelId: channel.id }))
      if (snowflakeTimestamp(message.id) >= since) posted.add(message.author.id);
  return posted;
}

/** Refuses with 403/50013 unless the actor holds Manage Guild and Kick Members, as both prune routes need. */
export function requirePrunePermissions(action: GuildAction): void {
  requireGuildPermission(
    action.guild,
    action.actor,
    PermissionFlags.ManageGuild | PermissionFlags.KickMembers,
    'Manage Guild and Kick Members',
  );
}

/**
 * Begins a prune as the service does (Manage Guild and Kick Members): each member {@link pruneCandidates}
 * picks leaves (GUILD_MEMBER_REMOVE each); one MEMBER_PRUNE audit entry with `delete_member_days` and
 * `members_removed`, by the actor, with the header's reason or else the body's deprecated one. Answers how
 * many went, or null when `compute_prune_count` was false.
 * @see {@link https://discord.com/developers/docs/resources/guild#begin-guild-prune | Begin Guild Prune}
 */
export function pruneMembers(action: GuildAction, prune: CheckedGuildPrune): { pruned: number | null } {
  requirePrunePermissions(action);
  const pruned = pruneCandidates(action, prune);
  for (const member of pruned) removeMember(action, member.userId);
  auditAction(
    { ...action, reason: action.reason ?? prune.reason },
    {
      actionType: AuditLogEvent.MemberPrune,
      targetId: null,
      options: { delete_member_days: String(prune.days), members_removed: String(pruned.length) },
    },
  );
  return { pruned: prune.computePruneCount ? pruned.length : null };
}
