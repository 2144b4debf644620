import {
  ApplicationCommandOptionType,
  FieldErrorCodes,
  InteractionResponseType,
  Limits,
} from '@slashkit/api';
import { type FieldError, validateInteractionResponse as validateResponse } from '@slashkit/api/validation';

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
}

/**
 * Checks an initial response (inline or posted to the callback endpoint) as the service does, with the
 * rules of `@slashkit/api/validation` (a type this interaction may get, message bodies with every component
 * rule, deferred flags, the modal), plus what only the emulator knows: the focused option's type, which
 * autocomplete choice values must match. Returns the problems with their JSON paths.
 * @see service-facts "Interactions", "Message components and modals"
 */
export function validateInteractionResponse(body: unknown, rules: ResponseRules): FieldError[] {
  const result = validateResponse(body, {
    interactionType: rules.interactionType,
    fromMessage: rules.fromComponent === true,
    activities: rules.activities,
  });
  if (!result.success) return [...result.errors];
  const response = body as { type: number; data?: unknown };
  return response.type === InteractionResponseType.ApplicationCommandAutocompleteResult
    ? validateChoices(response.data, rules.focusedType)
    : [];
}

function validateChoices(data: unknown, focusedType: number | undefined): FieldError[] {
  if (typeof data !== 'object' || data === null)
    return [{ path: ['data'], code: FieldErrorCodes.Required, message: 'data: give { "choices": [...] }' }];
  const choices = (data as { choices?: unknown }).choices;
  if (choices === undefined) return [];
  if (!Array.isArray(choices))
    return [
      { path: ['data', 'choices'], code: FieldErrorCodes.ListType, message: 'choices must be an array' },
    ];
  const errors: FieldError[] = [];
  choices.forEach((choice: unknown, i) => {
    const at = ['data', 'choices', i];
    const { name, value } = (typeof choice === 'object' && choice !== null ? choice : {}) as Record<
      string,
      unknown
    >;
    if (typeof name !== 'string' || name.length < 1 || name.length > Limits.choiceNameMaxLength)
      errors.push({
        path: [...at, 'name'],
        code: FieldErrorCodes.BadLength,
        message: `Must be between 1 and ${Limits.choiceNameMaxLength} in length`,
      });
    const valueError = (code: string, message: string) =>
      errors.push({ path: [...at, 'value'], code, message });
    if (focusedType === ApplicationCommandOptionType.String) {
      if (typeof value !== 'string' || value.length > Limits.choiceStringValueMaxLength)
        valueError(
          FieldErrorCodes.String,
          `a STRING option's choice value is a string of at most ${Limits.choiceStringValueMaxLength} characters`,
        );
    } else if (focusedType === ApplicationCommandOptionType.Integer) {
      if (typeof value !== 'number' || !Number.isInteger(value))
        valueError(FieldErrorCodes.Coerce, "an INTEGER option's choice value is an integer");
    } else if (focusedType === ApplicationCommandOptionType.Number) {
      if (typeof value !== 'number' || !Number.isFinite(value))
        valueError(FieldErrorCodes.Coerce, "a NUMBER option's choice value is a number");
    } else if (typeof value !== 'string' && typeof value !== 'number') {
      valueError(FieldErrorCodes.InvalidValue, 'a choice value is a string or a number');
    }
  });
  return errors;
}
