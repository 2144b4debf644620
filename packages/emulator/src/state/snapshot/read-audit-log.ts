import { AuditLogEvent, isJsonObject, ownValue, shownValue } from '@slashkit/api';
import type { SnapshotReader } from './snapshot-reader.js';
import type { WorldRefs } from './world-refs.js';

const actionTypes: readonly number[] = Object.values(AuditLogEvent);

/**
 * Checks `auditLog`: each record's guild (of the snapshot's world) and entry (id, a known `action_type`,
 * `user_id` and `target_id`, `changes` with their keys, `options` of strings, a reason of 1-512
 * characters), oldest first with no id twice.
 */
export function readAuditLog(reader: SnapshotReader, value: unknown, refs: WorldRefs): void {
  const seen = new Set<unknown>();
  let last = -1n;
  reader.array(value, 'auditLog').forEach((item, index) => {
    const at = `auditLog[${index}]`;
    const record = reader.object(item, at);
    if (!record) return;
    reader.knownKeys(record, at, ['guildId', 'entry']);
    reader.reference(record, 'guildId', at, refs.guilds, 'guild');
    const entry = reader.objectAt(record, 'entry', at);
    if (!entry) return;
    const path = `${at}.entry`;
    reader.knownKeys(entry, path, [
      'id',
      'action_type',
      'user_id',
      'target_id',
      'changes',
      'options',
      'reason',
    ]);
    reader.snowflake(entry, 'id', path);
    const id = ownValue(entry, 'id');
    if (seen.has(id)) reader.problem(`${path}.id`, 'this entry comes twice');
    seen.add(id);
    if (typeof id === 'string' && /^\d+$/.test(id)) {
      if (BigInt(id) < last)
        reader.problem(`${path}.id`, 'entries are kept oldest first; this one is older than the one before');
      last = BigInt(id);
    }
    reader.oneOf(entry, 'action_type', path, actionTypes);
    reader.snowflake(entry, 'user_id', path, true);
    reader.snowflake(entry, 'target_id', path, true);
    if (ownValue(entry, 'changes') !== undefined)
      for (const [change, changePath] of reader.objectsAt(entry, 'changes', path))
        reader.string(change, 'key', changePath);
    if (ownValue(entry, 'changes') !== undefined) reader.json(entry, 'changes', path, { kind: 'any' });
    const options = ownValue(entry, 'options');
    if (options !== undefined) {
      if (!isJsonObject(options))
        reader.problem(`${path}.options`, `expected an object of strings, got ${shownValue(options)}`);
      else
        for (const key of Object.keys(options))
          if (typeof ownValue(options, key) !== 'string')
            reader.problem(`${path}.options.${key}`, 'expected a string');
    }
    const reason = ownValue(entry, 'reason');
    if (
      reason !== undefined &&
      (typeof reason !== 'string' || [...reason].length < 1 || [...reason].length > 512)
    )
      reader.problem(`${path}.reason`, `expected 1-512 characters, got ${shownValue(reason)}`);
  });
}
