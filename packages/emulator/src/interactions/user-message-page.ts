import { isSnowflake, type Snowflake } from '@slashkit/api';
import { badRequest } from '../http/http-error.js';
import type { EmulatorMessage } from '../state/emulator-message.js';
import { firstAtOrAfter } from '../state/message-store.js';

/** The most messages one page of a user's view holds: the service's largest page of channel messages. */
export const userMessagePageMax = 100;

/** Which part of a channel a user's view asks for: every message, or a page of the newest before an id. */
export type UserMessagePageQuery = { all: true } | { all: false; limit: number; before: Snowflake | null };

/** A page of a user's view of a channel, oldest first; `hasMore` says older messages they can see remain. */
export interface UserMessagePage {
  messages: EmulatorMessage[];
  hasMore: boolean;
}

/**
 * Reads `limit` (1 to 100) and `before` (a message id; needs `limit`) of `GET /_emulator/users/:userId/messages`.
 * Neither: the whole channel, as before paging existed. A bad value is a 400 naming the parameter.
 */
export function readUserMessagePageQuery(url: URL): UserMessagePageQuery {
  const limitText = url.searchParams.get('limit');
  const beforeText = url.searchParams.get('before');
  if (limitText === null) {
    if (beforeText !== null) throw badRequest('before: give limit too (a page of the messages before it)');
    return { all: true };
  }
  const limit = Number(limitText);
  if (!/^\d+$/.test(limitText) || limit < 1 || limit > userMessagePageMax)
    throw badRequest(
      `limit: a whole number from 1 to ${userMessagePageMax}; got ${JSON.stringify(limitText)}`,
    );
  if (beforeText !== null && !isSnowflake(beforeText))
    throw badRequest(`before: a message id (a snowflake); got ${JSON.stringify(beforeText)}`);
  return { all: false, limit, before: beforeText };
}

/**
 * The page of `byId` (a channel's messages sorted by id, the store's own array) a query asks for, keeping
 * those `shown` lets the user see. A page starts at `before` (a binary search) and stops one message past
 * `limit`, so the first page of a channel of 10,000 messages costs what it costs in a channel of 100 (the
 * web client's first load).
 */
export function userMessagePage(
  byId: readonly EmulatorMessage[],
  query: UserMessagePageQuery,
  shown: (message: EmulatorMessage) => boolean,
): UserMessagePage {
  if (query.all) return { messages: byId.filter(shown), hasMore: false };
  const page: EmulatorMessage[] = [];
  let hasMore = false;
  const end = query.before === null ? byId.length : firstAtOrAfter(byId, query.before);
  for (let i = end - 1; i >= 0; i--) {
    const message = byId[i]!;
    if (!shown(message)) continue;
    if (page.length === query.limit) {
      hasMore = true;
      break;
    }
    page.push(message);
  }
  return { messages: page.reverse(), hasMore };
}
