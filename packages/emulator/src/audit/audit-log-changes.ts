import type { APIAuditLogChange } from '@slashkit/api';

/**
 * The changes an audit log entry records between two wire forms of an object: for a creation (`before`
 * null) each field set, as `new_value`; for a deletion (`after` null) each field, as `old_value`; for an
 * edit each field whose JSON differs, with both. A null value is left out, as the service leaves it out.
 * `keys` limits the fields compared (default: every field of either side but `id`).
 * @example
 * auditLogChanges({ name: 'old', hoist: false }, { name: 'new', hoist: false });
 * // [{ key: 'name', old_value: 'old', new_value: 'new' }]
 */
export function auditLogChanges(
  before: object | null,
  after: object | null,
  keys?: readonly string[],
): APIAuditLogChange[] {
  const fields: readonly string[] = keys ?? [
    ...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})]),
  ];
  const changes: APIAuditLogChange[] = [];
  for (const key of fields) {
    if (key === 'id' && keys === undefined) continue;
    const old = before === null ? undefined : fieldOf(before, key);
    const next = after === null ? undefined : fieldOf(after, key);
    if (JSON.stringify(old) === JSON.stringify(next)) continue;
    const change: APIAuditLogChange = { key };
    if (next !== undefined) change.new_value = structuredClone(next);
    if (old !== undefined) change.old_value = structuredClone(old);
    changes.push(change);
  }
  return changes;
}

function fieldOf(object: object, key: string): unknown {
  const found = Object.hasOwn(object, key) ? (object as Record<string, unknown>)[key] : undefined;
  return found === null ? undefined : found;
}
