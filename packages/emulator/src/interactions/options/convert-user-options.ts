import {
  type APIApplicationCommand,
  type APIApplicationCommandBasicOption,
  type APIApplicationCommandInteractionDataBasicOption,
  type APIApplicationCommandInteractionDataOption,
  type APIApplicationCommandOption,
  type APIInteractionDataResolved,
  FieldErrorCodes,
  isJsonObject,
  Limits,
  ApplicationCommandOptionType as OptionType,
  ownValue,
} from '@slashkit/api';
import type { FieldError } from '@slashkit/api/validation';
import type { OptionResolver } from './option-resolver.js';

/** Options as the service delivers them, with the objects they point at, or what the user got wrong. */
export interface ConvertedOptions {
  options: APIApplicationCommandInteractionDataOption[];
  resolved: APIInteractionDataResolved;
  errors: FieldError[];
}

type Mode = { kind: 'command' } | { kind: 'autocomplete'; focused: string };

const codePoints = (value: string): number => [...value].length;

/**
 * Turns options as a user enters them (`{ sides: 6 }`, or `{ group?, subcommand, options: {...} }` for a
 * command with subcommands) into the interaction's `options` and `resolved`, checking what the client
 * checks: known names, types, choices (by value or by name), ranges, lengths, channel types, file types and
 * required options. For autocomplete (`mode.kind === 'autocomplete'`) the focused option is sent as typed
 * (a partial string, never range-checked), required options may be missing, and other values the client
 * would reject (invalid numbers, out of range) are left out instead of refused.
 * @see {@link https://discord.com/developers/docs/interactions/application-commands#autocomplete | Autocomplete}
 */
export function convertUserOptions(
  command: APIApplicationCommand,
  input: unknown,
  mode: Mode,
  resolver: OptionResolver,
): ConvertedOptions {
  const result: ConvertedOptions = { options: [], resolved: {}, errors: [] };
  const definitions = command.options ?? [];
  const given = input === undefined ? {} : input;
  if (!isJsonObject(given)) {
    result.errors.push(
      error(['options'], FieldErrorCodes.Object, 'options must be an object of name: value'),
    );
    return result;
  }
  const hasSubcommands = definitions.some(
    (d) => d.type === OptionType.Subcommand || d.type === OptionType.SubcommandGroup,
  );
  if (!hasSubcommands) {
    result.options = convertLeaves(definitions, given, ['options'], mode, resolver, result);
  } else {
    result.options = convertSubcommand(definitions, given, mode, resolver, result);
  }
  if (mode.kind === 'autocomplete' && result.errors.length === 0 && !hasFocused(result.options)) {
    result.errors.push(
      error(
        ['focused'],
        FieldErrorCodes.InvalidValue,
        `"${mode.focused}" is not an autocomplete option of the chosen (sub)command`,
      ),
    );
  }
  return result;
}

function hasFocused(options: readonly APIApplicationCommandInteractionDataOption[]): boolean {
  return options.some((o) =>
    'focused' in o && o.focused === true
      ? true
      : 'options' in o && Array.isArray(o.options)
        ? hasFocused(o.options)
        : false,
  );
}

function convertSubcommand(
  definitions: readonly APIApplicationCommandOption[],
  given: Record<string, unknown>,
  mode: Mode,
  resolver: OptionResolver,
  result: ConvertedOptions,
): APIApplicationCommandInteractionDataOption[] {
  const names = (list: readonly APIApplicationCommandOption[], type: number) =>
    list.filter((d) => d.type === type).map((d) => d.name);
  const unknownKeys = Object.keys(given).filter((k) => !['group', 'subcommand', 'options'].includes(k));
  if (unknownKeys.length > 0) {
    result.errors.push(
      error(
        ['options'],
        FieldErrorCodes.Unknown,
        `this command has subcommands: give { subcommand, group?, options } instead of ${unknownKeys.join(', ')}`,
      ),
    );
    return [];
  }
  let level = definitions;
  let groupName: string | undefined;
  if (given.group !== undefined) {
    const group = definitions.find((d) => d.type === OptionType.SubcommandGroup && d.name === given.group);
    if (!group || group.type !== OptionType.SubcommandGroup) {
      result.errors.push(
        error(
          ['options', 'group'],
          FieldErrorCodes.InvalidValue,
          `no subcommand group ${JSON.stringify(given.group)}; groups: ${names(definitions, OptionType.SubcommandGroup).join(', ') || 'none'}`,
        ),
      );
      return [];
    }
    groupName = group.name;
    level = group.options ?? [];
  }
  const subcommand = level.find((d) => d.type === OptionType.Subcommand && d.name === given.subcommand);
  if (!subcommand || subcommand.type !== OptionType.Subcommand) {
    const choices = names(level, OptionType.Subcommand);
    const groups = groupName === undefined ? names(definitions, OptionType.SubcommandGroup) : [];
    result.errors.push(
      error(
        ['options', 'subcommand'],
        FieldErrorCodes.Required,
        `choose a subcommand${groupName ? ` of group ${groupName}` : ''}: ${choices.join(', ') || 'none'}${groups.length ? ` (or a group: ${groups.join(', ')}, with "group")` : ''}; a command with subcommands cannot run on its own`,
      ),
    );
    return [];
  }
  const inner = given.options === undefined ? {} : given.options;
  if (!isJsonObject(inner)) {
    result.errors.push(
      error(['options', 'options'], FieldErrorCodes.Object, 'expected an object of name: value'),
    );
    return [];
  }
  const leaves = convertLeaves(
    subcommand.options ?? [],
    inner,
    ['options', 'options'],
    mode,
    resolver,
    result,
  );
  const sub: APIApplicationCommandInteractionDataOption = {
    name: subcommand.name,
    type: OptionType.Subcommand,
    options: leaves as APIApplicationCommandInteractionDataBasicOption[],
  };
  return groupName === undefined
    ? [sub]
    : [{ name: groupName, type: OptionType.SubcommandGroup, options: [sub] }];
}

