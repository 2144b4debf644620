import {
  ChannelType,
  MessageLimits,
  PermissionFlags,
  RESTJSONErrorCodes,
  ThreadChannelTypes,
  ThreadLimits,
} from '@slashkit/api';
import { type UserChannel, userChannel } from '../access/user-channel.js';
import { userLacks, userRefusalResponse } from '../access/user-refusal.js';
import { AdminFields } from '../http/admin-fields.js';
import { badRequest, throwIfInvalid } from '../http/http-error.js';
import { jsonResponse } from '../http/json-response.js';
import { localRoute } from '../http/local-route.js';
import { QueryValues } from '../http/query-values.js';
import { readJsonBody } from '../http/read-json-body.js';
import type { Router } from '../http/router.js';
import { userMessage } from '../messages/message-factory.js';
import type { EmulatorContext } from '../runtime/emulator-context.js';
import { startThread } from '../threads/start-thread.js';
import { addThreadMember, removeThreadMember, requireActiveThread } from '../threads/thread-membership.js';
import { threadMessagePosted } from '../threads/thread-posting.js';
import { threadWire } from '../threads/thread-wire.js';
import type { EmulatorChannel } from '../world/world.js';
import { messageThreadParents, postParents } from './thread-place.js';
import { userAddsMember, userRemovesMember } from './user-thread-invites.js';

const example =
  '{ "userId": "…", "name": "ticket", "type": 11 } (or "messageId", or a forum post\'s "content")';
const known: readonly string[] = ['userId', 'name', 'type', 'messageId', 'content', 'appliedTags'];
type GuildPlace = Extract<UserChannel, { kind: 'guild' }>;

/**
 * The admin routes through which a user of the world lives threads as the client lets them: `POST
 * /_emulator/channels/:channelId/threads` `{ userId, name, type? | messageId? | content?, appliedTags? }`
 * starts a thread (from their channel's message with `messageId`, a forum or media post with its first
 * message's `content` and tags, else of `type` 11 (default) or 12; 10 in an announcement channel), judged
 * on the user's permissions as the bot's routes judge a bot; `PUT` and `DELETE
 * /_emulator/channels/:threadId/thread-members/:userId` make them join and leave, and with `?by=<userId>`
 * make that user add or remove them (a member or an app's bot: see {@link userAddsMember}). Each tells the gateway
 * as the service does; posting in a thread is `POST /_emulator/messages` with the thread's id.
 */
export function registerUserThreadRoutes(router: Router): void {
  router
    .add(
      localRoute({
        method: 'POST',
        path: '/_emulator/channels/:channelId/threads',
        handler: async ({ request, emulator, params }) => {
          const fields = new AdminFields(await readJsonBody(request), known, example);
          const userId = fields.snowflake('userId', 'the user who starts the thread');
          const name = fields.string('name', 1, ThreadLimits.nameMaxLength);
          const place = userChannel(emulator, userId, params.channelId);
          if ('reason' in place) return userRefusalResponse(place);
          if (place.kind === 'dm')
            throw badRequest('a DM has no threads', RESTJSONErrorCodes.CannotExecuteActionOnChannelType);
          return userStart(emulator, place, fields, name);
        },
      }),
    )
    .add(
      localRoute({
        method: 'PUT',
        path: '/_emulator/channels/:threadId/thread-members/:userId',
        handler: ({ url, emulator, params }) => {
          const by = actorOf(url);
          if (by !== undefined && by !== params.userId) {
            const actor = userThread(emulator, by, params.threadId);
            if ('reason' in actor) return userRefusalResponse(actor);
            return userAddsMember(emulator, actor, params.userId);
          }
          const place = userThread(emulator, params.userId, params.threadId);
          if ('reason' in place) return userRefusalResponse(place);
          requireActiveThread(place.guild, place.channel, 'joining it');
          addThreadMember(emulator, place.guild, place.channel, params.userId);
          return jsonResponse(204);
        },
      }),
    )
    .add(
      localRoute({
        method: 'DELETE',
        path: '/_emulator/channels/:threadId/thread-members/:userId',
        handler: ({ url, emulator, params }) => {
          const by = actorOf(url);
          if (by !== undefined && by !== params.userId) {
            const actor = userThread(emulator, by, params.threadId);
            if ('reason' in actor) return userRefusalResponse(actor);
            return userRemovesMember(emulator, actor, params.userId);
          }
          const place = userThread(emulator, params.userId, params.threadId);
          if ('reason' in place) return userRefusalResponse(place);
          requireActiveThread(place.guild, place.channel, 'leaving it');
          removeThreadMember(emulator, place.guild, place.channel, params.userId);
          return jsonResponse(204);
        },
      }),
    );
}

/** The user who adds or removes someone else (`?by=`), if one is named; 400/50035 for a bad id. */
function actorOf(url: URL): string | undefined {
  const query = new QueryValues(url);
  const by = query.snowflake('by');
  throwIfInvalid(query.errors);
  return by;
}

