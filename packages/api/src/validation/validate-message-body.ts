import type { APIInteractionResponseMessageData } from '../types/interaction-response.js';
import type { ValidationResult } from './field-error.js';
import { lenientNumbers } from './lenient-numbers.js';
import { ErrorCollector } from './rules/collector.js';
import { checkMessageBody } from './rules/component-message-body.js';

/**
 * Checks a message body as the service does for a reply, an update, a follow-up or an edit: content of
 * at most 2000 characters, allowed flags, at most 10 embeds within their limits, and every component
 * rule. `mode: 'create'` (replies and follow-ups) also refuses a message with nothing to show; `'edit'`
 * (updates and edits) accepts a partial body.
 * @example
 * validateMessageBody({ content: '' }, { mode: 'create' }); // errors: [{ path: [], code: 'BASE_TYPE_REQUIRED', ... }]
 * @see service-facts "Interactions", "Message components and modals"
 */
export function validateMessageBody(
  body: unknown,
  options: { mode: 'create' | 'edit'; path?: readonly (string | number)[] },
): ValidationResult<APIInteractionResponseMessageData> {
  const c = new ErrorCollector();
  if (options.path) c.path.push(...options.path);
  const input = lenientNumbers(body, 'message');
  checkMessageBody(c, input, options.mode === 'create');
  return c.errors.length === 0
    ? { success: true, data: input as APIInteractionResponseMessageData }
    : { success: false, errors: c.errors };
}
