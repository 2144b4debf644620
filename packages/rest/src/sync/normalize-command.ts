import type { APIApplicationCommandOption, LocalizationMap } from '@slashkit/api';

/** Whether the command lives in one guild or globally: some defaults differ. */
export type CommandScope = 'global' | 'guild';

/** A command reduced to the fields that matter, with every service default filled in. */
export type NormalizedCommand = Record<string, unknown> & { type: number; name: string };

type Loose = Record<string, unknown>;

/**
 * A localization map as the service stores it: only string entries, none equal to the default text (the
 * service ignores those, spec "Localization" rule 3), sorted by locale; empty as null.
 */
function localizations(value: unknown, defaultText: unknown): LocalizationMap | null {
  if (value === null || typeof value !== 'object') return null;
  const entries = Object.entries(value as Loose).filter(
    ([, text]) => typeof text === 'string' && text !== defaultText,
  );
  if (entries.length === 0) return null;
  entries.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return Object.fromEntries(entries) as LocalizationMap;
}

function nonEmpty(value: unknown): value is unknown[] {
  return Array.isArray(value) && value.length > 0;
}

function sortedNumbers(value: unknown[]): number[] {
  return [...(value as number[])].sort((a, b) => a - b);
}

function normalizeOption(raw: APIApplicationCommandOption): Loose {
  const option = raw as unknown as Loose;
  const type = option.type as number;
  const out: Loose = {
    type,
    name: option.name,
    name_localizations: localizations(option.name_localizations, option.name),
    description: option.description ?? '',
    description_localizations: localizations(option.description_localizations, option.description),
  };
  // Subcommands and groups have no `required`; every other option defaults to false.
  if (type !== 1 && type !== 2) out.required = option.required === true;
  if (nonEmpty(option.choices)) {
    out.choices = option.choices.map((choice) => {
      const c = choice as Loose;
      return {
        name: c.name,
        name_localizations: localizations(c.name_localizations, c.name),
        value: c.value,
      };
    });
  }
  if (nonEmpty(option.options)) {
    out.options = (option.options as APIApplicationCommandOption[]).map(normalizeOption);
  }
  if (nonEmpty(option.channel_types)) out.channel_types = sortedNumbers(option.channel_types);
  for (const key of ['min_value', 'max_value', 'min_length', 'max_length'] as const) {
    if (typeof option[key] === 'number') out[key] = option[key];
  }
  if (option.autocomplete === true) out.autocomplete = true;
  if (nonEmpty(option.file_types)) out.file_types = [...(option.file_types as string[])].sort();
  return out;
}

/**
 * Reduces a command (a create body, or a command as the service returns it) to a canonical form: the
 * service's defaults filled in (type 1, nsfw false, default_member_permissions null, dm_permission true for
 * global commands, contexts null, integration_types [0], description "" for USER and MESSAGE, required false),
 * localized values equal to the default and empty localization maps dropped, `default_permission: false` as
 * `default_member_permissions` "0", and ids, versions and `*_localized` fields dropped. Two commands the
 * service would store identically normalise to equal objects.
 * @example
 * normalizeCommand({ name: 'ping', description: 'Pong' }, 'global').nsfw; // false
 * @see service-facts "Command objects as the service returns them"
 */
export function normalizeCommand(command: object, scope: CommandScope): NormalizedCommand {
  const c = command as Loose;
  const type = typeof c.type === 'number' ? c.type : 1;
  const out: NormalizedCommand = {
    type,
    name: String(c.name),
    name_localizations: localizations(c.name_localizations, c.name),
    description: typeof c.description === 'string' ? c.description : '',
    description_localizations: localizations(c.description_localizations, c.description),
    options: nonEmpty(c.options) ? (c.options as APIApplicationCommandOption[]).map(normalizeOption) : [],
    // The deprecated `default_permission: false` is stored as "disabled for everyone but admins", "0"; the
    // field itself may not be echoed, so only its effect is compared.
    default_member_permissions: c.default_member_permissions ?? (c.default_permission === false ? '0' : null),
    nsfw: c.nsfw === true,
    integration_types: nonEmpty(c.integration_types) ? sortedNumbers(c.integration_types) : [0],
    contexts: Array.isArray(c.contexts) ? sortedNumbers(c.contexts) : null,
  };
  // dm_permission exists only for global commands; a guild command never carries it.
  if (scope === 'global') out.dm_permission = c.dm_permission !== false;
  if (c.handler !== undefined) out.handler = c.handler;
  return out;
}
