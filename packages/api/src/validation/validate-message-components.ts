import { MessageFlags } from '../enums/message-flags.js';
import type { APIMessageTopLevelComponent } from '../types/message-top-level-component.js';
import type { ValidationResult } from './field-error.js';
import { lenientNumbers } from './lenient-numbers.js';
import { ErrorCollector } from './rules/collector.js';
import { checkMessageComponents } from './rules/component-message-components.js';

/** Where a components array sits and how its message is flagged. */
export interface MessageComponentsValidationOptions {
  /** The message's flags: with IS_COMPONENTS_V2 (1 << 15), layout components are allowed. */
  flags?: number;
  /** The JSON path of the array, for error paths. Default `['components']`. */
  path?: readonly (string | number)[];
}

/**
 * Checks a message's `components` against every component rule, reporting all problems in one pass with
 * the service's codes and paths: at most 5 action rows; a row of up to 5 buttons or one select menu
 * (`COMPONENT_LAYOUT_WIDTH_EXCEEDED` at the first component past the width); `custom_id` unique in the
 * message (`COMPONENT_CUSTOM_ID_DUPLICATED`); each button style's fields; select options, values and
 * defaults; no text inputs.
 * @example
 * const result = validateMessageComponents([{ type: 1, components: sixButtons }]);
 * // errors: [{ path: ['components', 0, 'components', 5], code: 'COMPONENT_LAYOUT_WIDTH_EXCEEDED', ... }]
 * @see {@link https://discord.com/developers/docs/components/reference | Component reference}
 */
export function validateMessageComponents(
  components: unknown,
  options: MessageComponentsValidationOptions = {},
): ValidationResult<APIMessageTopLevelComponent[]> {
  const c = new ErrorCollector();
  c.path.push(...(options.path ?? ['components']));
  const input = lenientNumbers(components, 'components');
  checkMessageComponents(c, input, ((options.flags ?? 0) & MessageFlags.IsComponentsV2) !== 0);
  return c.errors.length === 0
    ? { success: true, data: input as APIMessageTopLevelComponent[] }
    : { success: false, errors: c.errors };
}
