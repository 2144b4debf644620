import {
  AuditLogEvent,
  ChannelType,
  MessageFlags,
  MessageType,
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
 * a THREAD_CREATE audit entry; a thread started from a message opens with its THREAD_STARTER_MESSAGE (see
 * {@link postStarterMessage}), and a public thread of a text channel started without one leaves the
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
  if (input.starterMessageId !== undefined) postStarterMessage(context, guild, parent, thread);
  else if (input.type === ChannelType.PublicThread) postThreadCreatedNotice(context, guild, parent, thread);
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
      type: MessageType.ThreadCreated,
      content: thread.name,
      guild_id: guild.id,
      message_reference: { channel_id: thread.id, guild_id: guild.id },
    },
    null,
  );
}

/**
 * The starter message of a thread started from a message marked HAS_THREAD (MESSAGE_UPDATE), then the
 * THREAD_STARTER_MESSAGE (type 21) that opens the thread: the first message of
 * the thread, by the starter message's author, with no content, embeds or attachments, only a message
 * reference to the starter message in the parent channel (read back, it carries that message as
 * `referenced_message`). MESSAGE_CREATE in the thread; it is not one of the thread's `message_count`.
 * @see {@link https://discord.com/developers/docs/resources/message#message-reference-content-attribution-thread-starter-messages | Thread starter messages}
 */
function postStarterMessage(
  context: EmulatorContext,
  guild: EmulatorGuild,
  parent: EmulatorChannel,
  thread: EmulatorChannel,
): void {
  const starterId = thread.thread!.starterMessageId ?? thread.id;
  const starter = context.state.messages.get(starterId);
  if (starter) {
    // The starter message now shows its thread (HAS_THREAD): an edit to those who see it.
    starter.flags = (starter.flags ?? 0) | MessageFlags.HasThread;
    context.state.messages.changed(starter);
  }
  const author = starter?.author ?? apiUserOf(context.state.world, thread.thread!.ownerId);
  if (!author) return;
  context.state.messages.add(
    {
      ...baseMessage(context.nextId(), thread.id, author, context.clock.now()),
      type: MessageType.ThreadStarterMessage,
      guild_id: guild.id,
      message_reference: { type: 0, message_id: starterId, channel_id: parent.id, guild_id: guild.id },
    },
    null,
  );
}
