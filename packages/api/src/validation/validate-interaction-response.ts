import { MessageFlags } from '../enums/message-flags.js';
import { FieldErrorCodes } from '../error-codes.js';
import type { APIInteractionResponse } from '../types/interaction-response.js';
import { checkResponseType, type ResponseTypeOptions } from './allowed-response-types.js';
import type { ValidationResult } from './field-error.js';
import { lenientNumbers } from './lenient-numbers.js';
import { ErrorCollector, jsonType } from './rules/collector.js';
import { checkObject } from './rules/component-fields.js';
import { checkMessageBody } from './rules/component-message-body.js';
import { checkModal } from './rules/component-modal.js';
import { validateAutocompleteChoices } from './validate-autocomplete-choices.js';

/** The interaction a response answers. */
export interface InteractionResponseValidationOptions extends ResponseTypeOptions {
  /** The interaction's type (1-5). */
  interactionType: number;
  /**
   * Autocomplete only: the focused option's type (3 STRING, 4 INTEGER, 10 NUMBER), which each suggestion's
   * value must match. Unknown: a value is a string or a finite number.
   */
  focusedType?: number;
  /**
   * UPDATE_MESSAGE (7): the flags of the message being updated (the component's message). With
   * IS_COMPONENTS_V2 there, the update is checked as a V2 message and cannot clear the flag.
   */
  existingFlags?: number;
}

/**
 * Checks a first interaction response (inline or posted to the callback endpoint) as the service does: a
 * type this interaction may get (see `allowedResponseTypes`), a valid message for 4 and 7 (content,
 * flags, embeds, every component rule), only EPHEMERAL on a deferred reply (5), autocomplete suggestions
 * (8) by `validateAutocompleteChoices` (count, name length in code points, a value of the focused option's
 * type), and a complete modal (9). The emulator and the SDK's local checks share it.
 * @example
 * validateInteractionResponse({ type: 7, data: { content: 'Voted' } }, { interactionType: 2 });
 * // errors: [{ path: ['type'], code: 'INTERACTION_RESPONSE_TYPE_INVALID', ... }]
 * @see {@link https://discord.com/developers/docs/interactions/receiving-and-responding | Receiving and responding to interactions},
 *   {@link https://discord.com/developers/docs/components/reference | Component reference}
 */
export function validateInteractionResponse(
  body: unknown,
  options: InteractionResponseValidationOptions,
): ValidationResult<APIInteractionResponse> {
  const c = new ErrorCollector();
  const response = lenientNumbers(body, 'interaction-response');
  if (!checkObject(c, undefined, response, '{ "type": 4, "data": { "content": "Hi" } }'))
    return { success: false, errors: c.errors };
  const typeError = checkResponseType(options.interactionType, response.type, options);
  if (typeError) return { success: false, errors: [typeError] };
  const data = response.data;
  c.path.push('data');
  switch (response.type) {
    case 4:
      if (data === undefined)
        c.add(undefined, FieldErrorCodes.Required, 'This field is required — the message to send');
      else checkMessageBody(c, data, true);
      break;
    case 7:
      if (data !== undefined) checkMessageBody(c, data, false, options.existingFlags);
      break;
    case 5:
      if (data !== undefined && checkObject(c, undefined, data, '{ "flags": 64 }')) {
        const flags = data.flags;
        if (
          flags !== undefined &&
          flags !== null &&
          (typeof flags !== 'number' || (flags & ~MessageFlags.Ephemeral) !== 0)
        )
          c.add(
            'flags',
            FieldErrorCodes.InvalidValue,
            'A deferred reply may only set EPHEMERAL (64) — set other flags on the edit',
          );
      }
      break;
    case 8:
      checkChoices(c, data, options.focusedType);
      break;
    case 9:
      checkModal(c, data);
      break;
  }
  return c.errors.length === 0
    ? { success: true, data: response as unknown as APIInteractionResponse }
    : { success: false, errors: c.errors };
}

function checkChoices(c: ErrorCollector, data: unknown, focusedType: number | undefined): void {
  if (!checkObject(c, undefined, data, '{ "choices": [...] }')) return;
  const choices = data.choices;
  if (choices === undefined) return;
  if (!Array.isArray(choices)) {
    c.add(
      'choices',
      FieldErrorCodes.ListType,
      `Expected an array, got ${jsonType(choices)} — send [{ name, value }]`,
    );
    return;
  }
  // One rule for suggestions everywhere: the SDK's respond() and the emulator both end up here.
  for (const error of validateAutocompleteChoices(choices, focusedType))
    c.errors.push({ path: [...c.path, 'choices', ...error.path], code: error.code, message: error.message });
}
