import { isJsonObject } from '../json/is-json-object.js';
import type { APIEmbed } from '../types/embed.js';
import { lenientInteger } from './lenient-integer.js';

// The embed's parts that are objects; their null fields are dropped like the embed's own.
const parts = ['footer', 'image', 'thumbnail', 'video', 'provider', 'author'] as const;

/**
 * The embeds of a message as the service stores and returns them: `type` "rich" (every embed an app sends
 * is rich), fields set to null dropped (null means "not set"), a field's `inline` false unless sent true,
 * and `color` a number (the service takes an integer as a decimal string too). A copy: the input is not
 * changed. Idempotent.
 * @example
 * storedEmbeds([{ title: 'Hi', color: '255', url: null }]); // [{ type: 'rich', title: 'Hi', color: 255 }]
 * @see {@link https://discord.com/developers/docs/resources/message#message-object | Message object},
 *   {@link https://discord.com/developers/docs/reference#boolean-query-strings | Boolean query strings}
 */
export function storedEmbeds(embeds: readonly APIEmbed[]): APIEmbed[] {
  return embeds.map((embed) => {
    const out: Record<string, unknown> = { type: 'rich', ...withoutNulls(embed) };
    out.type = 'rich';
    const color = lenientInteger(out.color);
    if (color === undefined) delete out.color;
    else out.color = color;
    for (const key of parts) {
      const part = out[key];
      if (isJsonObject(part)) out[key] = withoutNulls(part);
    }
    if (Array.isArray(out.fields))
      out.fields = out.fields.map((field: unknown) =>
        typeof field === 'object' && field !== null
          ? { ...withoutNulls(field), inline: (field as { inline?: unknown }).inline === true }
          : field,
      );
    return out as APIEmbed;
  });
}

/** A copy of an object's own properties, without those set to null. */
function withoutNulls(value: object): Record<string, unknown> {
  const { ...copy } = value as Record<string, unknown>;
  for (const key of Object.keys(copy)) if (copy[key] === null) delete copy[key];
  return copy;
}
