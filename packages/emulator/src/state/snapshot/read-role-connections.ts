import { type JsonObject, ownValue } from '@slashkit/api';
import {
  type FieldError,
  formatFieldPath,
  validateRoleConnectionMetadataBody,
  validateUserRoleConnectionBody,
} from '@slashkit/api/validation';
import type { SnapshotReader } from './snapshot-reader.js';
import type { WorldRefs } from './world-refs.js';

/**
 * Checks `roleConnections`: each names an application of the snapshot's world once; its `metadata` are
 * records as a PUT of them is checked; each of its `users` names a user of the world once and holds a
 * connection as a PUT of one is checked against the application's keys (so a loaded state is one the
 * service could hold).
 */
export function readRoleConnections(reader: SnapshotReader, value: unknown, refs: WorldRefs): void {
  const applications = new Set<unknown>();
  reader.array(value, 'roleConnections').forEach((item, index) => {
    const at = `roleConnections[${index}]`;
    const record = reader.object(item, at);
    if (!record) return;
    reader.knownKeys(record, at, ['applicationId', 'metadata', 'users']);
    reader.reference(record, 'applicationId', at, refs.applications, 'application');
    const applicationId = ownValue(record, 'applicationId');
    if (applications.has(applicationId))
      reader.problem(`${at}.applicationId`, 'this application has two records');
    applications.add(applicationId);
    const metadata = validateRoleConnectionMetadataBody(ownValue(record, 'metadata'));
    if (!metadata.success) report(reader, `${at}.metadata`, metadata.errors);
    const keys = metadata.success ? metadata.data.map((m) => m.key) : undefined;
    const users = new Set<unknown>();
    for (const [user, path] of reader.objectsAt(record, 'users', at)) {
      reader.reference(user, 'userId', path, refs.users, 'user');
      const userId = ownValue(user, 'userId');
      if (users.has(userId)) reader.problem(`${path}.userId`, 'this user has two connections');
      users.add(userId);
      readConnection(reader, user, path, keys);
    }
  });
}

function readConnection(
  reader: SnapshotReader,
  user: JsonObject,
  at: string,
  keys: string[] | undefined,
): void {
  reader.knownKeys(user, at, ['userId', 'platform_name', 'platform_username', 'metadata']);
  const { userId: _userId, ...connection } = user;
  const checked = validateUserRoleConnectionBody(connection, keys);
  if (!checked.success) report(reader, at, checked.errors);
}

// A validator's paths are relative to the part it checked: `[0].key` or `metadata.level` below `at`.
function report(reader: SnapshotReader, at: string, errors: readonly FieldError[]): void {
  for (const { path, message } of errors) {
    const below =
      path.length === 0
        ? ''
        : typeof path[0] === 'number'
          ? formatFieldPath(path)
          : `.${formatFieldPath(path)}`;
    reader.problem(`${at}${below}`, message);
  }
}
