import { isJsonObject, isSnowflake, ownValue } from '@slashkit/api';
import { type MessageRefs, readStoredMessage } from './read-stored-message.js';
import type { SnapshotReader } from './snapshot-reader.js';
import type { WorldRefs } from './world-refs.js';

/**
 * Checks `interactions`: each record's ids, token (no id or token twice), payload, deadlines and
 * response. Returns the interaction ids, which messages may point at.
 */
export function readInteractions(reader: SnapshotReader, value: unknown, refs: WorldRefs): Set<string> {
  const ids = new Set<string>();
  const tokens = new Set<unknown>();
  reader.array(value, 'interactions').forEach((item, index) => {
    const at = `interactions[${index}]`;
    const record = reader.object(item, at);
    if (!record) return;
    reader.snowflake(record, 'id', at);
    const id = ownValue(record, 'id');
    if (typeof id === 'string') {
      if (ids.has(id)) reader.problem(`${at}.id`, 'this interaction comes twice');
      ids.add(id);
    }
    reader.string(record, 'token', at);
    if (tokens.has(ownValue(record, 'token')))
      reader.problem(`${at}.token`, 'this token belongs to another interaction too');
    tokens.add(ownValue(record, 'token'));
    reader.reference(record, 'applicationId', at, refs.applications, 'application');
    reader.json(record, 'interaction', at);
    for (const key of ['createdAt', 'respondBy', 'expiresAt']) reader.number(record, key, at);
    reader.oneOf(record, 'state', at, ['pending', 'acknowledged', 'failed']);
    reader.json(record, 'response', at, { nullable: true });
    reader.oneOf(record, 'respondedVia', at, ['inline', 'callback', null]);
    reader.string(record, 'failure', at, true);
    reader.snowflake(record, 'originalMessageId', at, true);
    reader.snowflake(record, 'componentMessageId', at, true);
    reader.list(record, 'followUpIds', at, isSnowflake, 'a message id');
    reader.number(record, 'followUpsSent', at, { integer: true, min: 0 });
    reader.string(record, 'activityInstanceId', at, true);
    if (ownValue(record, 'triggeringInteractionId') !== undefined)
      reader.snowflake(record, 'triggeringInteractionId', at);
  });
  return ids;
}

/**
 * Checks `messages`: each message (see {@link readStoredMessage}: its shape, its channel and files), once,
 * and the interaction it belongs to.
 */
export function readMessages(
  reader: SnapshotReader,
  value: unknown,
  interactions: ReadonlySet<string>,
  refs: MessageRefs,
): void {
  const ids = new Set<unknown>();
  reader.array(value, 'messages').forEach((item, index) => {
    const at = `messages[${index}]`;
    const stored = reader.object(item, at);
    if (!stored) return;
    reader.json(stored, 'message', at);
    const message = ownValue(stored, 'message');
    if (isJsonObject(message)) {
      readStoredMessage(reader, message, `${at}.message`, refs);
      if (ids.has(ownValue(message, 'id'))) reader.problem(`${at}.message.id`, 'this message comes twice');
      ids.add(ownValue(message, 'id'));
    }
    reader.reference(stored, 'interactionId', at, interactions, 'interaction', true);
  });
}

/** Checks `modals`: each modal an app opened, where, for whom, and whether it was submitted. */
export function readModals(reader: SnapshotReader, value: unknown, refs: WorldRefs): void {
  reader.array(value, 'modals').forEach((item, index) => {
    const at = `modals[${index}]`;
    const modal = reader.object(item, at);
    if (!modal) return;
    reader.snowflake(modal, 'interactionId', at);
    reader.reference(modal, 'applicationId', at, refs.applications, 'application');
    reader.snowflake(modal, 'userId', at);
    reader.snowflake(modal, 'guildId', at, true);
    reader.snowflake(modal, 'channelId', at);
    reader.oneOf(modal, 'context', at, [0, 1, 2]);
    reader.json(modal, 'owners', at);
    reader.string(modal, 'locale', at);
    reader.snowflake(modal, 'messageId', at, true);
    reader.json(modal, 'modal', at);
    const form = ownValue(modal, 'modal');
    if (isJsonObject(form)) {
      reader.string(form, 'custom_id', `${at}.modal`);
      reader.string(form, 'title', `${at}.modal`);
      reader.arrayAt(form, 'components', `${at}.modal`);
    }
    reader.number(modal, 'openedAt', at);
    reader.oneOf(modal, 'state', at, ['open', 'submitted']);
  });
}

/** Checks `dmChannels`: each channel id (once) with the app, user and context it is between. */
export function readDmChannels(reader: SnapshotReader, value: unknown, refs: WorldRefs): void {
  const seen = new Set<unknown>();
  reader.array(value, 'dmChannels').forEach((item, index) => {
    const at = `dmChannels[${index}]`;
    const channel = reader.object(item, at);
    if (!channel) return;
    reader.snowflake(channel, 'channelId', at);
    if (seen.has(ownValue(channel, 'channelId')))
      reader.problem(`${at}.channelId`, 'this channel comes twice');
    seen.add(ownValue(channel, 'channelId'));
    reader.reference(channel, 'applicationId', at, refs.applications, 'application');
    reader.reference(channel, 'userId', at, refs.users, 'user');
    reader.oneOf(channel, 'context', at, [1, 2]);
  });
}

/** Checks `attachments`: each file's id, name, type, base64 bytes and their size. */
export function readAttachments(reader: SnapshotReader, value: unknown): void {
  const seen = new Set<unknown>();
  reader.array(value, 'attachments').forEach((item, index) => {
    const at = `attachments[${index}]`;
    const file = reader.object(item, at);
    if (!file) return;
    reader.snowflake(file, 'id', at);
    if (seen.has(ownValue(file, 'id'))) reader.problem(`${at}.id`, 'this file comes twice');
    seen.add(ownValue(file, 'id'));
    reader.string(file, 'filename', at);
    reader.string(file, 'contentType', at, true);
    reader.number(file, 'size', at, { integer: true, min: 0 });
    const data = ownValue(file, 'data');
    if (typeof data !== 'string' || !/^[A-Za-z0-9+/]*={0,2}$/.test(data))
      reader.problem(`${at}.data`, 'expected the bytes as a base64 string');
    else if (
      typeof ownValue(file, 'size') === 'number' &&
      ownValue(file, 'size') !== Buffer.byteLength(data, 'base64')
    )
      reader.problem(
        `${at}.size`,
        `expected the number of bytes of data (${Buffer.byteLength(data, 'base64')}), got ${String(ownValue(file, 'size'))}`,
      );
    reader.number(file, 'createdAt', at);
  });
}
