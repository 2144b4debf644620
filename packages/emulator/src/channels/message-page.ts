import { ChannelLimits, compareSnowflakes, type Snowflake } from '@slashkit/api';
import { throwIfInvalid } from '../http/http-error.js';
import { QueryValues } from '../http/query-values.js';

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
 * One page of a channel's messages (given oldest first), newest first as the service answers: the
 * newest `limit`; or the `limit` just before the anchor; or the `limit` just after it; or around it (half
 * older than it, the rest from it on).
 */
export function messagePage<T extends { id: Snowflake }>(
  oldestFirst: readonly T[],
  query: MessagePageQuery,
): T[] {
  const { anchor, limit } = query;
  const older = (a: Snowflake, b: Snowflake) => compareSnowflakes(a, b) < 0;
  let page: readonly T[];
  if (anchor === null) page = oldestFirst.slice(-limit);
  else if (anchor.kind === 'before') page = oldestFirst.filter((m) => older(m.id, anchor.id)).slice(-limit);
  else if (anchor.kind === 'after') page = oldestFirst.filter((m) => older(anchor.id, m.id)).slice(0, limit);
  else {
    const before = oldestFirst.filter((m) => older(m.id, anchor.id));
    const from = oldestFirst.filter((m) => !older(m.id, anchor.id));
    const olderPart = before.slice(-Math.floor(limit / 2));
    page = [...olderPart, ...from.slice(0, limit - olderPart.length)];
  }
  return [...page].reverse();
}
