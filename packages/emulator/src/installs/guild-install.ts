import { PermissionFlags } from '@slashkit/api';
import { guildMembershipEvent } from '../events/guild-events.js';
import type { EmulatorContext } from '../runtime/emulator-context.js';
import type { EmulatorApplication, EmulatorGuild } from '../world/world.js';

/** What a guild install adds: the app's commands, and with `bot` its bot user with a managed role. */
export interface GuildInstallInput {
  /** True when the `bot` scope was granted: the bot joins the guild. */
  bot: boolean;
  /** The decimal permission bit set of the bot's role (`permissions` of the authorize URL). */
  permissions: string;
}

/**
 * Installs the app in a guild (integration type 0): its commands become usable there; with `bot`, the bot
 * user joins as a member with a managed role named after the app holding `permissions`.
 */
export function installInGuild(
  context: EmulatorContext,
  application: EmulatorApplication,
  guild: EmulatorGuild,
  input: GuildInstallInput,
): void {
  const joined = !application.guildIds.includes(guild.id);
  if (joined) application.guildIds.push(guild.id);
  if (input.bot) {
    let role = guild.roles.find((r) => r.managed && r.name === application.bot.username);
    if (!role) {
      role = {
        id: context.nextId(),
        name: application.bot.username,
        permissions: input.permissions,
        position: guild.roles.length,
        color: 0,
        hoist: false,
        mentionable: false,
        managed: true,
      };
      guild.roles.push(role);
    } else {
      role.permissions = input.permissions;
    }
    if (!guild.members.some((m) => m.userId === application.bot.id)) {
      guild.members.push({
        userId: application.bot.id,
        roles: [role.id],
        nick: null,
        joinedAt: new Date(context.clock.now()).toISOString(),
      });
    }
  }
  context.applicationChanged(application);
  // The bot is in the guild from now on (world installs count as membership): its sessions get GUILD_CREATE.
  if (joined) context.events.publish(guildMembershipEvent('CREATE', application.id, guild.id));
}

/** Removes the app from a guild: its commands stop working there and its bot and managed role leave. */
export function uninstallFromGuild(
  context: EmulatorContext,
  application: EmulatorApplication,
  guild: EmulatorGuild,
): boolean {
  const had = application.guildIds.includes(guild.id);
  application.guildIds = application.guildIds.filter((id) => id !== guild.id);
  guild.members = guild.members.filter((m) => m.userId !== application.bot.id);
  guild.roles = guild.roles.filter((r) => !(r.managed && r.name === application.bot.username));
  if (had) {
    context.applicationChanged(application);
    context.events.publish(guildMembershipEvent('DELETE', application.id, guild.id));
  }
  return had;
}

/** Whether a user may install an app in a guild: a member holding MANAGE_GUILD (owners and admins do). */
export function canManageGuild(permissions: bigint | null): boolean {
  return permissions !== null && (permissions & PermissionFlags.ManageGuild) !== 0n;
}
