import {
  AttachmentLimits,
  ChannelType,
  Endpoints,
  FieldErrorCodes,
  PermissionFlags,
  RESTJSONErrorCodes,
  ThreadChannelFlags,
} from '@slashkit/api';
import { validateChannelMessageBody, validateThreadBody } from '@slashkit/api/validation';
import { requirePermission } from '../access/bot-channel.js';
import { channelPermissions } from '../access/channel-permissions.js';
import { createChannelMessage } from '../channels/channel-messages.js';
import { auditLogReason } from '../http/audit-log-reason.js';
import { badRequest, forbidden, invalidForm } from '../http/http-error.js';
import { jsonResponse } from '../http/json-response.js';
import { readJsonBody } from '../http/read-json-body.js';
import { readMessageBody } from '../http/read-message-body.js';
import type { Router } from '../http/router.js';
import { type EndpointContext, serve } from '../http/serve.js';
import { validated } from '../http/validated.js';
import { withFileEntries } from '../messages/message-upload.js';
import { readableMessage } from '../messages/readable-messages.js';
import { toChannelMessage } from '../messages/to-channel-message.js';
import { wireView } from '../messages/wire-view.js';
import { startThread } from '../threads/start-thread.js';
import { threadMember } from '../threads/thread-membership.js';
import { threadWire, toApiThreadMember } from '../threads/thread-wire.js';
import type { EmulatorChannel } from '../world/world.js';
import {
  type BotGuildPlace,
  botGuildPlace,
  messageThreadParents,
  postParents,
  requireParentType,
} from './thread-place.js';

// A post's first message takes files of up to the service's default size, as a channel message does.
const uploadLimits = Object.freeze({ maxFileBytes: AttachmentLimits.defaultSizeLimit });

/** A new thread as its start answers it: with the bot's thread member. */
function startedAnswer(ctx: EndpointContext<never>, place: BotGuildPlace, thread: EmulatorChannel) {
  const own = threadMember(place.guild, thread, place.application.bot.id);
  return {
    ...threadWire(ctx.emulator, place.guild, thread),
    ...(own ? { member: toApiThreadMember(ctx.emulator, place.guild, thread.id, own) } : {}),
  };
}

/**
 * The routes that start threads: `POST /channels/{id}/messages/{id}/threads` (a public or announcement
 * thread of a text or announcement channel, with the message's id; Create Public Threads; 160004 when
 * the message has one) and `POST /channels/{id}/threads` (without a message: `type` 10, 11 or 12 — 12 when
 * left out — taking Create Public or Create Private Threads; in a forum or media channel a post with its
 * first `message`, Send Messages, `applied_tags` of the channel's tags, 40067 when the channel requires
 * one). Each answers 201 with the thread and the bot's thread member.
 * @see {@link https://discord.com/developers/docs/resources/channel#start-thread-from-message | Start Thread from Message}
 */
export function registerStartRoutes(router: Router): void {
  router
    .add(
      serve(Endpoints.createThreadFromMessage, async (ctx) => {
        const place = botGuildPlace(ctx, ctx.params.channelId);
        requireParentType(
          place,
          messageThreadParents,
          'threads from messages start in text and announcement channels',
        );
        const body = validated(validateThreadBody(await readJsonBody(ctx.request), 'from-message'));
        requirePermission(place, PermissionFlags.CreatePublicThreads, 'Create Public Threads');
        const message = readableMessage(ctx.emulator, place, ctx.params.messageId);
        if (
          place.guild.channels.some((c) => c.id === message.id || c.thread?.starterMessageId === message.id)
        )
          throw badRequest(
            'A thread has already been created for this message: post in it, or start a thread from another message',
            RESTJSONErrorCodes.ThreadAlreadyCreatedForMessage,
          );
        const thread = startThread(ctx.emulator, {
          guild: place.guild,
          parent: place.channel,
          id: message.id,
          name: body.name,
          type:
            place.channel.type === ChannelType.GuildAnnouncement
              ? ChannelType.AnnouncementThread
              : ChannelType.PublicThread,
          ownerId: place.application.bot.id,
          ...(body.auto_archive_duration !== undefined
            ? { autoArchiveDuration: body.auto_archive_duration }
            : {}),
          ...(body.rate_limit_per_user !== undefined ? { rateLimitPerUser: body.rate_limit_per_user } : {}),
          starterMessageId: message.id,
          reason: auditLogReason(ctx.request),
        });
        return jsonResponse(201, startedAnswer(ctx as never, place, thread));
      }),
    )
    .add(
      serve(Endpoints.createThread, async (ctx) => {
        const place = botGuildPlace(ctx, ctx.params.channelId);
        if (postParents.includes(place.channel.type)) return startPost(ctx, place);
        requireParentType(
          place,
          messageThreadParents,
          'threads start in text, announcement, forum and media channels',
        );
        const body = validated(validateThreadBody(await readJsonBody(ctx.request), 'without-message'));
        const announcement = place.channel.type === ChannelType.GuildAnnouncement;
        // API v10 makes a private thread when `type` is left out.
        const type = body.type ?? ChannelType.PrivateThread;
        const fits = announcement
          ? type === ChannelType.AnnouncementThread || type === ChannelType.PublicThread
          : type !== ChannelType.AnnouncementThread;
        if (!fits)
          throw badRequest(
            `Cannot execute action on this channel type: a ${announcement ? 'announcement' : 'text'} channel takes no threads of type ${type}`,
            RESTJSONErrorCodes.CannotExecuteActionOnChannelType,
          );
        if (type === ChannelType.PrivateThread)
          requirePermission(place, PermissionFlags.CreatePrivateThreads, 'Create Private Threads');
        else requirePermission(place, PermissionFlags.CreatePublicThreads, 'Create Public Threads');
        const thread = startThread(ctx.emulator, {
          guild: place.guild,
          parent: place.channel,
          id: ctx.emulator.nextId(),
          name: body.name,
          type,
          ownerId: place.application.bot.id,
          ...(body.auto_archive_duration !== undefined
            ? { autoArchiveDuration: body.auto_archive_duration }
            : {}),
          ...(body.rate_limit_per_user !== undefined ? { rateLimitPerUser: body.rate_limit_per_user } : {}),
          ...(body.invitable !== undefined ? { invitable: body.invitable } : {}),
          reason: auditLogReason(ctx.request),
        });
        return jsonResponse(201, startedAnswer(ctx as never, place, thread));
      }),
    );
}

