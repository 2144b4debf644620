import { isSnowflake, type JsonObject, ownValue, shownValue } from '@slashkit/api';
import { formatFieldPath, validateEmbeds, validateMessageComponents } from '@slashkit/api/validation';
import type { SnapshotReader } from './snapshot-reader.js';

/** What a stored message may point at: the channels it can be in and the files it can show. */
export interface MessageRefs {
  /** Every channel of the snapshot: a guild channel's guild id, or null for a DM (or private channel). */
  channels: ReadonlyMap<string, string | null>;
  /** The ids of the files of `attachments`. */
  files: ReadonlySet<string>;
}

/**
 * Checks one stored message (`at` its path) as the routes that read, edit and render it rely on: its ids,
 * a channel of the snapshot (with the guild that holds it), an author, the text fields, the lists of
 * mentions and files (each file once, and held in `attachments`), its embeds and components as the
 * service checks them, and the interaction that made it. Anything else a message holds is free-form JSON,
 * bounded in depth by the caller.
 */
export function readStoredMessage(
  reader: SnapshotReader,
  message: JsonObject,
  at: string,
  refs: MessageRefs,
): void {
  reader.snowflake(message, 'id', at);
  reader.snowflake(message, 'channel_id', at);
  const channelId = ownValue(message, 'channel_id');
  const guildId = ownValue(message, 'guild_id');
  if (typeof channelId === 'string' && isSnowflake(channelId)) {
    const guild = refs.channels.get(channelId);
    if (guild === undefined)
      reader.problem(
        `${at}.channel_id`,
        `no channel ${shownValue(channelId)} in the snapshot's world or dmChannels`,
      );
    else if (guildId !== undefined && guildId !== guild)
      reader.problem(
        `${at}.guild_id`,
        guild === null
          ? `channel ${channelId} is a DM: a message there has no guild_id`
          : `channel ${channelId} is in guild ${guild}, got ${shownValue(guildId)}`,
      );
  }
  if (guildId !== undefined) reader.snowflake(message, 'guild_id', at);
  readUser(reader, ownValue(message, 'author'), `${at}.author`);
  reader.string(message, 'content', at);
  reader.string(message, 'timestamp', at);
  reader.string(message, 'edited_timestamp', at, true);
  for (const key of ['tts', 'mention_everyone', 'pinned']) reader.boolean(message, key, at);
  reader.number(message, 'type', at, { integer: true, min: 0 });
  // `flags`, `embeds` and `components` may be absent (an older snapshot's messages): read as 0 and [].
  if (ownValue(message, 'flags') !== undefined)
    reader.number(message, 'flags', at, { integer: true, min: 0 });
  reader.arrayAt(message, 'mentions', at).forEach((user, index) => {
    readUser(reader, user, `${at}.mentions[${index}]`);
  });
  reader.list(message, 'mention_roles', at, isSnowflake, 'a role id (snowflake)');
  readFiles(reader, message, at, refs.files);
  if (ownValue(message, 'embeds') !== undefined)
    readFieldErrors(reader, at, validateEmbeds(reader.arrayAt(message, 'embeds', at)));
  if (ownValue(message, 'components') !== undefined) {
    const flags = ownValue(message, 'flags');
    const components = reader.arrayAt(message, 'components', at);
    readFieldErrors(
      reader,
      at,
      validateMessageComponents(components, typeof flags === 'number' ? { flags } : {}),
    );
  }
  // Read from message_reference each time the message is: a stored copy would be stale.
  if (ownValue(message, 'referenced_message') !== undefined)
    reader.problem(
      `${at}.referenced_message`,
      'not stored: the message replied to is read through message_reference',
    );
  const reference = ownValue(message, 'message_reference');
  if (reference !== undefined) {
    const object = reader.object(reference, `${at}.message_reference`);
    if (object) reader.snowflake(object, 'message_id', `${at}.message_reference`);
  }
  for (const key of ['webhook_id', 'application_id'])
    if (ownValue(message, key) !== undefined) reader.snowflake(message, key, at);
  readInteractionMetadata(reader, ownValue(message, 'interaction_metadata'), `${at}.interaction_metadata`);
  if (ownValue(message, 'poll') !== undefined) reader.object(ownValue(message, 'poll'), `${at}.poll`);
}

/** A user as messages carry them (author, mentions, who ran an interaction): an id and a name. */
function readUser(reader: SnapshotReader, value: unknown, at: string): void {
  const user = reader.object(value, at);
  if (!user) return;
  reader.snowflake(user, 'id', at);
  reader.string(user, 'username', at);
  if (ownValue(user, 'global_name') !== undefined) reader.string(user, 'global_name', at, true);
  if (ownValue(user, 'avatar') !== undefined) reader.string(user, 'avatar', at, true);
  if (ownValue(user, 'bot') !== undefined) reader.boolean(user, 'bot', at);
}

/** A message's files: each with its id (once in the message, and held in the snapshot's files), name, size and URL. */
function readFiles(
  reader: SnapshotReader,
  message: JsonObject,
  at: string,
  files: ReadonlySet<string>,
): void {
  const seen = new Set<string>();
  for (const [file, path] of reader.objectsAt(message, 'attachments', at)) {
    reader.snowflake(file, 'id', path);
    const id = ownValue(file, 'id');
    if (typeof id === 'string' && isSnowflake(id)) {
      if (seen.has(id)) reader.problem(`${path}.id`, 'this file is listed twice in the message');
      else if (!files.has(id)) reader.problem(`${path}.id`, `no file ${id} in the snapshot's attachments`);
      seen.add(id);
    }
    reader.string(file, 'filename', path);
    reader.number(file, 'size', path, { integer: true, min: 0 });
    reader.string(file, 'url', path);
  }
}

/** The interaction that made a message: its id, type, user and the installations that authorized it. */
function readInteractionMetadata(reader: SnapshotReader, value: unknown, at: string): void {
  if (value === undefined) return;
  const metadata = reader.object(value, at);
  if (!metadata) return;
  reader.snowflake(metadata, 'id', at);
  reader.number(metadata, 'type', at, { integer: true, min: 1 });
  readUser(reader, ownValue(metadata, 'user'), `${at}.user`);
  const owners = reader.objectAt(metadata, 'authorizing_integration_owners', at);
  if (owners)
    for (const key of Object.keys(owners))
      if (!isSnowflake(owners[key]))
        reader.problem(
          `${at}.authorizing_integration_owners.${key}`,
          `expected a snowflake, got ${shownValue(owners[key])}`,
        );
}

/** The service's own checks of a message's embeds or components, as problems at the message's path. */
function readFieldErrors(
  reader: SnapshotReader,
  at: string,
  result: ReturnType<typeof validateEmbeds> | ReturnType<typeof validateMessageComponents>,
): void {
  if (result.success) return;
  for (const error of result.errors) reader.problem(`${at}.${formatFieldPath(error.path)}`, error.message);
}
