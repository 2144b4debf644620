import { ChannelLimits, type Snowflake } from '@slashkit/api';
import { throwIfInvalid } from '../http/http-error.js';
import { QueryValues } from '../http/query-values.js';
import { firstAtOrAfter } from '../state/message-store.js';

/** Which messages of a channel a page holds: before, after or around a message id, at most `limit`. */
export interface MessagePageQuery {
  anchor: { kind: 'before' | 'after' | 'around'; id: Snowflake } | null;
  limit: number;
}

/**
 * Reads `limit`, `before`, `after` and `around` of `GET /channels/{id}/messages` (400/50035 with the
 * parameter's path when one is malformed). When several anchors are given, `around`, then `before`, then
 * `after` is used, as the service does.
 */
export function readMessagePageQuery(url: URL): MessagePageQuery {
  const query = new QueryValues(url);
  const limit = query.integer('limit', ChannelLimits.messagesPageDefault, 1, ChannelLimits.messagesPageMax);
  let anchor: MessagePageQuery['anchor'] = null;
  for (const kind of ['around', 'before', 'after'] as const) {
    const id = query.snowflake(kind);
    if (id !== undefined) anchor ??= { kind, id };
  }
  throwIfInvalid(query.errors);
  return { anchor, limit };
}

/**
 * One page of a channel's messages, newest first as the service answers: the newest `limit`; or the
 * `limit` just before the anchor; or the `limit` just after it; or around it (half older than it, the rest
 * from it on). `byId` is the channel sorted by id (the store's own array); only the messages `shown` keeps
 * count, and the page is found by a binary search and a walk of `limit` steps, so a page of a channel of
 * 10,000 messages costs what it costs in one of 100.
 */
export function messagePage<T extends { id: Snowflake }>(
  byId: readonly T[],
  query: MessagePageQuery,
  shown: (message: T) => boolean,
): T[] {
  const { anchor, limit } = query;
  /** Up to `count` shown messages walking from index `from` by `step`, in walking order. */
  const walk = (from: number, step: 1 | -1, count: number): T[] => {
    const found: T[] = [];
    for (let i = from; found.length < count && i >= 0 && i < byId.length; i += step)
      if (shown(byId[i]!)) found.push(byId[i]!);
    return found;
  };
  if (anchor === null) return walk(byId.length - 1, -1, limit);
  const at = firstAtOrAfter(byId, anchor.id);
  if (anchor.kind === 'before') return walk(at - 1, -1, limit);
  if (anchor.kind === 'after') {
    const after = byId[at]?.id === anchor.id ? at + 1 : at;
    return walk(after, 1, limit).reverse();
  }
  const older = walk(at - 1, -1, Math.floor(limit / 2));
  return [...walk(at, 1, limit - older.length).reverse(), ...older];
}
