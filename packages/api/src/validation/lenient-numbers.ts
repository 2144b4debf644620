import { ApplicationCommandOptionType } from '../enums/application-command-option-type.js';
import { isJsonObject } from '../json/is-json-object.js';
import { lenientInteger } from '../model/lenient-integer.js';

/** Which request body {@link lenientNumbers} reads. */
export type LenientBodyKind =
  | 'command'
  | 'commands'
  | 'message'
  | 'components'
  | 'embeds'
  | 'interaction-response'
  | 'modal'
  | 'permissions';

type Json = Record<string, unknown>;

// Integer fields of a component (any type: a field a type does not take is refused by its rule anyway).
const componentIntegers = [
  'type',
  'id',
  'style',
  'min_values',
  'max_values',
  'min_length',
  'max_length',
  'spacing',
  'accent_color',
] as const;
const optionIntegers = ['type', 'min_length', 'max_length'] as const;
const integerOptionBounds = ['min_value', 'max_value'] as const;
const commandIntegers = ['type', 'handler'] as const;
const messageIntegers = ['flags'] as const;
const embedIntegers = ['color'] as const;
const choiceIntegers = ['value'] as const;
const permissionIntegers = ['type'] as const;
const typeOnly = ['type'] as const;
const childKeys = ['accessory', 'component'] as const;

// Deeper than the service nests (components 3, options 3): left as sent, for the rules to refuse.
const maxDepth = 8;

/**
 * A request body with its integer fields read as the service reads them: a string that parses as an integer
 * (`"type": "1"`, `"color": "16711680"`) becomes that number (`lenientInteger`), and a permission bit set
 * sent as a JSON integer becomes its decimal string. Only the known integer fields of each body are read —
 * types, styles, flags, counts and lengths, ids of components, colours, `contexts` and `integration_types`,
 * INTEGER option bounds and choice values — never a text field, so `"name": "1"` stays text. Everything else
 * is kept as sent; an object is copied only where something changed. Every `validate*` function reads its
 * input through this first and returns the result as its `data`, so what is stored is the numbers.
 * @example
 * lenientNumbers({ type: '1', name: 'ping', description: 'Pong' }, 'command'); // { type: 1, ... }
 * @see {@link https://discord.com/developers/docs/reference#boolean-query-strings | Boolean query strings}
 */
export function lenientNumbers(body: unknown, kind: LenientBodyKind): unknown {
  switch (kind) {
    case 'command':
      return command(body);
    case 'commands':
      return list(body, command);
    case 'message':
      return message(body);
    case 'components':
      return components(body, 0);
    case 'embeds':
      return list(body, embed);
    case 'interaction-response':
      return response(body);
    case 'modal':
      return modal(body);
    case 'permissions':
      if (!isJsonObject(body)) return body;
      return set(body, undefined, 'permissions', list(body.permissions, permission)) ?? body;
  }
}

function command(body: unknown): unknown {
  if (!isJsonObject(body)) return body;
  let out = integers(body, undefined, commandIntegers);
  out = set(body, out, 'contexts', integerList(body.contexts));
  out = set(body, out, 'integration_types', integerList(body.integration_types));
  const permissions = body.default_member_permissions;
  // A bit set is a decimal string; the service takes a JSON integer too.
  if (typeof permissions === 'number' && Number.isSafeInteger(permissions) && permissions >= 0)
    out = set(body, out, 'default_member_permissions', String(permissions));
  out = set(body, out, 'options', options(body.options, 0));
  return out ?? body;
}

function options(value: unknown, depth: number): unknown {
  if (depth > maxDepth) return value;
  return list(value, (option) => {
    if (!isJsonObject(option)) return option;
    let out = integers(option, undefined, optionIntegers);
    out = set(option, out, 'channel_types', integerList(option.channel_types));
    if ((out ?? option).type === ApplicationCommandOptionType.Integer) {
      out = integers(option, out, integerOptionBounds);
      out = set(option, out, 'choices', list(option.choices, choice));
    }
    out = set(option, out, 'options', options(option.options, depth + 1));
    return out ?? option;
  });
}

function choice(value: unknown): unknown {
  return isJsonObject(value) ? (integers(value, undefined, choiceIntegers) ?? value) : value;
}

function permission(value: unknown): unknown {
  return isJsonObject(value) ? (integers(value, undefined, permissionIntegers) ?? value) : value;
}

function message(body: unknown): unknown {
  if (!isJsonObject(body)) return body;
  let out = integers(body, undefined, messageIntegers);
  out = set(body, out, 'embeds', list(body.embeds, embed));
  out = set(body, out, 'components', components(body.components, 0));
  return out ?? body;
}

function modal(body: unknown): unknown {
  if (!isJsonObject(body)) return body;
  return set(body, undefined, 'components', components(body.components, 0)) ?? body;
}

function embed(value: unknown): unknown {
  return isJsonObject(value) ? (integers(value, undefined, embedIntegers) ?? value) : value;
}

function components(value: unknown, depth: number): unknown {
  if (depth > maxDepth) return value;
  return list(value, (item) => component(item, depth));
}

function component(value: unknown, depth: number): unknown {
  if (!isJsonObject(value)) return value;
  let out = integers(value, undefined, componentIntegers);
  out = set(value, out, 'channel_types', integerList(value.channel_types));
  out = set(value, out, 'components', components(value.components, depth + 1));
  if (depth < maxDepth)
    for (const key of childKeys)
      if (isJsonObject(value[key])) out = set(value, out, key, component(value[key], depth + 1));
  return out ?? value;
}

function response(body: unknown): unknown {
  if (!isJsonObject(body)) return body;
  const out = integers(body, undefined, typeOnly);
  const type = (out ?? body).type;
  const data =
    type === 4 || type === 7
      ? message(body.data)
      : type === 5
        ? isJsonObject(body.data)
          ? (integers(body.data, undefined, messageIntegers) ?? body.data)
          : body.data
        : type === 9
          ? modal(body.data)
          : body.data;
  return set(body, out, 'data', data) ?? body;
}

/**
 * `out` (the copy of `source` being written, or undefined while nothing changed) with `key` set to `next`:
 * the copy is made on the first write that changes something, so a body that needed nothing costs nothing.
 */
function set(source: Json, out: Json | undefined, key: string, next: unknown): Json | undefined {
  if (next === source[key]) return out;
  // Spread copies own properties as data properties: a `__proto__` key stays a plain key.
  const copy = out ?? { ...source };
  copy[key] = next;
  return copy;
}

/** {@link set} for each of `keys` whose value is a string that parses as an integer. */
function integers(source: Json, out: Json | undefined, keys: readonly string[]): Json | undefined {
  let result = out;
  for (const key of keys) {
    const value = source[key];
    if (typeof value !== 'string') continue;
    const parsed = lenientInteger(value);
    if (parsed !== undefined) result = set(source, result, key, parsed);
  }
  return result;
}

function integerList(value: unknown): unknown {
  if (!Array.isArray(value) || !value.some((item) => typeof item === 'string')) return value;
  return value.map((item) => (typeof item === 'string' ? (lenientInteger(item) ?? item) : (item as unknown)));
}

function list(value: unknown, each: (item: unknown) => unknown): unknown {
  if (!Array.isArray(value)) return value;
  let out: unknown[] | undefined;
  for (let i = 0; i < value.length; i++) {
    const item: unknown = value[i];
    const next = each(item);
    if (next === item) continue;
    out ??= value.slice();
    out[i] = next;
  }
  return out ?? value;
}
