import type { APIModalInteractionResponseCallbackData } from '../types/modal.js';
import type { ValidationResult } from './field-error.js';
import { lenientNumbers } from './lenient-numbers.js';
import { ErrorCollector } from './rules/collector.js';
import { checkModal } from './rules/component-modal.js';

/**
 * Checks the `data` of a MODAL (9) response: `custom_id` 1-100, `title` 1-45, 1-5 action rows of exactly
 * one text input each (or labels and text displays), each input's style, label, lengths, value and
 * placeholder, and `custom_id`s unique in the modal. Paths are relative to `path` (default: the data
 * itself, e.g. `components[0].components[0].label`).
 * @example
 * validateModal({ custom_id: 'feedback', title: 'Feedback', components: [] });
 * // errors: [{ path: ['components'], code: 'BASE_TYPE_BAD_LENGTH', ... }]
 * @see {@link https://discord.com/developers/docs/interactions/receiving-and-responding#interaction-response-object-modal | Interaction response: modal}
 */
export function validateModal(
  data: unknown,
  options: { path?: readonly (string | number)[] } = {},
): ValidationResult<APIModalInteractionResponseCallbackData> {
  const c = new ErrorCollector();
  if (options.path) c.path.push(...options.path);
  const input = lenientNumbers(data, 'modal');
  checkModal(c, input);
  return c.errors.length === 0
    ? { success: true, data: input as APIModalInteractionResponseCallbackData }
    : { success: false, errors: c.errors };
}