/**
 * A post of a forum or media channel: every check first (the thread body, its tags, its first message's
 * body, files and poll), then the thread, then its first message (with the post's id).
 */
async function startPost(
  ctx: EndpointContext<typeof Endpoints.createThread>,
  place: BotGuildPlace,
): Promise<Response> {
  requirePermission(place, PermissionFlags.SendMessages, 'Send Messages to start a post');
  const { body: raw, files } = await readMessageBody(ctx.request, uploadLimits);
  const body = validated(validateThreadBody(raw, 'post'));
  const tags = body.applied_tags ?? [];
  const available = place.channel.availableTags ?? [];
  const unknown = tags.flatMap((id, index) =>
    available.some((t) => t.id === id)
      ? []
      : [
          {
            path: ['applied_tags', index],
            code: FieldErrorCodes.InvalidValue,
            message: `Tag ${id} is not a tag of #${place.channel.name}`,
          },
        ],
  );
  if (unknown.length > 0) throw invalidForm(unknown);
  const moderated = available.filter((t) => t.moderated && tags.includes(t.id));
  if (moderated.length > 0 && (place.permissions & PermissionFlags.ManageThreads) === 0n)
    throw forbidden(
      RESTJSONErrorCodes.MissingPermissions,
      `Missing Permissions: the tag "${moderated[0]!.name}" is moderated; applying it needs Manage Threads`,
    );
  if ((place.channel.flags & ThreadChannelFlags.RequireTag) !== 0 && tags.length === 0)
    throw badRequest(
      `A tag is required to create a forum post in #${place.channel.name}: send applied_tags`,
      RESTJSONErrorCodes.ForumPostTagRequired,
    );
  const upload = { origin: ctx.url.origin, files };
  const first = validateChannelMessageBody(withFileEntries(body.message, upload), { mode: 'create' });
  if (!first.success)
    throw invalidForm(
      first.errors.map((e) => (e.path.length === 0 ? e : { ...e, path: ['message', ...e.path] })),
    );
  if (files.length > 0) requirePermission(place, PermissionFlags.AttachFiles, 'Attach Files to send files');
  if (first.data.poll) requirePermission(place, PermissionFlags.SendPolls, 'Send Polls to send a poll');
  const id = ctx.emulator.nextId();
  const thread = startThread(ctx.emulator, {
    guild: place.guild,
    parent: place.channel,
    id,
    name: body.name,
    type: ChannelType.PublicThread,
    ownerId: place.application.bot.id,
    ...(body.auto_archive_duration !== undefined ? { autoArchiveDuration: body.auto_archive_duration } : {}),
    ...(body.rate_limit_per_user !== undefined ? { rateLimitPerUser: body.rate_limit_per_user } : {}),
    appliedTags: tags,
    reason: auditLogReason(ctx.request),
  });
  // Send Messages in the forum is what a post's first message takes (not Send Messages in Threads).
  const permissions =
    channelPermissions(
      place.guild,
      thread,
      place.member.roles,
      place.application.bot.id,
      ctx.emulator.clock.now(),
    ) | PermissionFlags.SendMessagesInThreads;
  const message = createChannelMessage(
    ctx.emulator,
    place.application,
    { kind: 'guild', guild: place.guild, channel: thread, permissions },
    body.message,
    upload,
    id,
  );
  const view = wireView(ctx.emulator.state, place.application.bot.id);
  return jsonResponse(201, {
    ...startedAnswer(ctx as never, place, thread),
    message: toChannelMessage(message, ctx.emulator.state.messages, view),
  });
}
