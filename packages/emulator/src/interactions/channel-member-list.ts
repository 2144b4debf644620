import { PermissionFlags } from '@slashkit/api';
import { channelPermissions } from '../access/channel-permissions.js';
import { compareRoles } from '../access/role-hierarchy.js';
import type { EmulatorContext } from '../runtime/emulator-context.js';
import { guildMembers } from '../world/bot-member.js';
import { isTimedOut } from '../world/member-timeout.js';
import type { EmulatorChannel, EmulatorGuild } from '../world/world.js';

/** One person of a channel's member list, as the client draws them. */
export interface ChannelListMember {
  userId: string;
  username: string;
  /** The name shown: the nickname, else the display name, else the username. */
  name: string;
  bot: boolean;
  /** The colour of their highest coloured role (0: none, the default text colour). */
  color: number;
  /** Until when they are timed out (ISO 8601), only while the emulator clock is before it. */
  timedOutUntil: string | null;
}

/** A section of the member list: a hoisted role (highest first), or the members no hoisted role holds. */
export interface ChannelListGroup {
  /** The hoisted role's id; null for the section of everyone else. */
  roleId: string | null;
  name: string;
  members: ChannelListMember[];
}

/**
 * The member list of a guild channel as the service's client shows it: the members who can view the
 * channel (View Channel, with its overwrites), each in the section of their highest hoisted role, sections
 * in role order and "Members" last; names sorted within a section. The colour is that of the highest role
 * with one (roles of colour 0 do not colour a name).
 * @see {@link https://discord.com/developers/docs/topics/permissions#role-object | Role object}
 */
export function channelMemberList(
  emulator: EmulatorContext,
  guild: EmulatorGuild,
  channel: EmulatorChannel,
): ChannelListGroup[] {
  const now = emulator.clock.now();
  const roles = [...guild.roles].sort(compareRoles);
  const hoisted = roles.filter((r) => r.hoist && r.id !== guild.id);
  const groups = new Map<string | null, ChannelListMember[]>();
  for (const member of guildMembers(emulator.state.world, guild)) {
    // An app's bot is a member too (its user is the app's), listed with its APP tag.
    const app = emulator.state.world.applications.find((a) => a.bot.id === member.userId);
    const user =
      emulator.findUser(member.userId) ??
      (app ? { id: app.bot.id, username: app.bot.username, globalName: null, bot: true } : undefined);
    if (!user) continue;
    const bits = channelPermissions(guild, channel, member.roles, member.userId);
    if ((bits & PermissionFlags.ViewChannel) === 0n) continue;
    const held = roles.filter((r) => member.roles.includes(r.id));
    const section = held.find((r) => r.hoist)?.id ?? null;
    const list = groups.get(section) ?? [];
    groups.set(section, list);
    list.push({
      userId: user.id,
      username: user.username,
      name: member.nick ?? user.globalName ?? user.username,
      bot: user.bot,
      color: held.find((r) => r.color !== 0)?.color ?? 0,
      timedOutUntil: isTimedOut(member, now) ? (member.communicationDisabledUntil ?? null) : null,
    });
  }
  const sections: ChannelListGroup[] = [];
  for (const [roleId, name] of [...hoisted.map((r) => [r.id, r.name] as const), [null, 'Members'] as const]) {
    const members = groups.get(roleId);
    if (members?.length)
      sections.push({ roleId, name, members: members.sort((a, b) => a.name.localeCompare(b.name)) });
  }
  return sections;
}
