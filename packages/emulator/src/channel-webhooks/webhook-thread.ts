import { ChannelType, RESTJSONErrorCodes, ThreadChannelTypes } from '@slashkit/api';
import { worldEvent } from '../events/world-event.js';
import { badRequest, notFound } from '../http/http-error.js';
import type { EmulatorContext } from '../runtime/emulator-context.js';
import { toApiChannel } from '../world/to-api-channel.js';
import type { EmulatorChannel } from '../world/world.js';
import type { WebhookPlace } from './webhook-place.js';

/** Whether a channel takes posts (threads) rather than messages: a forum or a media channel. */
export function isPostChannel(channel: EmulatorChannel): boolean {
  return channel.type === ChannelType.GuildForum || channel.type === ChannelType.GuildMedia;
}

/**
 * The thread of the webhook's channel that `threadId` names (`?thread_id=`): 404/10003 unless it is a
 * thread whose parent is the webhook's channel.
 */
export function webhookThread(place: WebhookPlace, threadId: string): EmulatorChannel {
  const thread = place.guild.channels.find((c) => c.id === threadId);
  if (!thread || !ThreadChannelTypes.includes(thread.type) || thread.parentId !== place.channel.id)
    throw notFound(
      RESTJSONErrorCodes.UnknownChannel,
      `Unknown Channel: ${threadId} is not a thread of the webhook's channel #${place.channel.name}`,
    );
  return thread;
}

/** Where an execution posts: a channel or thread that exists, or a new post (thread) of a forum, by its title. */
export type ExecutionTarget = { channel: EmulatorChannel } | { post: string };

/**
 * Where an execution posts, as the service decides it: the thread `threadId` names; in a forum or media
 * channel a new post titled `threadName`, which must be given there (220001) and not with `threadId`
 * (220002); `threadName` elsewhere is 220003. Nothing is created yet (see {@link startPost}).
 * @see {@link https://discord.com/developers/docs/resources/webhook#execute-webhook | Execute Webhook}
 */
export function executionTarget(
  place: WebhookPlace,
  threadId: string | undefined,
  threadName: string | undefined,
): ExecutionTarget {
  const named = threadName !== undefined && threadName !== '';
  if (threadId !== undefined && named)
    throw badRequest(
      'Webhooks posted to forum channels cannot have both a thread_name and thread_id: send one of them',
      RESTJSONErrorCodes.WebhookForumThreadNameAndId,
    );
  if (threadId !== undefined) return { channel: webhookThread(place, threadId) };
  if (!isPostChannel(place.channel)) {
    if (named)
      throw badRequest(
        'Webhooks can only create threads in forum channels: leave out thread_name, or move the webhook to a forum',
        RESTJSONErrorCodes.WebhookThreadsOnlyInForums,
      );
    return { channel: place.channel };
  }
  if (!named)
    throw badRequest(
      'Webhooks posted to forum channels must have a thread_name or thread_id: name the new post, or post in one with ?thread_id=',
      RESTJSONErrorCodes.WebhookForumNeedsThread,
    );
  return { post: threadName };
}

/**
 * Starts a post (a public thread) of the webhook's forum or media channel, titled `name`, with the id of
 * its first message (as the service numbers a post), and publishes THREAD_CREATE.
 */
export function startPost(
  context: EmulatorContext,
  place: WebhookPlace,
  name: string,
  id: string,
): EmulatorChannel {
  const thread: EmulatorChannel = {
    id,
    name,
    type: ChannelType.PublicThread,
    parentId: place.channel.id,
    nsfw: place.channel.nsfw,
    permissionOverwrites: [],
    position: 0,
    topic: null,
    rateLimitPerUser: 0,
    flags: 0,
  };
  place.guild.channels.push(thread);
  const wire = toApiChannel(place.guild, thread, { lastMessageId: null, messageCount: 0 });
  context.events.publish(
    worldEvent(
      'THREAD_CREATE',
      { guildId: place.guild.id, channelId: thread.id },
      { ...wire, newly_created: true },
    ),
  );
  return thread;
}
