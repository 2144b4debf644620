import { ownValue } from '@slashkit/api';
import type { SnapshotReader } from './snapshot-reader.js';
import type { WorldRefs } from './world-refs.js';

const fields = [
  'id',
  'type',
  'guildId',
  'channelId',
  'name',
  'avatar',
  'token',
  'applicationId',
  'creatorId',
] as const;

/**
 * Checks `webhooks`: each channel webhook's ids, its guild and app in the snapshot's world, its name and
 * its token (no id or token twice: a token opens one webhook).
 */
export function readWebhooks(reader: SnapshotReader, value: unknown, refs: WorldRefs): void {
  const ids = new Set<unknown>();
  const tokens = new Set<unknown>();
  reader.array(value, 'webhooks').forEach((item, index) => {
    const at = `webhooks[${index}]`;
    const webhook = reader.object(item, at);
    if (!webhook) return;
    reader.knownKeys(webhook, at, fields);
    reader.snowflake(webhook, 'id', at);
    if (ids.has(ownValue(webhook, 'id'))) reader.problem(`${at}.id`, 'this webhook comes twice');
    ids.add(ownValue(webhook, 'id'));
    reader.oneOf(webhook, 'type', at, [1]);
    reader.reference(webhook, 'guildId', at, refs.guilds, 'guild');
    reader.snowflake(webhook, 'channelId', at);
    reader.string(webhook, 'name', at);
    reader.string(webhook, 'avatar', at, true);
    reader.string(webhook, 'token', at);
    if (tokens.has(ownValue(webhook, 'token')))
      reader.problem(`${at}.token`, 'this token belongs to another webhook too');
    tokens.add(ownValue(webhook, 'token'));
    reader.reference(webhook, 'applicationId', at, refs.applications, 'application', true);
    reader.snowflake(webhook, 'creatorId', at);
  });
}
