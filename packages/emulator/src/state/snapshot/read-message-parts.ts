import { isJsonObject, isSnowflake, ownValue } from '@slashkit/api';
import type { SnapshotReader } from './snapshot-reader.js';

/**
 * Checks `reactions`: for each message of the snapshot (`messages`: their ids), its reactions, each an
 * emoji (`id` a snowflake or null, `name` a string) with the users who reacted normally and as a burst.
 */
export function readReactions(reader: SnapshotReader, value: unknown, messages: ReadonlySet<string>): void {
  const seen = new Set<unknown>();
  reader.array(value, 'reactions').forEach((item, index) => {
    const at = `reactions[${index}]`;
    const entry = reader.object(item, at);
    if (!entry) return;
    reader.knownKeys(entry, at, ['messageId', 'reactions']);
    reader.reference(entry, 'messageId', at, messages, 'message');
    if (seen.has(ownValue(entry, 'messageId'))) reader.problem(`${at}.messageId`, 'this message comes twice');
    seen.add(ownValue(entry, 'messageId'));
    for (const [reaction, path] of reader.objectsAt(entry, 'reactions', at)) {
      reader.knownKeys(reaction, path, ['emoji', 'users', 'burstUsers']);
      const emoji = reader.objectAt(reaction, 'emoji', path);
      if (emoji) {
        reader.knownKeys(emoji, `${path}.emoji`, ['id', 'name', 'animated']);
        reader.snowflake(emoji, 'id', `${path}.emoji`, true);
        reader.string(emoji, 'name', `${path}.emoji`);
        if (ownValue(emoji, 'animated') !== undefined) reader.boolean(emoji, 'animated', `${path}.emoji`);
      }
      for (const key of ['users', 'burstUsers'])
        reader.list(reaction, key, path, isSnowflake, 'a user id (snowflake)');
    }
  });
}

/** Checks `pins`: each a message of the snapshot (once) and when it was pinned (an ISO 8601 time). */
export function readPins(reader: SnapshotReader, value: unknown, messages: ReadonlySet<string>): void {
  const seen = new Set<unknown>();
  reader.array(value, 'pins').forEach((item, index) => {
    const at = `pins[${index}]`;
    const pin = reader.object(item, at);
    if (!pin) return;
    reader.knownKeys(pin, at, ['messageId', 'pinnedAt']);
    reader.reference(pin, 'messageId', at, messages, 'message');
    if (seen.has(ownValue(pin, 'messageId'))) reader.problem(`${at}.messageId`, 'this message comes twice');
    seen.add(ownValue(pin, 'messageId'));
    const time = ownValue(pin, 'pinnedAt');
    if (typeof time !== 'string' || Number.isNaN(Date.parse(time)))
      reader.problem(`${at}.pinnedAt`, 'expected an ISO 8601 time');
  });
}

/** Checks `polls`: each a message of the snapshot (once), whether it ended, and its votes (a user once each). */
export function readPolls(reader: SnapshotReader, value: unknown, messages: ReadonlySet<string>): void {
  const seen = new Set<unknown>();
  reader.array(value, 'polls').forEach((item, index) => {
    const at = `polls[${index}]`;
    const poll = reader.object(item, at);
    if (!poll) return;
    reader.knownKeys(poll, at, ['messageId', 'ended', 'votes']);
    reader.reference(poll, 'messageId', at, messages, 'message');
    if (seen.has(ownValue(poll, 'messageId'))) reader.problem(`${at}.messageId`, 'this message comes twice');
    seen.add(ownValue(poll, 'messageId'));
    reader.boolean(poll, 'ended', at);
    const voters = new Set<unknown>();
    for (const [vote, path] of reader.objectsAt(poll, 'votes', at)) {
      reader.knownKeys(vote, path, ['userId', 'answerIds']);
      reader.snowflake(vote, 'userId', path);
      if (voters.has(ownValue(vote, 'userId'))) reader.problem(`${path}.userId`, 'this user votes twice');
      voters.add(ownValue(vote, 'userId'));
      reader.list(
        vote,
        'answerIds',
        path,
        (id) => Number.isInteger(id) && (id as number) > 0,
        'an answer id (a positive integer)',
      );
    }
  });
}

/** The ids of the snapshot's messages (as far as they can be read), which other parts point at. */
export function messageIds(value: unknown): Set<string> {
  const ids = new Set<string>();
  if (!Array.isArray(value)) return ids;
  for (const stored of value) {
    const message = isJsonObject(stored) ? ownValue(stored, 'message') : undefined;
    const id = isJsonObject(message) ? ownValue(message, 'id') : undefined;
    if (typeof id === 'string') ids.add(id);
  }
  return ids;
}
