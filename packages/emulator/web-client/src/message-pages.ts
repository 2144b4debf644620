import { call } from './api.js';
import type { Session } from './session.js';
import type { Message } from './types.js';

/** How many messages one read brings: the first load of a channel and each older page on scrolling up. */
export const pageSize = 50;

/** What the page shows of a channel: its messages, oldest first, and whether older ones remain unread. */
export interface MessageWindow {
  ok: boolean;
  messages: Message[];
  hasMore: boolean;
  /** The emulator's refusal, when `ok` is false. */
  message?: string;
}

const older = (a: string, b: string) => BigInt(a) < BigInt(b);

/** One page of the newest messages before `before` (none: the newest), as this user sees them. */
async function readPage(session: Session, before: string | null): Promise<MessageWindow> {
  const answer = await call<{ messages: Message[]; hasMore?: boolean; message?: string }>(
    'GET',
    `/_emulator/users/${session.userId}/messages?${session.query()}&limit=${pageSize}${before ? `&before=${before}` : ''}`,
  );
  if (!answer.ok)
    return {
      ok: false,
      messages: [],
      hasMore: false,
      message: answer.data?.message ?? `Cannot read this channel (HTTP ${answer.status})`,
    };
  return { ok: true, messages: answer.data.messages, hasMore: answer.data.hasMore === true };
}

/**
 * Reads the channel's newest page, and the pages before it down to `oldestShown` (the oldest message on
 * screen, once the user scrolled up) so that what is already shown is read again as it is now: a big
 * channel's first load is one page, however many messages it holds.
 */
export async function readWindow(session: Session, oldestShown: string | null): Promise<MessageWindow> {
  const pages: Message[][] = [];
  let before: string | null = null;
  for (;;) {
    const page = await readPage(session, before);
    if (!page.ok) return page;
    pages.unshift(page.messages);
    const first = page.messages[0];
    if (!page.hasMore || !first || oldestShown === null || !older(oldestShown, first.id))
      return { ok: true, messages: pages.flat(), hasMore: page.hasMore };
    before = first.id;
  }
}

/** The page of messages older than `before` (the oldest shown), to put above what is shown. */
export function readOlder(session: Session, before: string): Promise<MessageWindow> {
  return readPage(session, before);
}