function convertLeaves(
  definitions: readonly APIApplicationCommandOption[],
  given: Record<string, unknown>,
  path: string[],
  mode: Mode,
  resolver: OptionResolver,
  result: ConvertedOptions,
): APIApplicationCommandInteractionDataBasicOption[] {
  const out: APIApplicationCommandInteractionDataBasicOption[] = [];
  for (const name of Object.keys(given)) {
    if (!definitions.some((d) => d.name === name)) {
      result.errors.push(
        error(
          [...path, name],
          FieldErrorCodes.Unknown,
          `no option ${JSON.stringify(name)}; options: ${definitions.map((d) => d.name).join(', ') || 'none'}`,
        ),
      );
    }
  }
  // Options arrive in definition order, as the client sends them.
  for (const definition of definitions) {
    // Own keys only: an option may be named `constructor` or `__proto__`.
    const value = ownValue(given, definition.name);
    const where = [...path, definition.name];
    if (definition.type === OptionType.Subcommand || definition.type === OptionType.SubcommandGroup) continue;
    if (mode.kind === 'autocomplete' && mode.focused === definition.name) {
      if (
        (definition.type === OptionType.String ||
          definition.type === OptionType.Integer ||
          definition.type === OptionType.Number) &&
        definition.autocomplete === true
      ) {
        // What the user has typed so far, as text: partial, unchecked.
        const typed = value === undefined || value === null ? '' : String(value);
        out.push({ name: definition.name, type: definition.type, value: typed, focused: true });
      } else {
        result.errors.push(
          error(
            ['focused'],
            FieldErrorCodes.InvalidValue,
            `option ${definition.name} does not use autocomplete (set autocomplete: true on a STRING, INTEGER or NUMBER option without choices)`,
          ),
        );
      }
      continue;
    }
    if (value === undefined || value === null) {
      if (mode.kind === 'command' && 'required' in definition && definition.required) {
        result.errors.push(
          error(where, FieldErrorCodes.Required, `${definition.name} is required; give a value for it`),
        );
      }
      continue;
    }
    const converted = convertValue(definition as APIApplicationCommandBasicOption, value, resolver, result);
    if (typeof converted === 'object' && converted !== null && 'problem' in converted) {
      // The client refuses a bad value on submit; while autocompleting, it just does not send it.
      if (mode.kind === 'command')
        result.errors.push(error(where, converted.code, `${definition.name}: ${converted.problem}`));
      continue;
    }
    out.push({
      name: definition.name,
      type: definition.type as APIApplicationCommandInteractionDataBasicOption['type'],
      value: converted,
    });
  }
  return out;
}

type Problem = { problem: string; code: string };

