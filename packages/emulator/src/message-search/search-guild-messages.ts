import {
  type APIMessage,
  type APIMessageSearchHit,
  type APIThreadChannel,
  type APIThreadMember,
  compareSnowflakes,
  PermissionFlags,
  type RESTGetAPIGuildMessagesSearchResult,
  ThreadChannelTypes,
} from '@slashkit/api';
import type { CheckedMessageSearchQuery } from '@slashkit/api/validation';
import type { BotChannel } from '../access/bot-channel.js';
import { channelPermissions } from '../access/channel-permissions.js';
import { botReadMessage } from '../messages/bot-read-message.js';
import { isReadable } from '../messages/readable-messages.js';
import type { EmulatorContext } from '../runtime/emulator-context.js';
import { threadMemberWire, threadWire } from '../threads/thread-wire.js';
import type { EmulatorApplication, EmulatorChannel, EmulatorGuild, EmulatorMember } from '../world/world.js';
import { contentMatches, passesFilters, searchTokens } from './search-filters.js';

const searchable = PermissionFlags.ViewChannel | PermissionFlags.ReadMessageHistory;
const isThread = (channel: EmulatorChannel): boolean => ThreadChannelTypes.includes(channel.type);

/** A match: the message as the bot reads it, and how often the content's words occur in it. */
interface Hit {
  message: APIMessage;
  relevance: number;
}

/**
 * Searches a guild's messages as `application`'s bot may read them: in the channels and threads where it
 * has View Channel and Read Message History (age-restricted ones only with `include_nsfw`), the ephemeral
 * ones left out, each read as the bot reads it (so without the MESSAGE_CONTENT intent only its own
 * messages and those mentioning it are found by `content`). Sorted by id (newest first unless `asc`) or by
 * relevance (the number of times the content's words occur, in order and at most `slop` words apart;
 * newest first among equals), then paged with `offset` and `limit`. The index is always up to date: the
 * emulator never answers 202.
 */
export function searchGuildMessages(
  emulator: EmulatorContext,
  application: EmulatorApplication,
  guild: EmulatorGuild,
  member: EmulatorMember,
  query: CheckedMessageSearchQuery,
): RESTGetAPIGuildMessagesSearchResult {
  const words = query.content === undefined ? [] : searchTokens(query.content);
  const hits: Hit[] = [];
  for (const target of searchableChannels(emulator, application, guild, member, query)) {
    for (const stored of emulator.state.messages.inChannel(target.channel.id)) {
      if (!isReadable(stored)) continue;
      const message = botReadMessage(emulator, application, target, stored);
      if (!passesFilters(message, query)) continue;
      const relevance =
        words.length === 0 ? 1 : contentMatches(searchTokens(message.content), words, query.slop);
      if (relevance > 0) hits.push({ message, relevance });
    }
  }
  const newest = (a: Hit, b: Hit) => compareSnowflakes(b.message.id, a.message.id);
  if (query.sortBy === 'relevance') hits.sort((a, b) => b.relevance - a.relevance || newest(a, b));
  else hits.sort(query.sortOrder === 'asc' ? (a, b) => -newest(a, b) : newest);
  const page = hits.slice(query.offset, query.offset + query.limit).map((hit) => asHit(hit.message));
  const threads: APIThreadChannel[] = [];
  const members: APIThreadMember[] = [];
  for (const channelId of new Set(page.map((m) => m.channel_id))) {
    const thread = guild.channels.find((c) => c.id === channelId && isThread(c));
    if (!thread) continue;
    threads.push(threadWire(emulator, guild, thread));
    const own = thread.thread?.members.find((m) => m.userId === application.bot.id);
    if (own) members.push(threadMemberWire(thread.id, own));
  }
  return {
    doing_deep_historical_index: false,
    total_results: hits.length,
    messages: page.map((message) => [message]),
    threads,
    members,
  };
}

/** The channels the search looks in, as the bot reaches them. */
function searchableChannels(
  emulator: EmulatorContext,
  application: EmulatorApplication,
  guild: EmulatorGuild,
  member: EmulatorMember,
  query: CheckedMessageSearchQuery,
): Extract<BotChannel, { kind: 'guild' }>[] {
  const now = emulator.clock.now();
  const nsfw = (id: string | null): boolean => guild.channels.find((c) => c.id === id)?.nsfw === true;
  return guild.channels.flatMap((channel) => {
    if (query.channelIds && !query.channelIds.includes(channel.id)) return [];
    if (!query.includeNsfw && (channel.nsfw || (isThread(channel) && nsfw(channel.parentId)))) return [];
    const permissions = channelPermissions(guild, channel, member.roles, application.bot.id, now);
    if ((permissions & searchable) !== searchable) return [];
    return [{ kind: 'guild' as const, guild, channel, permissions }];
  });
}

// A search result: the message without its reactions, marked as the hit (as the service marks it).
function asHit(message: APIMessage): APIMessageSearchHit {
  const { reactions: _reactions, ...rest } = message;
  return { ...rest, hit: true };
}
