import type { APIEmbed } from '../types/embed.js';
import type { ValidationResult } from './field-error.js';
import { lenientNumbers } from './lenient-numbers.js';
import { ErrorCollector } from './rules/collector.js';
import { checkEmbeds } from './rules/message-embeds.js';

/**
 * Checks a message's `embeds` as the service does: at most 10; titles, descriptions, fields, footers and
 * authors within their limits (6000 characters across all); `color` an integer from 0 to 0xFFFFFF or null;
 * http(s) links and http(s) or `attachment://` media URLs of at most 2048 characters; an ISO 8601
 * `timestamp`. Paths start at `embeds` (e.g. `['embeds', 0, 'color']`). `validateMessageBody` runs the same
 * rules on a whole body.
 * @example
 * validateEmbeds([{ title: 'Hi', color: 'red' }]);
 * // errors: [{ path: ['embeds', 0, 'color'], code: 'NUMBER_TYPE_COERCE', ... }]
 * @see {@link https://discord.com/developers/docs/resources/message#message-object | Message object}
 */
export function validateEmbeds(embeds: unknown): ValidationResult<APIEmbed[]> {
  const c = new ErrorCollector();
  const input = lenientNumbers(embeds, 'embeds');
  checkEmbeds(c, input);
  return c.errors.length === 0
    ? { success: true, data: input as APIEmbed[] }
    : { success: false, errors: c.errors };
}
