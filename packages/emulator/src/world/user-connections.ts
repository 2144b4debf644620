import {
  type APIConnection,
  ConnectionService,
  type ConnectionVisibility,
  isJsonObject,
} from '@slashkit/api';
import type { ConnectionSeed } from './world-seed.js';

const services: readonly string[] = Object.values(ConnectionService);
const flags = ['verified', 'revoked', 'friendSync', 'showActivity', 'twoWayLink'] as const;

/** A world file's connection as the service answers it, its flags defaulted (verified, public, showing activity). */
export function toApiConnection(seed: ConnectionSeed): APIConnection {
  const connection: APIConnection = {
    id: seed.id,
    name: seed.name,
    type: seed.type,
    verified: seed.verified ?? true,
    friend_sync: seed.friendSync ?? false,
    show_activity: seed.showActivity ?? true,
    two_way_link: seed.twoWayLink ?? false,
    visibility: seed.visibility ?? 1,
  };
  if (seed.revoked) connection.revoked = true;
  return connection;
}

/** A connection as a world file writes it: every flag spelled out, so the file reads as the world is. */
export function toConnectionSeed(connection: APIConnection): ConnectionSeed {
  return {
    type: connection.type as ConnectionService,
    id: connection.id,
    name: connection.name,
    verified: connection.verified,
    revoked: connection.revoked ?? false,
    friendSync: connection.friend_sync,
    showActivity: connection.show_activity,
    twoWayLink: connection.two_way_link,
    visibility: connection.visibility as ConnectionVisibility,
  };
}

/**
 * The problems of a world file user's `connections`, each with its JSON path under `at`: a list of
 * objects, each with a known service `type`, a non-empty `id` and `name`, boolean flags and a visibility
 * of 0 or 1; one account of a service once.
 */
export function userConnectionProblems(user: Record<string, unknown>, at: string): string[] {
  const list = Object.hasOwn(user, 'connections') ? user.connections : undefined;
  if (list === undefined) return [];
  if (!Array.isArray(list)) return [`${at}.connections: expected an array`];
  const problems: string[] = [];
  const seen = new Set<string>();
  list.forEach((item, index) => {
    const path = `${at}.connections[${index}]`;
    if (!isJsonObject(item)) {
      problems.push(`${path}: expected an object`);
      return;
    }
    const own = (key: string): unknown => (Object.hasOwn(item, key) ? item[key] : undefined);
    if (typeof own('type') !== 'string' || !services.includes(own('type') as string))
      problems.push(`${path}.type: expected a service, one of ${services.join(', ')}`);
    for (const key of ['id', 'name'])
      if (typeof own(key) !== 'string' || (own(key) as string).length === 0)
        problems.push(`${path}.${key}: expected a non-empty string`);
    for (const key of flags)
      if (own(key) !== undefined && typeof own(key) !== 'boolean')
        problems.push(`${path}.${key}: expected true or false`);
    if (own('visibility') !== undefined && own('visibility') !== 0 && own('visibility') !== 1)
      problems.push(`${path}.visibility: expected 0 (only the user) or 1 (everyone)`);
    const account = `${String(own('type'))}:${String(own('id'))}`;
    if (seen.has(account)) problems.push(`${path}: this account is connected twice`);
    seen.add(account);
  });
  return problems;
}
