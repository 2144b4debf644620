import { type APIMessage, MessageType } from '@slashkit/api';
import type { CheckedMessageSearchQuery, SearchFilterValue } from '@slashkit/api/validation';

// What Search Guild Messages filters on, read from the message as the searching bot reads it (so a bot
// without the MESSAGE_CONTENT intent finds by content only what it may read). Each list filter matches
// any of its values; a negated value (`-bot`) excludes what it names; every filter given must hold.

const urls = /https?:\/\/[^\s<>()]+/gi;
const words = /[\p{L}\p{N}]+/gu;

/** The lowercase words of a text, in order: what `content` is matched against. */
export function searchTokens(text: string): string[] {
  return text.toLowerCase().match(words) ?? [];
}

/** The hostnames of the links in a message's content. */
function linkHostnames(content: string): string[] {
  const hosts: string[] = [];
  for (const link of content.match(urls) ?? []) {
    if (URL.canParse(link)) hosts.push(new URL(link).hostname);
  }
  return hosts;
}

function authorIs(message: APIMessage, type: string): boolean {
  if (type === 'webhook') return message.webhook_id !== undefined;
  const bot = message.author.bot === true && message.webhook_id === undefined;
  return type === 'bot' ? bot : !bot && message.webhook_id === undefined;
}

function contentTypes(message: APIMessage): string[] {
  return message.attachments.map((a) => a.content_type ?? '');
}

function has(message: APIMessage, type: string): boolean {
  switch (type) {
    case 'file':
      return message.attachments.length > 0;
    case 'image':
      return (
        contentTypes(message).some((t) => t.startsWith('image/')) ||
        message.embeds.some((e) => e.image !== undefined || e.type === 'image')
      );
    case 'video':
      return (
        contentTypes(message).some((t) => t.startsWith('video/')) ||
        message.embeds.some((e) => e.video !== undefined || e.type === 'video' || e.type === 'gifv')
      );
    case 'sound':
      return contentTypes(message).some((t) => t.startsWith('audio/'));
    case 'sticker':
      return (message.sticker_items?.length ?? 0) > 0;
    case 'embed':
      return message.embeds.length > 0;
    case 'link':
      return linkHostnames(message.content).length > 0;
    case 'poll':
      return message.poll !== undefined;
    default:
      return (message.message_snapshots?.length ?? 0) > 0;
  }
}

// The embed types each search embed type stands for (no embed type is a sound: `sound` finds none).
const embedTypes: Readonly<Record<string, string>> = {
  image: 'image',
  video: 'video',
  gif: 'gifv',
  sound: 'sound',
  article: 'article',
};

/** Any of the positive values holds, and none of the negated ones. */
function negatable(
  values: readonly SearchFilterValue<string>[] | undefined,
  holds: (value: string) => boolean,
): boolean {
  if (!values) return true;
  const positive = values.filter((v) => !v.negated);
  if (positive.length > 0 && !positive.some((v) => holds(v.value))) return false;
  return !values.some((v) => v.negated && holds(v.value));
}

function anyOf<T>(wanted: readonly T[] | undefined, have: readonly T[]): boolean {
  return !wanted || wanted.some((value) => have.includes(value));
}

/**
 * Whether the words of `query` appear in `tokens` in order, at most `slop` words apart: the number of
 * times they do (0: no match), which is what relevance sorts by.
 */
export function contentMatches(tokens: readonly string[], query: readonly string[], slop: number): number {
  if (query.length === 0) return 1;
  let matches = 0;
  for (let start = 0; start < tokens.length; start++) {
    if (tokens[start] !== query[0]) continue;
    let at = start;
    let ok = true;
    for (let q = 1; q < query.length && ok; q++) {
      let next = -1;
      for (let i = at + 1; i < tokens.length && i <= at + 1 + slop; i++) {
        if (tokens[i] === query[q]) {
          next = i;
          break;
        }
      }
      if (next < 0) ok = false;
      else at = next;
    }
    if (ok) matches++;
  }
  return matches;
}

/**
 * Whether a message (as the bot reads it) passes every filter of the query but `content` and the
 * channels, which the search applies itself.
 */
export function passesFilters(message: APIMessage, query: CheckedMessageSearchQuery): boolean {
  const id = BigInt(message.id);
  if (query.minId !== undefined && id <= BigInt(query.minId)) return false;
  if (query.maxId !== undefined && id >= BigInt(query.maxId)) return false;
  if (!negatable(query.authorTypes, (type) => authorIs(message, type))) return false;
  if (!anyOf(query.authorIds, [message.author.id])) return false;
  if (
    !anyOf(
      query.mentions,
      message.mentions.map((u) => u.id),
    )
  )
    return false;
  if (!anyOf(query.mentionRoleIds, message.mention_roles)) return false;
  if (query.mentionEveryone !== undefined && message.mention_everyone !== query.mentionEveryone) return false;
  const reply = message.type === MessageType.Reply;
  if (
    query.repliedToMessageIds &&
    !(reply && anyOf(query.repliedToMessageIds, [message.message_reference?.message_id]))
  )
    return false;
  if (
    query.repliedToUserIds &&
    !(reply && anyOf(query.repliedToUserIds, [message.referenced_message?.author.id]))
  )
    return false;
  if (query.pinned !== undefined && message.pinned !== query.pinned) return false;
  if (!negatable(query.has, (type) => has(message, type))) return false;
  if (
    !anyOf(
      query.embedTypes?.map((t) => embedTypes[t]),
      message.embeds.map((e) => e.type),
    )
  )
    return false;
  if (
    !anyOf(
      query.embedProviders,
      message.embeds.map((e) => e.provider?.name),
    )
  )
    return false;
  if (
    !anyOf(
      query.linkHostnames?.map((h) => h.toLowerCase()),
      linkHostnames(message.content),
    )
  )
    return false;
  const names = message.attachments.map((a) => a.filename.toLowerCase());
  if (
    !anyOf(
      query.attachmentFilenames?.map((n) => n.toLowerCase()),
      names,
    )
  )
    return false;
  const extensions = names.map((n) => (n.includes('.') ? n.slice(n.lastIndexOf('.') + 1) : ''));
  return anyOf(
    query.attachmentExtensions?.map((e) => e.toLowerCase()),
    extensions,
  );
}