function convertValue(
  definition: APIApplicationCommandBasicOption,
  value: unknown,
  resolver: OptionResolver,
  result: ConvertedOptions,
): string | number | boolean | Problem {
  const problem = (text: string, code: string = FieldErrorCodes.InvalidValue): Problem => ({
    problem: text,
    code,
  });
  switch (definition.type) {
    case OptionType.String: {
      if (typeof value !== 'string')
        return problem(`expected text, got ${JSON.stringify(value)}`, FieldErrorCodes.String);
      if (definition.choices?.length)
        return pickChoice(definition.choices, value) ?? choiceProblem(definition.choices, value);
      const length = codePoints(value);
      if (definition.min_length !== undefined && length < definition.min_length)
        return problem(
          `${length} characters; at least ${definition.min_length} needed`,
          FieldErrorCodes.MinLength,
        );
      const max = definition.max_length ?? Limits.maxLengthMax;
      if (length > max)
        return problem(`${length} characters; at most ${max} allowed`, FieldErrorCodes.MaxLength);
      return value;
    }
    case OptionType.Integer:
    case OptionType.Number: {
      const integer = definition.type === OptionType.Integer;
      if (definition.choices?.length) {
        const picked = pickChoice(definition.choices, value);
        if (picked !== undefined) return picked;
        return choiceProblem(definition.choices, value);
      }
      const number =
        typeof value === 'number'
          ? value
          : typeof value === 'string' && value.trim() !== ''
            ? Number(value)
            : Number.NaN;
      if (!Number.isFinite(number) || (integer && !Number.isInteger(number)))
        return problem(
          `${JSON.stringify(value)} is not ${integer ? 'an integer' : 'a number'}`,
          FieldErrorCodes.Coerce,
        );
      const low = Math.max(definition.min_value ?? -Infinity, integer ? Limits.integerMin : Limits.numberMin);
      const high = Math.min(definition.max_value ?? Infinity, integer ? Limits.integerMax : Limits.numberMax);
      if (number < low) return problem(`${number} is below the minimum ${low}`, FieldErrorCodes.Min);
      if (number > high) return problem(`${number} is above the maximum ${high}`, FieldErrorCodes.Max);
      return number;
    }
    case OptionType.Boolean:
      if (value === true || value === 'true' || value === 'True') return true;
      if (value === false || value === 'false' || value === 'False') return false;
      return problem(`expected true or false, got ${JSON.stringify(value)}`, FieldErrorCodes.Boolean);
    case OptionType.User: {
      const found = typeof value === 'string' ? resolver.user(value) : undefined;
      if (!found) return problem(`no user ${JSON.stringify(value)} in the world`, FieldErrorCodes.Snowflake);
      addUser(result, value as string, found);
      return value as string;
    }
    case OptionType.Role: {
      const role = typeof value === 'string' ? resolver.role(value) : undefined;
      if (!role) return problem(`no role ${JSON.stringify(value)} here`, FieldErrorCodes.Snowflake);
      result.resolved.roles = { ...result.resolved.roles, [role.id]: role };
      return role.id;
    }
    case OptionType.Mentionable: {
      if (typeof value !== 'string')
        return problem(`expected a user or role id, got ${JSON.stringify(value)}`);
      const user = resolver.user(value);
      if (user) {
        addUser(result, value, user);
        return value;
      }
      const role = resolver.role(value);
      if (role) {
        result.resolved.roles = { ...result.resolved.roles, [role.id]: role };
        return value;
      }
      return problem(`${value} is neither a user of the world nor a role here`, FieldErrorCodes.Snowflake);
    }
    case OptionType.Channel: {
      const channel = typeof value === 'string' ? resolver.channel(value) : undefined;
      const hidden = typeof value === 'string' && !channel ? resolver.hiddenChannel(value) : undefined;
      if (hidden) return problem(`${JSON.stringify(value)} is ${hidden}, so the client does not offer it`);
      if (!channel) return problem(`no channel ${JSON.stringify(value)} here`, FieldErrorCodes.Snowflake);
      const allowed = definition.channel_types;
      if (allowed?.length && !allowed.includes(channel.type))
        return problem(
          `channel ${channel.id} has type ${channel.type}; this option takes types ${allowed.join(', ')}`,
        );
      result.resolved.channels = { ...result.resolved.channels, [channel.id]: channel };
      return channel.id;
    }
    case OptionType.Attachment: {
      const attachment = resolver.attachment(value);
      if (typeof attachment === 'string') return problem(attachment);
      const types = definition.file_types;
      if (types?.length) {
        const extension = attachment.filename.includes('.')
          ? attachment.filename.split('.').pop()!.toLowerCase()
          : '';
        if (!types.some((t) => t.replace(/^\./, '').toLowerCase() === extension))
          return problem(`${attachment.filename} is not one of the file types ${types.join(', ')}`);
      }
      result.resolved.attachments = { ...result.resolved.attachments, [attachment.id]: attachment };
      return attachment.id;
    }
  }
  return problem('unsupported option type');
}

function addUser(
  result: ConvertedOptions,
  id: string,
  found: NonNullable<ReturnType<OptionResolver['user']>>,
): void {
  result.resolved.users = { ...result.resolved.users, [id]: found.user };
  if (found.member) result.resolved.members = { ...result.resolved.members, [id]: found.member };
}

function pickChoice(
  choices: readonly { name: string; value: string | number }[],
  value: unknown,
): string | number | undefined {
  // A user picks a choice by its name; scripts may give the value itself.
  const byValue = choices.find(
    (c) => c.value === value || (typeof c.value === 'number' && String(c.value) === value),
  );
  if (byValue) return byValue.value;
  return choices.find((c) => c.name === value)?.value;
}

function choiceProblem(
  choices: readonly { name: string; value: string | number }[],
  value: unknown,
): Problem {
  return {
    problem: `${JSON.stringify(value)} is not one of the choices: ${choices.map((c) => `${c.name} (${JSON.stringify(c.value)})`).join(', ')}`,
    code: FieldErrorCodes.Choices,
  };
}

function error(path: (string | number)[], code: string, message: string): FieldError {
  return { path, code, message };
}
