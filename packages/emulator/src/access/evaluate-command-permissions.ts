import {
  type APIApplicationCommandPermission,
  ApplicationCommandPermissionType,
  allChannelsPermissionId,
} from '@slashkit/api';

/** What deciding whether a member may use a command in a guild channel takes. */
export interface CommandPermissionInput {
  guildId: string;
  userId: string;
  /** The member's roles (without @everyone). */
  roleIds: readonly string[];
  /** The channel the command runs in, and for a thread its parent, whose overwrites the thread inherits. */
  channelIds: readonly string[];
  /** Overwrites stored under the command id, if any. */
  commandOverwrites: readonly APIApplicationCommandPermission[] | undefined;
  /** Overwrites stored under the application id (the app-wide defaults), if any. */
  applicationOverwrites: readonly APIApplicationCommandPermission[] | undefined;
  /** The command's `default_member_permissions`. */
  defaultMemberPermissions: string | null;
  /** The member's permissions in the channel. */
  memberPermissions: bigint;
  /** The guild owner or a holder of ADMINISTRATOR. */
  administrator: boolean;
}

/** The decision, with the rule that made it (for error messages). */
export type CommandPermissionDecision = { allowed: true; rule: string } | { allowed: false; rule: string };

/**
 * Decides whether a member may use a command in a channel, in the order the service applies its rules:
 * administrators and the owner always may; then the channel (an overwrite for the channel, or for a
 * thread's parent, beats All Channels = guild id − 1; command-level overwrites beat the app-wide ones);
 * then the member (a user overwrite beats role overwrites, where one allowing role is enough, which beat
 * @everyone = guild id; command level before app level); and only when no overwrite speaks,
 * `default_member_permissions` (null: everyone; "0": administrators only; else every listed bit).
 * @see {@link https://discord.com/developers/docs/interactions/application-commands#permissions | Application command permissions}
 */
export function evaluateCommandPermissions(input: CommandPermissionInput): CommandPermissionDecision {
  if (input.administrator) return { allowed: true, rule: 'administrators can use every command' };
  const levels = [
    { name: 'command', overwrites: input.commandOverwrites ?? [] },
    { name: 'app-wide', overwrites: input.applicationOverwrites ?? [] },
  ];
  const channelType = ApplicationCommandPermissionType.Channel;
  const allChannels = allChannelsPermissionId(input.guildId);
  for (const level of levels) {
    const channel =
      input.channelIds
        .map((id) => level.overwrites.find((o) => o.type === channelType && o.id === id))
        .find((o) => o !== undefined) ??
      level.overwrites.find((o) => o.type === channelType && o.id === allChannels);
    if (!channel) continue;
    if (!channel.permission) {
      const where = channel.id === allChannels ? 'All Channels' : `channel ${channel.id}`;
      return { allowed: false, rule: `a ${level.name} overwrite disables it in ${where}` };
    }
    break;
  }
  for (const level of levels) {
    const user = level.overwrites.find(
      (o) => o.type === ApplicationCommandPermissionType.User && o.id === input.userId,
    );
    if (user) return { allowed: user.permission, rule: `a ${level.name} overwrite for the user` };
    const roles = level.overwrites.filter(
      (o) => o.type === ApplicationCommandPermissionType.Role && input.roleIds.includes(o.id),
    );
    if (roles.length > 0) {
      const allowed = roles.some((o) => o.permission);
      return { allowed, rule: `${level.name} overwrites for the user's roles` };
    }
    const everyone = level.overwrites.find(
      (o) => o.type === ApplicationCommandPermissionType.Role && o.id === input.guildId,
    );
    if (everyone) return { allowed: everyone.permission, rule: `a ${level.name} overwrite for @everyone` };
  }
  const required = input.defaultMemberPermissions;
  if (required === null) return { allowed: true, rule: 'no overwrites and no default_member_permissions' };
  if (required === '0')
    return { allowed: false, rule: 'default_member_permissions "0" (administrators only)' };
  const bits = BigInt(required);
  const allowed = (input.memberPermissions & bits) === bits;
  return {
    allowed,
    rule: `default_member_permissions "${required}" (the member ${allowed ? 'has' : 'lacks'} those permissions)`,
  };
}
