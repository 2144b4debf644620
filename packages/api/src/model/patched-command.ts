import { ApplicationCommandType } from '../enums/application-command-type.js';
import type { APIApplicationCommand } from '../types/application-command.js';
import type { RESTPostAPIApplicationCommandJSONBody } from '../types/application-command-bodies.js';

// The fields a PATCH may replace; the service ignores anything else in the body (the type included).
const editableFields = [
  'name',
  'name_localizations',
  'description',
  'description_localizations',
  'options',
  'default_member_permissions',
  'dm_permission',
  'default_permission',
  'integration_types',
  'contexts',
  'nsfw',
  'handler',
] as const;

/** The create-body view of a stored command: what a PATCH merges into. */
function bodyOf(command: APIApplicationCommand): RESTPostAPIApplicationCommandJSONBody {
  const body: RESTPostAPIApplicationCommandJSONBody = {
    type: command.type,
    name: command.name,
    name_localizations: command.name_localizations ?? null,
    default_member_permissions: command.default_member_permissions,
    contexts: command.contexts ?? null,
    nsfw: command.nsfw ?? false,
  };
  if (command.type !== ApplicationCommandType.User && command.type !== ApplicationCommandType.Message) {
    body.description = command.description;
    body.description_localizations = command.description_localizations ?? null;
  }
  if (command.options) body.options = structuredClone(command.options);
  if (command.dm_permission !== undefined) body.dm_permission = command.dm_permission;
  if (command.default_permission !== undefined) body.default_permission = command.default_permission;
  if (command.integration_types) body.integration_types = [...command.integration_types];
  if (command.handler !== undefined) body.handler = command.handler;
  return body;
}

/**
 * What a validated PATCH makes of a stored command, as a create body (store it with `storedCommand`): each
 * editable field the patch sets replaces the stored one, the rest is kept. The deprecated
 * `default_permission` acts on `default_member_permissions` as on create (`"0"` when false, back to what
 * it was, or null from `"0"`, when true), unless the same patch sets `default_member_permissions` itself.
 * @example
 * patchedCommand(stored, { description: 'New' }).description; // 'New'
 * @see {@link https://discord.com/developers/docs/interactions/application-commands#edit-global-application-command | Edit Global Application Command}
 */
export function patchedCommand(
  stored: APIApplicationCommand,
  patch: Partial<RESTPostAPIApplicationCommandJSONBody>,
): RESTPostAPIApplicationCommandJSONBody {
  const merged = bodyOf(stored);
  const target = merged as unknown as Record<string, unknown>;
  for (const field of editableFields) if (patch[field] !== undefined) target[field] = patch[field];
  if (patch.default_permission !== undefined && patch.default_member_permissions === undefined) {
    const previous = stored.default_member_permissions === '0' ? null : stored.default_member_permissions;
    merged.default_member_permissions = patch.default_permission ? previous : '0';
  }
  return merged;
}
