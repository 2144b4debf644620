import {
  ChannelType,
  compareSnowflakes,
  Endpoints,
  PermissionFlags,
  RESTJSONErrorCodes,
  ThreadLimits,
} from '@slashkit/api';
import { requirePermission } from '../access/bot-channel.js';
import { forbidden, notFound, throwIfInvalid } from '../http/http-error.js';
import { jsonResponse } from '../http/json-response.js';
import { QueryValues } from '../http/query-values.js';
import type { Router } from '../http/router.js';
import { type EndpointContext, serve } from '../http/serve.js';
import {
  addThreadMember,
  removeThreadMember,
  requireActiveThread,
  threadMember,
} from '../threads/thread-membership.js';
import { toApiThreadMember } from '../threads/thread-wire.js';
import { guildMembers } from '../world/bot-member.js';
import { threadOf } from '../world/thread-facts.js';
import { type BotGuildPlace, botThreadPlace } from './thread-place.js';

const unknownMember = (userId: string) =>
  notFound(RESTJSONErrorCodes.UnknownMember, `Unknown Member: ${userId} is not a member of this thread`);

/** Whether the bot may manage the thread's members: Manage Threads, or owning a private thread. */
function managesMembers(place: BotGuildPlace): boolean {
  if ((place.permissions & PermissionFlags.ManageThreads) !== 0n) return true;
  return (
    place.channel.type === ChannelType.PrivateThread &&
    threadOf(place.guild, place.channel).ownerId === place.application.bot.id
  );
}

/** The bot joins the thread (an archived one takes no member: 50083). */
function join(
  ctx: EndpointContext<typeof Endpoints.joinThread | typeof Endpoints.joinThreadByPost>,
): Response {
  const place = botThreadPlace(ctx, ctx.params.channelId);
  requireActiveThread(place.guild, place.channel, 'joining it');
  addThreadMember(ctx.emulator, place.guild, place.channel, place.application.bot.id);
  return jsonResponse(204);
}

/**
 * The members of a thread: the bot joins (`PUT …/thread-members/@me`, or `POST` as the service still
 * takes it) and leaves (`DELETE`), adds a
 * member of the guild (`PUT …/{user_id}`: Send Messages in Threads; in a private thread that is not
 * invitable, Manage Threads or owning it; 10007 for one who is not a guild member) and removes one (Manage
 * Threads, or owning a private thread); an archived thread takes none of these (50083). `GET
 * …/thread-members/{user_id}` and the list (by user id, `after`, `limit` 1-100) answer thread members,
 * with their guild member when `with_member=true`. Changes are THREAD_MEMBERS_UPDATE (GUILD_MEMBERS).
 * @see {@link https://discord.com/developers/docs/resources/channel#join-thread | Join Thread}
 */
export function registerMemberRoutes(router: Router): void {
  router
    .add(serve(Endpoints.joinThread, join))
    // The older method, which the service still takes (discord.py 2.x joins with it).
    .add(serve(Endpoints.joinThreadByPost, join))
    .add(
      serve(Endpoints.leaveThread, (ctx) => {
        const place = botThreadPlace(ctx, ctx.params.channelId);
        requireActiveThread(place.guild, place.channel, 'leaving it');
        removeThreadMember(ctx.emulator, place.guild, place.channel, place.application.bot.id);
        return jsonResponse(204);
      }),
    )
    .add(
      serve(Endpoints.addThreadMember, (ctx) => {
        const place = botThreadPlace(ctx, ctx.params.channelId);
        requireActiveThread(place.guild, place.channel, 'adding members');
        requirePermission(
          place,
          PermissionFlags.SendMessagesInThreads,
          'Send Messages in Threads to add members',
        );
        const thread = threadOf(place.guild, place.channel);
        if (place.channel.type === ChannelType.PrivateThread && !thread.invitable && !managesMembers(place))
          throw forbidden(
            RESTJSONErrorCodes.MissingPermissions,
            'Missing Permissions: this private thread is not invitable; adding members needs Manage Threads',
          );
        const userId = ctx.params.userId;
        if (!guildMembers(ctx.emulator.state.world, place.guild).some((m) => m.userId === userId))
          throw notFound(
            RESTJSONErrorCodes.UnknownMember,
            `Unknown Member: ${userId} is not a member of the guild`,
          );
        addThreadMember(ctx.emulator, place.guild, place.channel, userId);
        return jsonResponse(204);
      }),
    )
    .add(
      serve(Endpoints.deleteThreadMember, (ctx) => {
        const place = botThreadPlace(ctx, ctx.params.channelId);
        requireActiveThread(place.guild, place.channel, 'removing members');
        if (!managesMembers(place))
          throw forbidden(
            RESTJSONErrorCodes.MissingPermissions,
            'Missing Permissions: removing a thread member needs Manage Threads (or owning the private thread)',
          );
        if (!removeThreadMember(ctx.emulator, place.guild, place.channel, ctx.params.userId))
          throw unknownMember(ctx.params.userId);
        return jsonResponse(204);
      }),
    )
    .add(
      serve(Endpoints.getThreadMember, (ctx) => {
        const place = botThreadPlace(ctx, ctx.params.channelId);
        const query = new QueryValues(ctx.url);
        const withMember = query.boolean('with_member');
        throwIfInvalid(query.errors);
        const member = threadMember(place.guild, place.channel, ctx.params.userId);
        if (!member) throw unknownMember(ctx.params.userId);
        return jsonResponse(
          200,
          toApiThreadMember(ctx.emulator, place.guild, place.channel.id, member, withMember),
        );
      }),
    )
    .add(
      serve(Endpoints.listThreadMembers, (ctx) => {
        const place = botThreadPlace(ctx, ctx.params.channelId);
        const query = new QueryValues(ctx.url);
        const withMember = query.boolean('with_member');
        const after = query.snowflake('after');
        const limit = query.integer('limit', ThreadLimits.membersPageDefault, 1, ThreadLimits.membersPageMax);
        throwIfInvalid(query.errors);
        const members = threadOf(place.guild, place.channel)
          .members.filter((m) => after === undefined || compareSnowflakes(m.userId, after) > 0)
          .sort((a, b) => compareSnowflakes(a.userId, b.userId))
          .slice(0, limit);
        return jsonResponse(
          200,
          members.map((m) => toApiThreadMember(ctx.emulator, place.guild, place.channel.id, m, withMember)),
        );
      }),
    );
}
