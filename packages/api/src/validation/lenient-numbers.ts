import { ApplicationCommandOptionType } from '../enums/application-command-option-type.js';
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
 * @see service-facts "Query strings and lenient numbers"
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
      return edit(body, (out) => {
        out.components = components(out.components, 0);
      });
    case 'permissions':
      return edit(body, (out) => {
        out.permissions = list(out.permissions, (entry) => integers(entry, ['type']));
      });
  }
}

function command(body: unknown): unknown {
  return edit(body, (out) => {
    readIntegers(out, ['type', 'handler']);
    out.contexts = integerList(out.contexts);
    out.integration_types = integerList(out.integration_types);
    const permissions = out.default_member_permissions;
    // A bit set is a decimal string; the service takes a JSON integer too.
    if (typeof permissions === 'number' && Number.isSafeInteger(permissions) && permissions >= 0)
      out.default_member_permissions = String(permissions);
    out.options = options(out.options, 0);
  });
}

function options(value: unknown, depth: number): unknown {
  if (depth > maxDepth) return value;
  return list(value, (option) =>
    edit(option, (out) => {
      readIntegers(out, optionIntegers);
      out.channel_types = integerList(out.channel_types);
      if (out.type === ApplicationCommandOptionType.Integer) {
        readIntegers(out, ['min_value', 'max_value']);
        out.choices = list(out.choices, (choice) => integers(choice, ['value']));
      }
      out.options = options(out.options, depth + 1);
    }),
  );
}

function message(body: unknown): unknown {
  return edit(body, (out) => {
    readIntegers(out, ['flags']);
    out.embeds = list(out.embeds, embed);
    out.components = components(out.components, 0);
  });
}

function embed(value: unknown): unknown {
  return integers(value, ['color']);
}

function components(value: unknown, depth: number): unknown {
  if (depth > maxDepth) return value;
  return list(value, (item) => component(item, depth));
}

function component(value: unknown, depth: number): unknown {
  return edit(value, (out) => {
    readIntegers(out, componentIntegers);
    out.channel_types = integerList(out.channel_types);
    out.components = components(out.components, depth + 1);
    for (const key of ['accessory', 'component'] as const)
      if (isObject(out[key]) && depth < maxDepth) out[key] = component(out[key], depth + 1);
  });
}

function response(body: unknown): unknown {
  const typed = integers(body, ['type']);
  if (!isObject(typed)) return typed;
  switch (typed.type) {
    case 4:
    case 7:
      return edit(typed, (out) => {
        out.data = message(out.data);
      });
    case 5:
      return edit(typed, (out) => {
        out.data = integers(out.data, ['flags']);
      });
    case 9:
      return edit(typed, (out) => {
        out.data = lenientNumbers(out.data, 'modal');
      });
    default:
      return typed;
  }
}

/**
 * Runs `change` on a shallow copy of an object and returns the copy when a field changed, else the object
 * itself (nothing is copied for a body that needed nothing). Keys the body lacks are never added.
 */
function edit(value: unknown, change: (out: Json) => void): unknown {
  if (!isObject(value)) return value;
  // Spread copies own properties as data properties: a `__proto__` key stays a plain key.
  const out: Json = { ...value };
  change(out);
  let changed = false;
  for (const key of Object.keys(out)) {
    if (!Object.hasOwn(value, key)) {
      if (out[key] === undefined) delete out[key];
      else changed = true;
    } else if (out[key] !== value[key]) changed = true;
  }
  return changed ? out : value;
}

function integers(value: unknown, keys: readonly string[]): unknown {
  return edit(value, (out) => readIntegers(out, keys));
}

function readIntegers(out: Json, keys: readonly string[]): void {
  for (const key of keys) {
    const value = out[key];
    if (typeof value !== 'string') continue;
    const parsed = lenientInteger(value);
    if (parsed !== undefined) out[key] = parsed;
  }
}

function integerList(value: unknown): unknown {
  if (!Array.isArray(value) || !value.some((item) => typeof item === 'string')) return value;
  return value.map((item) => (typeof item === 'string' ? (lenientInteger(item) ?? item) : (item as unknown)));
}

function list(value: unknown, each: (item: unknown) => unknown): unknown {
  if (!Array.isArray(value)) return value;
  let changed = false;
  const out = value.map((item: unknown) => {
    const next = each(item);
    if (next !== item) changed = true;
    return next;
  });
  return changed ? out : value;
}

function isObject(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
