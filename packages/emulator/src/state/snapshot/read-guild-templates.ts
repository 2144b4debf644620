import { ownValue } from '@slashkit/api';
import type { SnapshotReader } from './snapshot-reader.js';
import type { WorldRefs } from './world-refs.js';

const keys: readonly string[] = [
  'code',
  'guildId',
  'name',
  'description',
  'usageCount',
  'creatorId',
  'createdAt',
  'updatedAt',
  'serialized',
];

/**
 * Checks `guildTemplates`: each has a code no other has, a guild of the snapshot's world (one template
 * each), its name and description, a use count, who made it (a user of the world), when, and the guild it
 * makes (free-form JSON, bounded in depth).
 */
export function readGuildTemplates(reader: SnapshotReader, value: unknown, refs: WorldRefs): void {
  const codes = new Set<unknown>();
  const guilds = new Set<unknown>();
  reader.array(value, 'guildTemplates').forEach((item, index) => {
    const at = `guildTemplates[${index}]`;
    const template = reader.object(item, at);
    if (!template) return;
    reader.knownKeys(template, at, keys);
    reader.string(template, 'code', at);
    const code = ownValue(template, 'code');
    if (codes.has(code)) reader.problem(`${at}.code`, 'another template has this code');
    codes.add(code);
    reader.reference(template, 'guildId', at, refs.guilds, 'guild');
    const guildId = ownValue(template, 'guildId');
    if (guilds.has(guildId)) reader.problem(`${at}.guildId`, 'this guild has another template');
    guilds.add(guildId);
    reader.string(template, 'name', at);
    reader.string(template, 'description', at, true);
    reader.number(template, 'usageCount', at, { integer: true, min: 0 });
    reader.reference(template, 'creatorId', at, new Set([...refs.users, ...refs.applications]), 'user');
    reader.string(template, 'createdAt', at);
    reader.string(template, 'updatedAt', at);
    reader.json(template, 'serialized', at);
  });
}
