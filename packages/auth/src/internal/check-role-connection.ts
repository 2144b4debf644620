import { type APIApplicationRoleConnection, isJsonObject } from '@slashkit/api';
import { AuthError } from '../auth-error.js';

const textOrNull = (value: unknown) => value === null || typeof value === 'string';

/**
 * The answer of a role-connection call as a connection: `platform_name` and `platform_username` strings or
 * null, `metadata` an object; else throws `INVALID_RESPONSE` naming the call.
 */
export function checkRoleConnection(json: unknown, method: 'GET' | 'PUT'): APIApplicationRoleConnection {
  if (
    !isJsonObject(json) ||
    !textOrNull(json.platform_name) ||
    !textOrNull(json.platform_username) ||
    !isJsonObject(json.metadata)
  ) {
    throw new AuthError(
      'INVALID_RESPONSE',
      `${method} /users/@me/applications/{application.id}/role-connection answered without a role connection (platform_name, platform_username, metadata).`,
    );
  }
  return json as unknown as APIApplicationRoleConnection;
}
