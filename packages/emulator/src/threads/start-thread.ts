import {
  AuditLogEvent,
  ChannelType,
  RESTJSONErrorCodes,
  type Snowflake,
  ThreadChannelTypes,
  ThreadLimits,
} from '@slashkit/api';
import { recordAuditLogEntry } from '../audit/record-audit-log-entry.js';
import { badRequest } from '../http/http-error.js';
import { baseMessage } from '../messages/message-factory.js';
import type { EmulatorContext } from '../runtime/emulator-context.js';
import { apiUserOf } from '../world/api-user-of.js';
import { fullThread } from '../world/thread-facts.js';
import type { EmulatorChannel, EmulatorGuild, EmulatorThread } from '../world/world.js';
import { publishThreadCreate } from './thread-events.js';

/** What a new thread is: where, by whom, with which settings. */
export interface ThreadStartInput {
  guild: EmulatorGuild;
  /** The channel it lives in (text, announcement, forum or media). */
  parent: EmulatorChannel;
  /** Its id: the message it starts from, a forum post's first message, or a new id. */
  id: Snowflake;
  name: string;
  type: ChannelType;
  /** Who starts it (its owner and first member). */
  ownerId: Snowflake;
  autoArchiveDuration?: EmulatorThread['autoArchiveDuration'];
  rateLimitPerUser?: number;
  invitable?: boolean;
  appliedTags?: Snowflake[];
  starterMessageId?: Snowflake;
  /** `X-Audit-Log-Reason`, or null. */
  reason: string | null;
}

/** Refuses with 400/160006 (160007 for announcement threads) when the guild holds the most active threads. */
export function requireRoomForThread(guild: EmulatorGuild, type: ChannelType): void {
  const active = guild.channels.filter((c) => ThreadChannelTypes.includes(c.type) && !c.thread?.archived);
  if (active.length < ThreadLimits.activeMax) return;
  const announcement = type === ChannelType.AnnouncementThread;
  throw badRequest(
    `Maximum number of active ${announcement ? 'announcement ' : ''}threads reached (${ThreadLimits.activeMax}): archive some first`,
    announcement
      ? RESTJSONErrorCodes.MaximumActiveAnnouncementThreads
      : RESTJSONErrorCodes.MaximumActiveThreads,
  );
}

/**
 * Starts a thread as the service does, once every check has passed: the channel (age-restricted as its
 * parent is) with its owner as first member, THREAD_CREATE (`newly_created`) to the bots that can see it,
 * a THREAD_CREATE audit entry, and for a public thread of a text channel started without a message the
 * parent's THREAD_CREATED notice (see {@link postThreadCreatedNotice}).
 * @see {@link https://discord.com/developers/docs/topics/threads | Threads}
 */
export function startThread(context: EmulatorContext, input: ThreadStartInput): EmulatorChannel {
  const { guild, parent } = input;
  requireRoomForThread(guild, input.type);
  const now = new Date(context.clock.now()).toISOString();
  const thread: EmulatorChannel = {
    id: input.id,
    name: input.name,
    type: input.type,
    parentId: parent.id,
    nsfw: parent.nsfw,
    permissionOverwrites: [],
    position: 0,
    topic: null,
    rateLimitPerUser: input.rateLimitPerUser ?? 0,
    flags: 0,
    thread: fullThread(guild, input.id, {
      ownerId: input.ownerId,
      createTimestamp: now,
      archiveTimestamp: now,
      ...(input.autoArchiveDuration !== undefined ? { autoArchiveDuration: input.autoArchiveDuration } : {}),
      ...(input.invitable !== undefined ? { invitable: input.invitable } : {}),
      ...(input.appliedTags !== undefined ? { appliedTags: input.appliedTags } : {}),
      ...(input.starterMessageId !== undefined ? { starterMessageId: input.starterMessageId } : {}),
      members: [{ userId: input.ownerId, joinTimestamp: now, flags: 0 }],
    }),
  };
  guild.channels.push(thread);
  publishThreadCreate(context, guild, thread, true);
  if (input.starterMessageId === undefined && input.type === ChannelType.PublicThread)
    postThreadCreatedNotice(context, guild, parent, thread);
  recordAuditLogEntry(context, guild.id, {
    actionType: AuditLogEvent.ThreadCreate,
    userId: input.ownerId,
    targetId: thread.id,
    changes: [
      { key: 'name', new_value: thread.name },
      { key: 'type', new_value: thread.type },
      { key: 'archived', new_value: false },
      { key: 'locked', new_value: false },
      { key: 'auto_archive_duration', new_value: thread.thread!.autoArchiveDuration },
      { key: 'rate_limit_per_user', new_value: thread.rateLimitPerUser },
      { key: 'flags', new_value: 0 },
    ],
    reason: input.reason,
  });
  return thread;
}

/** Message type of the notice a new thread leaves in its parent channel (THREAD_CREATED). */
const threadCreatedType = 18;

/**
 * The THREAD_CREATED notice (type 18) in a text channel when a public thread is started there without a
 * message: by the thread's owner, the thread's name as its content, a message reference with the
 * thread's guild and channel ids (MESSAGE_CREATE in the parent). Forum posts and private threads leave
 * none.
 * @see {@link https://discord.com/developers/docs/topics/threads#new-message-types | New message types}
 */
function postThreadCreatedNotice(
  context: EmulatorContext,
  guild: EmulatorGuild,
  parent: EmulatorChannel,
  thread: EmulatorChannel,
): void {
  const author =
    parent.type === ChannelType.GuildText && apiUserOf(context.state.world, thread.thread!.ownerId);
  if (!author) return;
  context.state.messages.add(
    {
      ...baseMessage(context.nextId(), parent.id, author, context.clock.now()),
      type: threadCreatedType,
      content: thread.name,
      guild_id: guild.id,
      message_reference: { channel_id: thread.id, guild_id: guild.id },
    },
    null,
  );
}
