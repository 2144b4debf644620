import { MessageFlags } from '@slashkit/api';
import type { EmulatorMessage } from '../state/emulator-message.js';
import type { AnsweredInteraction } from './interaction-result.js';
import { editedMessageOf } from './message-ref.js';
import { TestClientError } from './test-client-error.js';
import type { TestSession } from './test-session.js';
import { waitForState } from './wait-for-state.js';

/** Options of the `waitFor…` methods. */
export interface WaitOptions {
  /** The longest wait in milliseconds (default: the client's `timeoutMs`, 10 s unless set). */
  timeoutMs?: number;
}

/** What a bus event about a message carries. */
const messageEvent = (event: { type: string; data: unknown }) =>
  event.type.startsWith('MESSAGE_') ? (event.data as { id?: string; channel_id?: string }) : undefined;

/** A short view of a message for failure messages. */
export function preview(message: EmulatorMessage | undefined): string {
  if (!message) return 'none';
  const loading = ((message.flags ?? 0) & MessageFlags.Loading) !== 0 ? ' (thinking…)' : '';
  return `${JSON.stringify(message.content.slice(0, 80))}${loading}`;
}

/**
 * Resolves with the message an answered interaction's edits change (a deferred reply once filled in, a
 * reply, or a component's message) as soon as it differs from how the result saw it.
 */
export function waitForEdit(
  session: TestSession,
  result: AnsweredInteraction,
  options: WaitOptions = {},
): Promise<EmulatorMessage> {
  const before = editedMessageOf(result);
  const seen = JSON.stringify(before);
  let current: EmulatorMessage | undefined = before;
  return waitForState(session.events, {
    timeoutMs: options.timeoutMs ?? session.timeoutMs,
    relevant: (event) => messageEvent(event)?.id === before.id,
    check: async () => {
      const messages = await session.admin.expectOk<EmulatorMessage[]>(
        'GET',
        `/messages?channelId=${encodeURIComponent(before.channel_id)}`,
      );
      current = messages.find((m) => m.id === before.id);
      if (!current)
        throw new TestClientError(`message ${before.id} was deleted while waiting for it to be edited`);
      return JSON.stringify(current) === seen ? undefined : current;
    },
    describe: () =>
      `message ${before.id} of interaction ${result.interactionId} to be edited (it is still ${preview(current)})`,
  });
}

/**
 * Resolves with the first `count` follow-ups of an answered interaction: its messages that the result did
 * not hold, oldest first. (The first follow-up after a deferral fills in the "thinking…" reply instead of
 * making a message: wait for that with `waitForEdit`.)
 */
export function waitForFollowUps(
  session: TestSession,
  result: AnsweredInteraction,
  count = 1,
  options: WaitOptions = {},
): Promise<EmulatorMessage[]> {
  const known = new Set([
    ...result.messages.map((m) => m.id),
    ...(result.message ? [result.message.id] : []),
  ]);
  let found: EmulatorMessage[] = [];
  return waitForState(session.events, {
    timeoutMs: options.timeoutMs ?? session.timeoutMs,
    relevant: (event) => event.type === 'MESSAGE_CREATE',
    check: async () => {
      const messages = await session.admin.expectOk<EmulatorMessage[]>(
        'GET',
        `/messages?interactionId=${encodeURIComponent(result.interactionId)}`,
      );
      found = messages.filter((m) => !known.has(m.id));
      return found.length >= count ? found.slice(0, count) : undefined;
    },
    describe: () =>
      `${count} follow-up(s) of interaction ${result.interactionId} (${found.length} so far: ${found.map(preview).join(', ') || 'none'})`,
  });
}

/**
 * Resolves with the first message a user sees in a place that `match` accepts, as soon as there is one;
 * `read` reads what the user sees there.
 */
export function waitForMessage(
  session: TestSession,
  read: () => Promise<EmulatorMessage[]>,
  match: (message: EmulatorMessage) => boolean,
  where: { channelId: string | null; describe: string },
  options: WaitOptions = {},
): Promise<EmulatorMessage> {
  let seen: EmulatorMessage[] = [];
  return waitForState(session.events, {
    timeoutMs: options.timeoutMs ?? session.timeoutMs,
    relevant: (event) => {
      const data = messageEvent(event);
      return data !== undefined && (where.channelId === null || data.channel_id === where.channelId);
    },
    check: async () => {
      seen = await read();
      return seen.find(match);
    },
    describe: () =>
      `a matching message in ${where.describe} (it has ${seen.length}: ${seen.slice(-5).map(preview).join(', ') || 'none'})`,
  });
}
