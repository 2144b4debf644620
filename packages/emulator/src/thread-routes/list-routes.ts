import {
  type APIThreadMember,
  ChannelType,
  compareSnowflakes,
  Endpoints,
  PermissionFlags,
  type RESTGetAPIChannelThreadsResult,
  ThreadChannelTypes,
  ThreadLimits,
} from '@slashkit/api';
import { requirePermission } from '../access/bot-channel.js';
import { botGuild } from '../access/bot-guild.js';
import { channelPermissions } from '../access/channel-permissions.js';
import { throwIfInvalid } from '../http/http-error.js';
import { jsonResponse } from '../http/json-response.js';
import { QueryValues } from '../http/query-values.js';
import { requireBot } from '../http/require-bot.js';
import type { RouteContext, Router } from '../http/router.js';
import { serve } from '../http/serve.js';
import type { EmulatorContext } from '../runtime/emulator-context.js';
import { threadMember } from '../threads/thread-membership.js';
import { threadWire, toApiThreadMember } from '../threads/thread-wire.js';
import { threadOf } from '../world/thread-facts.js';
import type { EmulatorChannel, EmulatorGuild } from '../world/world.js';
import {
  type BotGuildPlace,
  botGuildPlace,
  messageThreadParents,
  postParents,
  requireParentType,
} from './thread-place.js';

/** The threads as a list answers them, with the bot's thread member of each it joined. */
function threadList(
  context: EmulatorContext,
  guild: EmulatorGuild,
  botId: string,
  threads: readonly EmulatorChannel[],
  hasMore: boolean,
): RESTGetAPIChannelThreadsResult {
  const members: APIThreadMember[] = [];
  for (const thread of threads) {
    const own = threadMember(guild, thread, botId);
    if (own) members.push(toApiThreadMember(context, guild, thread.id, own));
  }
  return { threads: threads.map((t) => threadWire(context, guild, t)), members, has_more: hasMore };
}

/** One page of archived threads: newest archive first (`before` a time), or newest id first (`before` an id). */
function archivedPage(
  ctx: RouteContext,
  place: BotGuildPlace,
  accepts: (thread: EmulatorChannel) => boolean,
  byId: boolean,
): RESTGetAPIChannelThreadsResult {
  const query = new QueryValues(ctx.url);
  const beforeId = byId ? query.snowflake('before') : undefined;
  const beforeTime = byId ? undefined : query.time('before');
  const limit = query.integer('limit', ThreadLimits.archivedPageDefault, 1, ThreadLimits.archivedPageMax);
  throwIfInvalid(query.errors);
  const { guild, channel } = place;
  const archived = guild.channels
    .filter((c) => ThreadChannelTypes.includes(c.type) && c.parentId === channel.id)
    .filter((c) => threadOf(guild, c).archived && accepts(c))
    .filter((c) =>
      byId
        ? beforeId === undefined || compareSnowflakes(c.id, beforeId) < 0
        : beforeTime === undefined || Date.parse(threadOf(guild, c).archiveTimestamp) < beforeTime,
    )
    .sort((a, b) =>
      byId
        ? compareSnowflakes(b.id, a.id)
        : Date.parse(threadOf(guild, b).archiveTimestamp) - Date.parse(threadOf(guild, a).archiveTimestamp),
    );
  const page = archived.slice(0, limit);
  return threadList(ctx.emulator, guild, place.application.bot.id, page, archived.length > limit);
}

const archiveParents: readonly ChannelType[] = [...messageThreadParents, ...postParents];
const threadsLiveIn = 'archived threads live in text, announcement, forum and media channels';

/**
 * The lists of threads: a guild's active threads the bot can see (`GET /guilds/{id}/threads/active`), and
 * a channel's archived ones — public (Read Message History), private (and Manage Threads), and the
 * private ones the bot joined (`/users/@me/threads/archived/private`, `before` a thread id) — newest
 * first, `before` and `limit` 1-100 (50), with `has_more`; each with the bot's thread members.
 * @see {@link https://discord.com/developers/docs/resources/channel#list-public-archived-threads | List Public Archived Threads}
 */
export function registerListRoutes(router: Router): void {
  router
    .add(
      serve(Endpoints.getActiveGuildThreads, (ctx) => {
        const application = requireBot(ctx);
        const { guild, member } = botGuild(ctx.emulator, application, ctx.params.guildId);
        const now = ctx.emulator.clock.now();
        const active = guild.channels.filter(
          (c) =>
            ThreadChannelTypes.includes(c.type) &&
            !threadOf(guild, c).archived &&
            (channelPermissions(guild, c, member.roles, application.bot.id, now) &
              PermissionFlags.ViewChannel) !==
              0n,
        );
        const { has_more: _, ...list } = threadList(ctx.emulator, guild, application.bot.id, active, false);
        // The document's answer names `has_more` too; the service sends it false here.
        return jsonResponse(200, { ...list, has_more: false });
      }),
    )
    .add(
      serve(Endpoints.listPublicArchivedThreads, (ctx) => {
        const place = botGuildPlace(ctx, ctx.params.channelId);
        requireParentType(place, archiveParents, threadsLiveIn);
        requirePermission(
          place,
          PermissionFlags.ReadMessageHistory,
          'Read Message History to list archived threads',
        );
        return jsonResponse(
          200,
          archivedPage(ctx, place, (t) => t.type !== ChannelType.PrivateThread, false),
        );
      }),
    )
    .add(
      serve(Endpoints.listPrivateArchivedThreads, (ctx) => {
        const place = botGuildPlace(ctx, ctx.params.channelId);
        requireParentType(
          place,
          messageThreadParents,
          'private threads live in text and announcement channels',
        );
        requirePermission(
          place,
          PermissionFlags.ReadMessageHistory,
          'Read Message History to list archived threads',
        );
        requirePermission(
          place,
          PermissionFlags.ManageThreads,
          'Manage Threads to list archived private threads',
        );
        return jsonResponse(
          200,
          archivedPage(ctx, place, (t) => t.type === ChannelType.PrivateThread, false),
        );
      }),
    )
    .add(
      serve(Endpoints.listMyPrivateArchivedThreads, (ctx) => {
        const place = botGuildPlace(ctx, ctx.params.channelId);
        requireParentType(
          place,
          messageThreadParents,
          'private threads live in text and announcement channels',
        );
        requirePermission(
          place,
          PermissionFlags.ReadMessageHistory,
          'Read Message History to list archived threads',
        );
        const botId = place.application.bot.id;
        return jsonResponse(
          200,
          archivedPage(
            ctx,
            place,
            (t) => t.type === ChannelType.PrivateThread && threadMember(place.guild, t, botId) !== undefined,
            true,
          ),
        );
      }),
    );
}