/** A thread as the user reaches it (a refusal for one they cannot see, or a channel that is no thread). */
function userThread(emulator: EmulatorContext, userId: string, threadId: string) {
  const place = userChannel(emulator, userId, threadId);
  if ('reason' in place) return place;
  if (place.kind === 'dm' || !ThreadChannelTypes.includes(place.channel.type))
    throw badRequest(`${threadId} is not a thread`, RESTJSONErrorCodes.CannotExecuteActionOnChannelType);
  return place;
}

function userStart(
  emulator: EmulatorContext,
  place: GuildPlace,
  fields: AdminFields,
  name: string,
): Response {
  const { guild, channel, user } = place;
  const base = { guild, parent: channel, name, ownerId: user.id, reason: null };
  if (postParents.includes(channel.type)) {
    const refusal = userLacks(place, PermissionFlags.SendMessages, 'Send Messages to start a post');
    if (refusal) return userRefusalResponse(refusal);
    const content = fields.string('content', 1, MessageLimits.contentMaxLength);
    const tags = fields.has('appliedTags') ? (fields.raw('appliedTags') as unknown[]) : [];
    const available = channel.availableTags ?? [];
    if (
      !Array.isArray(tags) ||
      tags.length > ThreadLimits.appliedTagsMax ||
      tags.some((t) => !available.some((a) => a.id === t))
    )
      throw badRequest(`appliedTags: at most ${ThreadLimits.appliedTagsMax} ids of #${channel.name}'s tags`);
    // A moderated tag is applied by those who manage threads only (as the bot's route judges a bot).
    const moderated = available.find((a) => a.moderated && tags.includes(a.id));
    if (moderated) {
      const lacks = userLacks(
        place,
        PermissionFlags.ManageThreads,
        `Manage Threads to apply "${moderated.name}"`,
      );
      if (lacks) return userRefusalResponse(lacks);
    }
    const id = emulator.nextId();
    const thread = startThread(emulator, {
      ...base,
      id,
      type: ChannelType.PublicThread,
      appliedTags: tags as string[],
    });
    const first = {
      ...userMessage(emulator, { guildId: guild.id, channelId: thread.id, authorId: user.id, content }),
      id,
    };
    emulator.state.messages.add(first, null);
    threadMessagePosted(emulator, guild, thread, user.id);
    return jsonResponse(201, threadWire(emulator, guild, thread));
  }
  if (!messageThreadParents.includes(channel.type))
    throw badRequest(
      `threads start in text, announcement, forum and media channels, not #${channel.name}`,
      RESTJSONErrorCodes.CannotExecuteActionOnChannelType,
    );
  if (fields.has('messageId')) {
    const messageId = fields.snowflake('messageId', 'the message the thread starts from');
    const message = emulator.state.messages.get(messageId);
    if (!message || message.channel_id !== channel.id)
      return userRefusalResponse({
        status: 404,
        reason: 'UNKNOWN_MESSAGE',
        message: `no message ${messageId} in #${channel.name}`,
      });
    const refusal = userLacks(place, PermissionFlags.CreatePublicThreads, 'Create Public Threads');
    if (refusal) return userRefusalResponse(refusal);
    if (guild.channels.some((c) => c.id === messageId))
      throw badRequest(
        'A thread has already been created for this message',
        RESTJSONErrorCodes.ThreadAlreadyCreatedForMessage,
      );
    const announcement = channel.type === ChannelType.GuildAnnouncement;
    const thread = startThread(emulator, {
      ...base,
      id: messageId,
      type: announcement ? ChannelType.AnnouncementThread : ChannelType.PublicThread,
      starterMessageId: messageId,
    });
    return jsonResponse(201, threadWire(emulator, guild, thread));
  }
  const announcement = channel.type === ChannelType.GuildAnnouncement;
  const type = fields.has('type')
    ? fields.raw('type')
    : announcement
      ? ChannelType.AnnouncementThread
      : ChannelType.PublicThread;
  const allowed: readonly ChannelType[] = announcement
    ? [ChannelType.AnnouncementThread, ChannelType.PublicThread]
    : [ChannelType.PublicThread, ChannelType.PrivateThread];
  if (!allowed.includes(type as ChannelType))
    throw badRequest(
      `type: one of ${allowed.join(', ')} in #${channel.name}`,
      RESTJSONErrorCodes.CannotExecuteActionOnChannelType,
    );
  const privateThread = type === ChannelType.PrivateThread;
  const refusal = userLacks(
    place,
    privateThread ? PermissionFlags.CreatePrivateThreads : PermissionFlags.CreatePublicThreads,
    privateThread ? 'Create Private Threads' : 'Create Public Threads',
  );
  if (refusal) return userRefusalResponse(refusal);
  const thread: EmulatorChannel = startThread(emulator, {
    ...base,
    id: emulator.nextId(),
    type: type as ChannelType,
  });
  return jsonResponse(201, threadWire(emulator, guild, thread));
}
