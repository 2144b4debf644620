import {
  type APIApplicationCommandBasicOption,
  type APIApplicationCommandInteractionData,
  type APIApplicationCommandInteractionDataBasicOption,
  type APIApplicationCommandInteractionDataOption,
  type APIApplicationCommandOption,
  type APIInteractionDataResolved,
  Limits,
  ApplicationCommandOptionType as OptionType,
} from '@slashkit/api';
import type { FocusedOption } from '../context/focused-option.js';
import { ownEntry } from './own-entry.js';
import type { ResolvedMentionable, ResolvedUser } from './resolved-values.js';

/** What parsing received options against a definition gives. */
export interface ParsedOptions {
  /** The handler's `options`, in the shapes `InferOptions` describes. */
  options: Record<string, unknown>;
  /** Autocomplete only: the focused option. */
  focused?: FocusedOption;
  /** Every mismatch, as `options.path: what is wrong`; empty when the options fit the definition. */
  issues: string[];
}

const typeNames: Record<number, string> = Object.fromEntries(
  Object.entries(OptionType).map(([name, value]) => [value, name.toUpperCase()]),
);
const typeName = (type: unknown): string =>
  typeof type === 'number' && typeNames[type] ? `${typeNames[type]} (${type})` : JSON.stringify(type);

const list = (names: readonly string[]): string => (names.length ? names.join(', ') : 'none');

const isSubcommandLike = (option: APIApplicationCommandOption): boolean =>
  option.type === OptionType.Subcommand || option.type === OptionType.SubcommandGroup;

const codePoints = (value: string): number => {
  let count = 0;
  for (const _ of value) count++;
  return count;
};

const failAt = (issues: string[], path: string, what: string): undefined => {
  issues.push(`${path}: ${what}`);
  return undefined;
};

/** True when there are no choices or the value is one of them; otherwise pushes an issue. */
const choicesAllow = (
  choices: readonly { value: string | number }[] | undefined,
  value: unknown,
  issues: string[],
  path: string,
): boolean => {
  if (!choices?.length) return true;
  for (const choice of choices) if (choice.value === value) return true;
  failAt(
    issues,
    path,
    `${JSON.stringify(value)} is not one of the choices (${list(choices.map((c) => JSON.stringify(c.value)))})`,
  );
  return false;
};

export const resolvedUser = (
  resolved: APIInteractionDataResolved | undefined,
  id: string,
): ResolvedUser | undefined => {
  const user = ownEntry(resolved?.users, id);
  if (!user) return undefined;
  const member = ownEntry(resolved?.members, id);
  return member ? { user, member } : { user };
};

