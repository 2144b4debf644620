import { isSnowflake } from '@slashkit/api';
import { isObject, own, type SnapshotReader } from './snapshot-reader.js';

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
    if (seen.has(own(entry, 'messageId'))) reader.problem(`${at}.messageId`, 'this message comes twice');
    seen.add(own(entry, 'messageId'));
    for (const [reaction, path] of reader.objectsAt(entry, 'reactions', at)) {
      reader.knownKeys(reaction, path, ['emoji', 'users', 'burstUsers']);
      const emoji = reader.objectAt(reaction, 'emoji', path);
      if (emoji) {
        reader.knownKeys(emoji, `${path}.emoji`, ['id', 'name', 'animated']);
        reader.snowflake(emoji, 'id', `${path}.emoji`, true);
        reader.string(emoji, 'name', `${path}.emoji`);
        if (own(emoji, 'animated') !== undefined) reader.boolean(emoji, 'animated', `${path}.emoji`);
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
    if (seen.has(own(pin, 'messageId'))) reader.problem(`${at}.messageId`, 'this message comes twice');
    seen.add(own(pin, 'messageId'));
    const time = own(pin, 'pinnedAt');
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
    if (seen.has(own(poll, 'messageId'))) reader.problem(`${at}.messageId`, 'this message comes twice');
    seen.add(own(poll, 'messageId'));
    reader.boolean(poll, 'ended', at);
    const voters = new Set<unknown>();
    for (const [vote, path] of reader.objectsAt(poll, 'votes', at)) {
      reader.knownKeys(vote, path, ['userId', 'answerIds']);
      reader.snowflake(vote, 'userId', path);
      if (voters.has(own(vote, 'userId'))) reader.problem(`${path}.userId`, 'this user votes twice');
      voters.add(own(vote, 'userId'));
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
    const message = isObject(stored) ? own(stored, 'message') : undefined;
    const id = isObject(message) ? own(message, 'id') : undefined;
    if (typeof id === 'string') ids.add(id);
  }
  return ids;
}
