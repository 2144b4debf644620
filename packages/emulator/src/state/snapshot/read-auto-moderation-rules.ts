import { ownValue } from '@slashkit/api';
import { formatFieldPath, validateAutoModerationRule } from '@slashkit/api/validation';
import type { SnapshotReader } from './snapshot-reader.js';
import type { WorldRefs } from './world-refs.js';

const fields = [
  'id',
  'guild_id',
  'creator_id',
  'name',
  'event_type',
  'trigger_type',
  'trigger_metadata',
  'actions',
  'enabled',
  'exempt_roles',
  'exempt_channels',
] as const;

/**
 * Checks `autoModerationRules`: each rule's id (once), its guild in the snapshot's world, its creator, and
 * its fields as a rule's creation is checked (so a loaded rule is one the service could hold).
 */
export function readAutoModerationRules(reader: SnapshotReader, value: unknown, refs: WorldRefs): void {
  const ids = new Set<unknown>();
  reader.array(value, 'autoModerationRules').forEach((item, index) => {
    const at = `autoModerationRules[${index}]`;
    const rule = reader.object(item, at);
    if (!rule) return;
    reader.knownKeys(rule, at, fields);
    reader.snowflake(rule, 'id', at);
    if (ids.has(ownValue(rule, 'id'))) reader.problem(`${at}.id`, 'this rule comes twice');
    ids.add(ownValue(rule, 'id'));
    reader.reference(rule, 'guild_id', at, refs.guilds, 'guild');
    reader.snowflake(rule, 'creator_id', at);
    reader.boolean(rule, 'enabled', at);
    const { id: _id, guild_id: _guild, creator_id: _creator, ...body } = rule;
    const checked = validateAutoModerationRule(body, 'create');
    if (!checked.success)
      for (const error of checked.errors)
        reader.problem(`${at}.${formatFieldPath(error.path)}`, error.message);
  });
}