/** Checks and converts one received value; pushes an issue and returns undefined when it does not fit. */
function convertValue(
  definition: APIApplicationCommandBasicOption,
  received: APIApplicationCommandInteractionDataBasicOption,
  resolved: APIInteractionDataResolved | undefined,
  path: string,
  issues: string[],
): unknown {
  const { value } = received;
  // Module-level helpers rather than closures: this runs for every option of every interaction.
  switch (definition.type) {
    case OptionType.String: {
      if (typeof value !== 'string')
        return failAt(issues, path, `expected a string, received ${JSON.stringify(value)}`);
      if (!choicesAllow(definition.choices, value, issues, path)) return undefined;
      const length = codePoints(value);
      if (definition.min_length !== undefined && length < definition.min_length)
        return failAt(issues, path, `${length} characters, below min_length ${definition.min_length}`);
      if (definition.max_length !== undefined && length > definition.max_length)
        return failAt(issues, path, `${length} characters, above max_length ${definition.max_length}`);
      return value;
    }
    case OptionType.Integer:
    case OptionType.Number: {
      const integer = definition.type === OptionType.Integer;
      if (typeof value !== 'number' || !Number.isFinite(value) || (integer && !Number.isInteger(value)))
        return failAt(
          issues,
          path,
          `expected ${integer ? 'an integer' : 'a number'}, received ${JSON.stringify(value)}`,
        );
      const low = integer ? Limits.integerMin : Limits.numberMin;
      const high = integer ? Limits.integerMax : Limits.numberMax;
      if (value < low || value > high) return failAt(issues, path, `${value} is outside ${low} to ${high}`);
      if (!choicesAllow(definition.choices, value, issues, path)) return undefined;
      if (definition.min_value !== undefined && value < definition.min_value)
        return failAt(issues, path, `${value} is below min_value ${definition.min_value}`);
      if (definition.max_value !== undefined && value > definition.max_value)
        return failAt(issues, path, `${value} is above max_value ${definition.max_value}`);
      return value;
    }
    case OptionType.Boolean:
      return typeof value === 'boolean'
        ? value
        : failAt(issues, path, `expected a boolean, received ${JSON.stringify(value)}`);
  }
  // The remaining types carry an id whose object sits in `data.resolved`.
  if (typeof value !== 'string')
    return failAt(issues, path, `expected an id, received ${JSON.stringify(value)}`);
  switch (definition.type) {
    case OptionType.User:
      return (
        resolvedUser(resolved, value) ??
        failAt(issues, path, `id ${value} is missing from data.resolved.users`)
      );
    case OptionType.Role:
      return (
        ownEntry(resolved?.roles, value) ??
        failAt(issues, path, `id ${value} is missing from data.resolved.roles`)
      );
    case OptionType.Attachment:
      return (
        ownEntry(resolved?.attachments, value) ??
        failAt(issues, path, `id ${value} is missing from data.resolved.attachments`)
      );
    case OptionType.Channel: {
      const channel = ownEntry(resolved?.channels, value);
      if (!channel) return failAt(issues, path, `id ${value} is missing from data.resolved.channels`);
      const allowed = definition.channel_types;
      if (allowed?.length && !allowed.includes(channel.type))
        return failAt(
          issues,
          path,
          `channel type ${channel.type} is not one of channel_types (${list(allowed.map(String))})`,
        );
      return channel;
    }
    case OptionType.Mentionable: {
      const user = resolvedUser(resolved, value);
      if (user) return { kind: 'user', ...user } satisfies ResolvedMentionable;
      const role = ownEntry(resolved?.roles, value);
      if (role) return { kind: 'role', role } satisfies ResolvedMentionable;
      return failAt(issues, path, `id ${value} is in neither data.resolved.users nor data.resolved.roles`);
    }
  }
  return failAt(issues, path, `unsupported option type ${typeName((definition as { type: unknown }).type)}`);
}

const findByName = (
  definitions: readonly APIApplicationCommandOption[],
  name: unknown,
): APIApplicationCommandOption | undefined => {
  for (const definition of definitions) if (definition.name === name) return definition;
  return undefined;
};

/** Parses the value options of one level (the command itself, or one subcommand). */
function parseLeaves(
  definitions: readonly APIApplicationCommandOption[],
  received: readonly APIApplicationCommandInteractionDataOption[],
  resolved: APIInteractionDataResolved | undefined,
  path: string,
  autocomplete: boolean,
  result: ParsedOptions,
): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  // A list, not a Set: a level has at most 25 options, and most commands one or two.
  const seen: string[] = [];
  for (const option of received) {
    const where = `${path}.${String(option?.name)}`;
    const definition = findByName(definitions, option?.name);
    if (!definition || isSubcommandLike(definition)) {
      result.issues.push(
        `${where}: not an option here (expected one of: ${list(definitions.map((d) => d.name))})`,
      );
      continue;
    }
    if (seen.includes(definition.name)) {
      result.issues.push(`${where}: received twice`);
      continue;
    }
    seen.push(definition.name);
    if (option.type !== definition.type) {
      result.issues.push(
        `${where}: expected type ${typeName(definition.type)}, received ${typeName(option.type)}`,
      );
      continue;
    }
    const basic = option as APIApplicationCommandInteractionDataBasicOption;
    if (autocomplete && basic.focused === true) {
      // The focused value is what the user is typing: partial by nature, so it is not range-checked.
      const { value } = basic;
      if (typeof value !== 'string' && typeof value !== 'number') {
        result.issues.push(`${where}: a focused value must be a string or a number`);
      } else if (!('autocomplete' in definition) || definition.autocomplete !== true) {
        // Handlers are keyed (and typed) by the options that ask for autocomplete: no other may be focused.
        result.issues.push(
          `${where}: focused, but the command's definition does not set autocomplete: true on this option`,
        );
      } else if (result.focused) {
        result.issues.push(`${where}: a second focused option`);
      } else {
        // Text, as the service sends it for every type: a number from elsewhere keeps one shape for handlers.
        result.focused = {
          name: definition.name,
          type: definition.type as FocusedOption['type'],
          value: String(value),
        };
      }
      continue;
    }
    const value = convertValue(
      definition as APIApplicationCommandBasicOption,
      basic,
      resolved,
      where,
      result.issues,
    );
    // An option may be named `__proto__` (a valid name): defined, not assigned, it stays an own value.
    if (value === undefined) continue;
    if (definition.name === '__proto__')
      Object.defineProperty(values, definition.name, {
        value,
        enumerable: true,
        writable: true,
        configurable: true,
      });
    else values[definition.name] = value;
  }
  if (!autocomplete) {
    for (const definition of definitions) {
      if ('required' in definition && definition.required && !seen.includes(definition.name))
        result.issues.push(`${path}.${definition.name}: required but missing`);
    }
  }
  return values;
}

