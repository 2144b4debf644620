import { snowflakeTimestamp, ThreadChannelFlags, ThreadChannelTypes } from '@slashkit/api';
import type { EmulatorContext } from '../runtime/emulator-context.js';
import { threadOf } from '../world/thread-facts.js';
import type { EmulatorChannel, EmulatorGuild } from '../world/world.js';
import { publishThreadUpdate } from './thread-events.js';

const minuteMs = 60 * 1000;

/**
 * When an active thread archives itself, in emulator epoch ms: `auto_archive_duration` minutes after its
 * last activity (its newest message, or the last change of `archive_timestamp`: its creation, its
 * unarchiving, a new duration). Undefined for an archived thread and a pinned forum post, which never
 * archives itself.
 * @see {@link https://discord.com/developers/docs/topics/threads#active-archived-threads | Active & archived threads}
 */
export function threadIdleDeadline(
  context: EmulatorContext,
  guild: EmulatorGuild,
  channel: EmulatorChannel,
): number | undefined {
  const thread = threadOf(guild, channel);
  if (thread.archived || (channel.flags & ThreadChannelFlags.Pinned) !== 0) return undefined;
  const last = context.state.messages.activity(channel.id).lastMessageId;
  const active = Math.max(Date.parse(thread.archiveTimestamp), last ? snowflakeTimestamp(last) : 0);
  return active + thread.autoArchiveDuration * minuteMs;
}

/**
 * Archives every thread whose idle deadline the emulator clock has just passed, moving from `since` to
 * now, as the service does on its own (`archived: true`, `archive_timestamp` now, THREAD_UPDATE). A
 * thread a world file or snapshot holds already idle stays as the file says until the clock passes a
 * deadline of its own. A message in an archived thread then unarchives it, as it does any archived
 * thread that is not locked. Returns the threads archived.
 */
export function archiveIdleThreads(context: EmulatorContext, since: number): EmulatorChannel[] {
  const now = context.clock.now();
  const archived: EmulatorChannel[] = [];
  for (const guild of context.state.world.guilds) {
    for (const channel of guild.channels) {
      if (!ThreadChannelTypes.includes(channel.type)) continue;
      const deadline = threadIdleDeadline(context, guild, channel);
      if (deadline === undefined || deadline <= since || deadline > now) continue;
      const thread = threadOf(guild, channel);
      thread.archived = true;
      thread.archiveTimestamp = new Date(now).toISOString();
      publishThreadUpdate(context, guild, channel);
      archived.push(channel);
    }
  }
  return archived;
}
