import { FieldErrorCodes } from '../error-codes.js';
import { isJsonObject } from '../json/is-json-object.js';
import { Limits } from '../limits.js';
import { isSnowflake } from '../snowflake.js';
import type { RESTPutAPIApplicationCommandPermissionsJSONBody } from '../types/application-command-permissions.js';
import type { ValidationResult } from './field-error.js';
import { lenientNumbers } from './lenient-numbers.js';
import { ErrorCollector, jsonType, show } from './rules/collector.js';
import { checkBoolean } from './rules/numbers.js';

/**
 * Checks the body of Edit Application Command Permissions (PUT): `{ permissions }` with at most 100
 * entries, each with a snowflake `id`, a `type` of 1 (ROLE), 2 (USER) or 3 (CHANNEL), a boolean
 * `permission`, and no two entries for the same id and type.
 *
 * Choice: the same id with different types (a role and a user cannot share an id, but the constants
 * "@everyone" and a user could in theory) is accepted; only an exact (id, type) repeat is refused.
 * @example
 * validatePermissionsEdit({ permissions: [{ id: guildId, type: 1, permission: false }] });
 * @see {@link https://discord.com/developers/docs/interactions/application-commands#application-command-permissions-object-application-command-permissions-structure | Application command permissions structure},
 *   {@link https://discord.com/developers/docs/interactions/application-commands#permissions | Application command permissions},
 *   {@link https://discord.com/developers/docs/interactions/application-commands#registering-a-command | Registering a command} (permission overwrites)
 */
export function validatePermissionsEdit(
  body: unknown,
): ValidationResult<RESTPutAPIApplicationCommandPermissionsJSONBody> {
  const c = new ErrorCollector();
  const request = lenientNumbers(body, 'permissions');
  if (!isJsonObject(request)) {
    c.add(
      undefined,
      FieldErrorCodes.ModelType,
      `Expected an object, got ${jsonType(request)} — send { "permissions": [...] }`,
    );
    return { success: false, errors: c.errors };
  }
  const permissions = request.permissions;
  if (permissions === undefined) {
    c.add(
      'permissions',
      FieldErrorCodes.Required,
      'This field is required — send the full list of overwrites, [] to remove all',
    );
  } else if (!Array.isArray(permissions)) {
    c.add(
      'permissions',
      FieldErrorCodes.ListType,
      `Expected an array, got ${jsonType(permissions)} — send [{ id, type, permission }, ...]`,
    );
  } else {
    c.path.push('permissions');
    if (permissions.length > Limits.permissionOverwrites) {
      c.add(
        undefined,
        FieldErrorCodes.MaxLength,
        `Must be 100 or fewer in length (got ${permissions.length}) — use roles instead of many single users`,
      );
    }
    const seen = new Map<string, number>();
    for (let i = 0; i < permissions.length; i++) {
      const entry: unknown = permissions[i];
      if (!isJsonObject(entry)) {
        c.add(
          i,
          FieldErrorCodes.ModelType,
          `Expected an object, got ${jsonType(entry)} — send { id, type, permission }`,
        );
        continue;
      }
      c.path.push(i);
      const { id, type, permission } = entry;
      const idValid = isSnowflake(id);
      if (id === undefined)
        c.add('id', FieldErrorCodes.Required, 'This field is required — the role, user or channel id');
      else if (!idValid)
        c.add(
          'id',
          FieldErrorCodes.Snowflake,
          `Value ${show(id)} is not snowflake — send the id as a decimal string`,
        );
      const typeValid = type === 1 || type === 2 || type === 3;
      if (type === undefined)
        c.add('type', FieldErrorCodes.Required, 'This field is required — 1 (ROLE), 2 (USER) or 3 (CHANNEL)');
      else if (!typeValid) {
        c.add(
          'type',
          FieldErrorCodes.Choices,
          `Value must be one of {1, 2, 3} (got ${show(type)}) — use ApplicationCommandPermissionType`,
        );
      }
      if (permission === undefined)
        c.add('permission', FieldErrorCodes.Required, 'This field is required — true allows, false denies');
      else checkBoolean(c, 'permission', permission);
      if (idValid && typeValid) {
        const key = `${type}:${id}`;
        const first = seen.get(key);
        if (first === undefined) seen.set(key, i);
        else {
          c.add(
            undefined,
            FieldErrorCodes.DuplicatePermission,
            `Duplicate overwrite: permissions[${first}] already sets id ${id} with type ${type} — keep only one`,
          );
        }
      }
      c.path.pop();
    }
    c.path.pop();
  }
  return c.errors.length === 0
    ? { success: true, data: request as unknown as RESTPutAPIApplicationCommandPermissionsJSONBody }
    : { success: false, errors: c.errors };
}
