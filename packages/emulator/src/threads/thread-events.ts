import type { GatewayThreadMembersUpdateData, GatewayThreadMemberUpdateData, Snowflake } from '@slashkit/api';
import { PermissionFlags, ThreadLimits } from '@slashkit/api';
import { channelPermissions } from '../access/channel-permissions.js';
import { worldEvent } from '../events/world-event.js';
import type { EmulatorContext } from '../runtime/emulator-context.js';
import { botMember } from '../world/bot-member.js';
import { threadOf } from '../world/thread-facts.js';
import type {
  EmulatorApplication,
  EmulatorChannel,
  EmulatorGuild,
  EmulatorThreadMember,
} from '../world/world.js';
import { threadWire, toApiThreadMember } from './thread-wire.js';

/**
 * THREAD_CREATE (GUILDS intent) to the bots that can see the thread (a private one: its members and those
 * with Manage Threads), `newly_created` when it was just started.
 */
export function publishThreadCreate(
  context: EmulatorContext,
  guild: EmulatorGuild,
  thread: EmulatorChannel,
  newlyCreated: boolean,
): void {
  const data = { ...threadWire(context, guild, thread), ...(newlyCreated ? { newly_created: true } : {}) };
  context.events.publish(worldEvent('THREAD_CREATE', { guildId: guild.id, channelId: thread.id }, data));
}

/**
 * THREAD_CREATE (GUILDS intent, no `newly_created`) to the app whose bot was just added to a thread that
 * already existed, with the bot's thread member, as the service tells the current user it was added (a
 * private thread it could not see before is new to it). None when the bot cannot view the thread.
 * @see {@link https://discord.com/developers/docs/topics/threads#gaining-access-to-private-threads | Gaining access to private threads}
 */
export function publishAddedThreadCreate(
  context: EmulatorContext,
  application: EmulatorApplication,
  guild: EmulatorGuild,
  thread: EmulatorChannel,
  member: EmulatorThreadMember,
): void {
  const bot = application.guildIds.includes(guild.id) ? botMember(guild, application) : null;
  if (!bot) return;
  const permissions = channelPermissions(guild, thread, bot.roles, application.bot.id, context.clock.now());
  if ((permissions & PermissionFlags.ViewChannel) === 0n) return;
  const data = {
    ...threadWire(context, guild, thread),
    member: toApiThreadMember(context, guild, thread.id, member),
  };
  context.events.publish({ type: 'THREAD_CREATE', applicationId: application.id, guildId: guild.id, data });
}

/** THREAD_UPDATE (GUILDS intent): the thread as it is now. */
export function publishThreadUpdate(
  context: EmulatorContext,
  guild: EmulatorGuild,
  thread: EmulatorChannel,
): void {
  const data = threadWire(context, guild, thread);
  context.events.publish(worldEvent('THREAD_UPDATE', { guildId: guild.id, channelId: thread.id }, data));
}

/**
 * THREAD_MEMBERS_UPDATE (GUILD_MEMBERS intent) to the bots that can see the thread: who was added, who
 * was removed, and how many members it has now (capped at 50). A bot added or removed itself is told with
 * the GUILDS intent alone, and even once it can no longer see the thread (see `ownThreadMembersUpdate`).
 * @see {@link https://discord.com/developers/docs/events/gateway-events#thread-members-update | Thread Members Update}
 */
export function publishMembersUpdate(
  context: EmulatorContext,
  guild: EmulatorGuild,
  thread: EmulatorChannel,
  change: { added?: EmulatorThreadMember[]; removed?: Snowflake[] },
): void {
  const members = threadOf(guild, thread).members;
  const data: GatewayThreadMembersUpdateData = {
    id: thread.id,
    guild_id: guild.id,
    member_count: Math.min(members.length, ThreadLimits.countCap),
    ...(change.added
      ? { added_members: change.added.map((m) => toApiThreadMember(context, guild, thread.id, m, true)) }
      : {}),
    ...(change.removed ? { removed_member_ids: [...change.removed] } : {}),
  };
  context.events.publish(
    worldEvent('THREAD_MEMBERS_UPDATE', { guildId: guild.id, channelId: thread.id }, data),
  );
}

/** THREAD_MEMBER_UPDATE to the app whose bot's own thread member changed (it joined). */
export function publishOwnMemberUpdate(
  context: EmulatorContext,
  applicationId: Snowflake,
  guild: EmulatorGuild,
  thread: EmulatorChannel,
  member: EmulatorThreadMember,
): void {
  const data: GatewayThreadMemberUpdateData = {
    ...toApiThreadMember(context, guild, thread.id, member),
    guild_id: guild.id,
  };
  context.events.publish({ type: 'THREAD_MEMBER_UPDATE', applicationId, guildId: guild.id, data });
}

/**
 * THREAD_MEMBER_UPDATE to every app whose bot is a member of a thread just unarchived (sent after its
 * THREAD_UPDATE), as the service tells members that may not hold the thread in memory.
 * @see {@link https://discord.com/developers/docs/topics/threads#unarchiving-a-thread | Unarchiving a thread}
 */
export function publishUnarchivedMembers(
  context: EmulatorContext,
  guild: EmulatorGuild,
  thread: EmulatorChannel,
): void {
  for (const member of threadOf(guild, thread).members) {
    const application = context.state.world.applications.find((a) => a.bot.id === member.userId);
    if (application) publishOwnMemberUpdate(context, application.id, guild, thread, member);
  }
}
