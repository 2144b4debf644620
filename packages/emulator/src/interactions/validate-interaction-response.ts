import {
  ApplicationCommandOptionType,
  FieldErrorCodes,
  InteractionResponseType,
  InteractionType,
  Limits,
  MessageFlags,
} from '@slashkit/api';
import type { FieldError } from '@slashkit/api/validation';
import { validateMessageBody } from './validate-message-body.js';

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
 * Checks an initial response (inline or posted to the callback endpoint) as the service does: a type that
 * answers this kind of interaction, a valid message for replies, allowed flags, at most 25 autocomplete
 * choices with values of the option's type, a complete modal. Returns the problems with their JSON paths.
 * @see service-facts "Interactions"
 */
export function validateInteractionResponse(body: unknown, rules: ResponseRules): FieldError[] {
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    return [
      {
        path: [],
        code: FieldErrorCodes.ModelType,
        message: 'an interaction response is an object such as { "type": 4, "data": { "content": "Hi" } }',
      },
    ];
  const response = body as { type?: unknown; data?: unknown };
  const allowed = allowedResponseTypes(rules);
  if (typeof response.type !== 'number' || !allowed.includes(response.type))
    return [
      {
        path: ['type'],
        code: FieldErrorCodes.InvalidValue,
        message: `type ${JSON.stringify(response.type)} cannot answer this interaction: ${responseHint(rules, response.type)}`,
      },
    ];
  const T = InteractionResponseType;
  const data = response.data;
  switch (response.type) {
    case T.ChannelMessageWithSource:
      return validateMessageBody(data, ['data'], { create: true });
    case T.DeferredChannelMessageWithSource: {
      if (data === undefined || data === null) return [];
      const errors = validateMessageBody(data, ['data'], { create: false });
      const flags = (data as { flags?: unknown }).flags;
      if (typeof flags === 'number' && (flags & ~MessageFlags.Ephemeral) !== 0 && errors.length === 0)
        errors.push({
          path: ['data', 'flags'],
          code: FieldErrorCodes.InvalidValue,
          message: 'a deferred response may only set EPHEMERAL (64)',
        });
      return errors;
    }
    case T.UpdateMessage:
      return data === undefined || data === null
        ? []
        : validateMessageBody(data, ['data'], { create: false });
    case T.ApplicationCommandAutocompleteResult:
      return validateChoices(data, rules.focusedType);
    case T.Modal:
      return validateModal(data);
    default:
      return [];
  }
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
  if (choices.length > Limits.autocompleteChoices)
    errors.push({
      path: ['data', 'choices'],
      code: FieldErrorCodes.MaxLength,
      message: `Must be ${Limits.autocompleteChoices} or fewer in length (got ${choices.length})`,
    });
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

function validateModal(data: unknown): FieldError[] {
  const modal = (typeof data === 'object' && data !== null ? data : {}) as Record<string, unknown>;
  const errors: FieldError[] = [];
  if (typeof modal.custom_id !== 'string' || modal.custom_id.length < 1 || modal.custom_id.length > 100)
    errors.push({
      path: ['data', 'custom_id'],
      code: FieldErrorCodes.BadLength,
      message: 'Must be between 1 and 100 in length',
    });
  if (typeof modal.title !== 'string' || modal.title.length < 1 || modal.title.length > 45)
    errors.push({
      path: ['data', 'title'],
      code: FieldErrorCodes.BadLength,
      message: 'Must be between 1 and 45 in length',
    });
  if (!Array.isArray(modal.components) || modal.components.length < 1 || modal.components.length > 5)
    errors.push({
      path: ['data', 'components'],
      code: FieldErrorCodes.BadLength,
      message: 'a modal has 1 to 5 components',
    });
  return errors;
}

/**
 * The first responses an interaction accepts: PING → 1; a command → 4, 5, 9 (10, deprecated; 12 for apps
 * with Activities); autocomplete → 8; a component → 4, 5, 6, 7, 9 (10); a modal submit → 4, 5, and 6, 7
 * when the modal came from a component.
 * @see service-facts "Message components and modals"
 */
export function allowedResponseTypes(rules: ResponseRules): number[] {
  const T = InteractionResponseType;
  switch (rules.interactionType) {
    case InteractionType.Ping:
      return [T.Pong];
    case InteractionType.ApplicationCommandAutocomplete:
      return [T.ApplicationCommandAutocompleteResult];
    case InteractionType.MessageComponent:
      return [
        T.ChannelMessageWithSource,
        T.DeferredChannelMessageWithSource,
        T.DeferredMessageUpdate,
        T.UpdateMessage,
        T.Modal,
        T.PremiumRequired,
      ];
    case InteractionType.ModalSubmit:
      return [
        T.ChannelMessageWithSource,
        T.DeferredChannelMessageWithSource,
        ...(rules.fromComponent ? [T.DeferredMessageUpdate, T.UpdateMessage] : []),
      ];
    default:
      return [
        T.ChannelMessageWithSource,
        T.DeferredChannelMessageWithSource,
        T.Modal,
        T.PremiumRequired,
        ...(rules.activities ? [T.LaunchActivity] : []),
      ];
  }
}

/** Why a response type does not answer this interaction, and which do. */
function responseHint(rules: ResponseRules, type: unknown): string {
  const T = InteractionResponseType;
  switch (rules.interactionType) {
    case InteractionType.Ping:
      return 'a PING is answered with type 1 (PONG)';
    case InteractionType.ApplicationCommandAutocomplete:
      return 'autocomplete is answered with type 8 (APPLICATION_COMMAND_AUTOCOMPLETE_RESULT)';
    case InteractionType.MessageComponent:
      return 'a component interaction is answered with 4 (message), 5 (deferred message), 6 (deferred update), 7 (update the message) or 9 (modal)';
    case InteractionType.ModalSubmit:
      return rules.fromComponent
        ? 'a modal submit is answered with 4 (message), 5 (deferred message), 6 (deferred update) or 7 (update the message)'
        : `a modal submit is answered with 4 (message) or 5 (deferred message)${type === T.UpdateMessage || type === T.DeferredMessageUpdate ? '; 6 and 7 only when the modal was opened from a component, and this one was opened by a command' : ''}${type === T.Modal ? '; a modal cannot open another modal' : ''}`;
    default:
      return `a command is answered with 4 (message), 5 (deferred), 9 (modal)${rules.activities ? ' or 12 (launch activity)' : ''}${type === T.LaunchActivity ? '; LAUNCH_ACTIVITY needs an app with Activities (EMBEDDED flag)' : ''}${type === T.UpdateMessage || type === T.DeferredMessageUpdate ? '; types 6 and 7 only answer component interactions' : ''}`;
  }
}