/**
 * Checks the options an interaction carries against the command's definition and converts them into the
 * handler's shapes: values by name for a plain command; `{ subcommand, options }` or
 * `{ group, subcommand, options }` when the command has subcommands; resolved objects for ids.
 */
export function parseOptions(
  definitions: readonly APIApplicationCommandOption[] | undefined,
  data: APIApplicationCommandInteractionData,
  autocomplete: boolean,
): ParsedOptions {
  const result: ParsedOptions = { options: {}, issues: [] };
  const defs = definitions ?? [];
  const received = Array.isArray(data.options) ? data.options : [];
  const { resolved } = data;
  if (!defs.some(isSubcommandLike)) {
    result.options = parseLeaves(defs, received, resolved, 'options', autocomplete, result);
  } else {
    // A command with subcommands is never invoked bare: exactly one subcommand (or group) arrives.
    const [first] = received;
    const top = defs.find((d) => d.name === first?.name && isSubcommandLike(d));
    if (received.length !== 1 || !first || !top || first.type !== top.type) {
      result.issues.push(
        `options: expected exactly one subcommand or group (one of: ${list(defs.map((d) => d.name))}), received ${list(received.map((o) => `${String(o?.name)} ${typeName(o?.type)}`))}`,
      );
    } else if (top.type === OptionType.Subcommand) {
      const options = parseLeaves(
        top.options ?? [],
        subOptions(first),
        resolved,
        `options.${top.name}`,
        autocomplete,
        result,
      );
      result.options = { subcommand: top.name, options };
    } else if (top.type === OptionType.SubcommandGroup) {
      const inner = subOptions(first);
      const [sub] = inner;
      const subDefinition = top.options?.find((d) => d.name === sub?.name);
      if (inner.length !== 1 || !sub || !subDefinition || sub.type !== OptionType.Subcommand) {
        result.issues.push(
          `options.${top.name}: expected exactly one subcommand (one of: ${list((top.options ?? []).map((d) => d.name))}), received ${list(inner.map((o) => String(o?.name)))}`,
        );
      } else {
        const path = `options.${top.name}.${subDefinition.name}`;
        const options = parseLeaves(
          subDefinition.options ?? [],
          subOptions(sub),
          resolved,
          path,
          autocomplete,
          result,
        );
        result.options = { group: top.name, subcommand: subDefinition.name, options };
      }
    }
  }
  if (autocomplete && !result.focused && result.issues.length === 0)
    result.issues.push('options: an autocomplete interaction carries no focused option');
  return result;
}

const subOptions = (
  option: APIApplicationCommandInteractionDataOption,
): APIApplicationCommandInteractionDataOption[] =>
  'options' in option && Array.isArray(option.options) ? option.options : [];
