import type { APIInteractionResponse } from '@slashkit/api';
import {
  type ValidationResult,
  validateInteractionResponse as validateResponse,
} from '@slashkit/api/validation';

/** What decides which responses an interaction accepts. */
export interface ResponseRules {
  /** 1 PING, 2 command, 3 component, 4 autocomplete, 5 modal submit. */
  interactionType: number;
  /** Modal submits: whether the modal was opened from a component (6 and 7 then answer it). */
  fromComponent?: boolean;
  /** Whether the app has Activities (LAUNCH_ACTIVITY allowed). */
  activities: boolean;
  /** Autocomplete: the focused option's type, which the choice values must match. */
  focusedType?: number;
  /** UPDATE_MESSAGE: the flags of the component's message (an IS_COMPONENTS_V2 message stays V2). */
  existingFlags?: number;
}

/**
 * Checks an initial response (inline or posted to the callback endpoint) as the service does, with the
 * rules of `@slashkit/api/validation` (a type this interaction may get, message bodies with every component
 * rule, deferred flags, the modal, and autocomplete suggestions by `validateAutocompleteChoices`, lengths
 * in code points — the check the SDK's `respond()` applies too), given what only the emulator knows: the
 * focused option's type. Returns the response as the service reads it (integer fields sent as strings read
 * as numbers), or the problems with their JSON paths.
 * @see {@link https://discord.com/developers/docs/interactions/receiving-and-responding | Receiving and responding to interactions},
 *   {@link https://discord.com/developers/docs/components/reference | Component reference}
 */
export function validateInteractionResponse(
  body: unknown,
  rules: ResponseRules,
): ValidationResult<APIInteractionResponse> {
  return validateResponse(body, {
    interactionType: rules.interactionType,
    fromMessage: rules.fromComponent === true,
    activities: rules.activities,
    ...(rules.focusedType === undefined ? {} : { focusedType: rules.focusedType }),
    ...(rules.existingFlags === undefined ? {} : { existingFlags: rules.existingFlags }),
  });
}
