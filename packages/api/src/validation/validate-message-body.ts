import type { APIInteractionResponseMessageData } from '../types/interaction-response.js';
import type { ValidationResult } from './field-error.js';
import { lenientNumbers } from './lenient-numbers.js';
import { ErrorCollector } from './rules/collector.js';
import { checkMessageBody } from './rules/component-message-body.js';

/** How a message body is checked. */
export interface MessageBodyValidationOptions {
  /** `'create'` (replies and follow-ups: something to show) or `'edit'` (updates and edits: a partial body). */
  mode: 'create' | 'edit';
  /**
   * Edits: the flags of the message being edited. With IS_COMPONENTS_V2 there, the body is checked as a V2
   * message even without flags, and flags that clear it are refused (the flag cannot be removed).
   */
  existingFlags?: number;
  /** The JSON path of the body, for error paths. Default: the body itself. */
  path?: readonly (string | number)[];
}

/**
 * Checks a message body as the service does for a reply, an update, a follow-up or an edit: content of
 * at most 2000 characters, allowed flags, at most 10 embeds within their limits, and every component
 * rule (with IS_COMPONENTS_V2: the layout components, 40 components and 4000 characters of text in all, no
 * content, embeds, poll or stickers). `mode: 'create'` (replies and follow-ups) also refuses a message with
 * nothing to show; `'edit'` (updates and edits) accepts a partial body, and with `existingFlags` keeps a V2
 * message V2.
 * @example
 * validateMessageBody({ content: '' }, { mode: 'create' }); // errors: [{ path: [], code: 'BASE_TYPE_REQUIRED', ... }]
 * @see {@link https://discord.com/developers/docs/interactions/receiving-and-responding | Receiving and responding to interactions},
 *   {@link https://discord.com/developers/docs/components/reference | Component reference}
 */
export function validateMessageBody(
  body: unknown,
  options: MessageBodyValidationOptions,
): ValidationResult<APIInteractionResponseMessageData> {
  const c = new ErrorCollector();
  if (options.path) c.path.push(...options.path);
  const input = lenientNumbers(body, 'message');
  checkMessageBody(c, input, options.mode === 'create', options.existingFlags);
  return c.errors.length === 0
    ? { success: true, data: input as APIInteractionResponseMessageData }
    : { success: false, errors: c.errors };
}
