import type {
  APIApplicationCommand,
  APIApplicationCommandOption,
  LocalizationMap,
  RESTPostAPIApplicationCommandJSONBody,
  Snowflake,
} from '@slashkit/api';
import type { EmulatorApplication } from '../world/world.js';

/** Where a command is being stored, and under which ids. */
export interface NormalizeTarget {
  application: EmulatorApplication;
  guildId: Snowflake | null;
  id: Snowflake;
  version: Snowflake;
}

const optionKeys = [
  'type',
  'name',
  'name_localizations',
  'description',
  'description_localizations',
  'required',
  'choices',
  'options',
  'channel_types',
  'min_value',
  'max_value',
  'min_length',
  'max_length',
  'autocomplete',
  'file_types',
] as const;

/**
 * Turns a validated create body into the command object the service stores and returns: known fields
 * only, in the service's order, with the defaults it echoes (`type` 1, `nsfw` false,
 * `default_member_permissions` null, `dm_permission` true for global commands only, `contexts` null,
 * `integration_types` the app's default for global commands and `[0]` for guild commands, `description` ""
 * for USER/MESSAGE) and localized values identical to the default dropped (spec "Localization" rule 3).
 * `required: false` and `autocomplete: false` are dropped, as the service omits them.
 * @see service-facts "Command objects as the service returns them"
 */
export function normalizeCommand(
  body: RESTPostAPIApplicationCommandJSONBody,
  target: NormalizeTarget,
): APIApplicationCommand {
  const type = body.type ?? 1;
  const global = target.guildId === null;
  let defaultMemberPermissions = body.default_member_permissions ?? null;
  // The deprecated `default_permission: false` means "disabled for everyone but admins", i.e. "0".
  if (body.default_member_permissions === undefined && body.default_permission === false)
    defaultMemberPermissions = '0';
  const command: APIApplicationCommand = {
    id: target.id,
    application_id: target.application.id,
    version: target.version,
    default_member_permissions: defaultMemberPermissions,
    type,
    name: body.name,
    name_localizations: cleanLocalizations(body.name_localizations, body.name),
    description: type === 2 || type === 3 ? '' : (body.description ?? ''),
    description_localizations:
      type === 2 || type === 3
        ? null
        : cleanLocalizations(body.description_localizations, body.description ?? ''),
  };
  if (!global) command.guild_id = target.guildId as Snowflake;
  if (type === 1 && body.options && body.options.length > 0)
    command.options = body.options.map(normalizeOption);
  if (global) command.dm_permission = body.dm_permission ?? true;
  command.contexts = body.contexts ? [...body.contexts] : null;
  command.integration_types = body.integration_types
    ? [...body.integration_types]
    : global
      ? [...target.application.integrationTypes]
      : [0];
  command.nsfw = body.nsfw ?? false;
  if (type === 4) command.handler = body.handler ?? 1;
  return command;
}

/** The create-body view of a stored command: what a PATCH merges into before normalizing again. */
export function commandToBody(command: APIApplicationCommand): RESTPostAPIApplicationCommandJSONBody {
  const body: RESTPostAPIApplicationCommandJSONBody = {
    type: command.type,
    name: command.name,
    name_localizations: command.name_localizations ?? null,
    default_member_permissions: command.default_member_permissions,
    contexts: command.contexts ?? null,
    nsfw: command.nsfw ?? false,
  };
  if (command.type !== 2 && command.type !== 3) {
    body.description = command.description;
    body.description_localizations = command.description_localizations ?? null;
  }
  if (command.options) body.options = structuredClone(command.options);
  if (command.dm_permission !== undefined) body.dm_permission = command.dm_permission;
  if (command.integration_types) body.integration_types = [...command.integration_types];
  if (command.handler !== undefined) body.handler = command.handler;
  return body;
}

function normalizeOption(option: APIApplicationCommandOption): APIApplicationCommandOption {
  const source = option as unknown as Record<string, unknown>;
  const out: Record<string, unknown> = {};
  for (const key of optionKeys) {
    const value = source[key];
    if (value === undefined) continue;
    if ((key === 'required' || key === 'autocomplete') && value === false) continue;
    if (key === 'name_localizations')
      out[key] = cleanLocalizations(value as LocalizationMap | null, option.name);
    else if (key === 'description_localizations')
      out[key] = cleanLocalizations(value as LocalizationMap | null, option.description);
    else if (key === 'options') out[key] = (value as APIApplicationCommandOption[]).map(normalizeOption);
    else if (key === 'choices') {
      out[key] = (
        value as { name: string; name_localizations?: LocalizationMap | null; value: string | number }[]
      ).map((choice) => {
        const normalized: Record<string, unknown> = { name: choice.name };
        if (choice.name_localizations !== undefined) {
          normalized.name_localizations = cleanLocalizations(choice.name_localizations, choice.name);
        }
        normalized.value = choice.value;
        return normalized;
      });
    } else out[key] = structuredClone(value);
  }
  return out as unknown as APIApplicationCommandOption;
}

/** Drops null entries and entries identical to the default value; an empty result is null. */
// Takes any locale-keyed dictionary, so body types whose entries may be `undefined` fit too.
function cleanLocalizations(
  map: { readonly [locale: string]: string | null | undefined } | null | undefined,
  defaultValue: string,
): LocalizationMap | null {
  if (!map) return null;
  const out: Record<string, string> = {};
  let any = false;
  for (const [locale, value] of Object.entries(map)) {
    if (typeof value !== 'string' || value === defaultValue) continue;
    out[locale] = value;
    any = true;
  }
  return any ? (out as LocalizationMap) : null;
}

/**
 * Whether two stored commands differ in anything but their ids and version: a "substantial change" that
 * earns a new `version`.
 */
export function commandsDiffer(a: APIApplicationCommand, b: APIApplicationCommand): boolean {
  return canonical(strip(a)) !== canonical(strip(b));
}

function strip(command: APIApplicationCommand): Omit<APIApplicationCommand, 'id' | 'version'> {
  const { id: _id, version: _version, ...rest } = command;
  return rest;
}

function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}
