import { ComponentErrorCodes } from '../component-error-codes.js';
import { InteractionResponseType } from '../enums/interaction-response-type.js';
import { InteractionType } from '../enums/interaction-type.js';
import type { FieldError } from './field-error.js';

/** What decides which first responses an interaction may get, beside its type. */
export interface ResponseTypeOptions {
  /**
   * MODAL_SUBMIT only: whether the modal was opened from a component (the interaction carries `message`);
   * only then may it be answered with 6 (DEFERRED_UPDATE_MESSAGE) or 7 (UPDATE_MESSAGE).
   */
  fromMessage?: boolean;
  /** Whether the app has Activities, so a command may answer 12 (LAUNCH_ACTIVITY). Default true. */
  activities?: boolean;
}

const T = InteractionResponseType;
// Frozen once: this runs before every response the SDK sends, so it allocates nothing.
const list = (...types: InteractionResponseType[]): readonly InteractionResponseType[] =>
  Object.freeze(types);
const PING = list(T.Pong);
const COMMAND_WITHOUT_ACTIVITIES = list(
  T.ChannelMessageWithSource,
  T.DeferredChannelMessageWithSource,
  T.Modal,
  T.PremiumRequired,
);
const COMMAND = list(...COMMAND_WITHOUT_ACTIVITIES, T.LaunchActivity);
const AUTOCOMPLETE = list(T.ApplicationCommandAutocompleteResult);
const COMPONENT = list(
  T.ChannelMessageWithSource,
  T.DeferredChannelMessageWithSource,
  T.DeferredMessageUpdate,
  T.UpdateMessage,
  T.Modal,
  T.PremiumRequired,
);
const MODAL = list(T.ChannelMessageWithSource, T.DeferredChannelMessageWithSource, T.PremiumRequired);
const MODAL_FROM_MESSAGE = list(
  T.ChannelMessageWithSource,
  T.DeferredChannelMessageWithSource,
  T.DeferredMessageUpdate,
  T.UpdateMessage,
  T.PremiumRequired,
);
const NONE = list();
const NAMES: Record<number, string> = {
  1: 'PONG',
  4: 'CHANNEL_MESSAGE_WITH_SOURCE',
  5: 'DEFERRED_CHANNEL_MESSAGE_WITH_SOURCE',
  6: 'DEFERRED_UPDATE_MESSAGE',
  7: 'UPDATE_MESSAGE',
  8: 'APPLICATION_COMMAND_AUTOCOMPLETE_RESULT',
  9: 'MODAL',
  10: 'PREMIUM_REQUIRED',
  12: 'LAUNCH_ACTIVITY',
};
const KINDS: Record<number, string> = {
  1: 'a PING',
  2: 'a command',
  3: 'a component interaction',
  4: 'autocomplete',
  5: 'a modal submission',
};

/**
 * The first responses an interaction of `interactionType` may get: PING → 1; APPLICATION_COMMAND → 4, 5,
 * 9, 10, 12 (12 with Activities); AUTOCOMPLETE → 8; MESSAGE_COMPONENT → 4, 5, 6, 7, 9, 10; MODAL_SUBMIT → 4,
 * 5, 10, and 6, 7 when the modal came from a component. PREMIUM_REQUIRED (10) is deprecated but still
 * accepted.
 * @example
 * allowedResponseTypes(InteractionType.ModalSubmit, { fromMessage: false }); // [4, 5, 10]
 * @see {@link https://discord.com/developers/docs/interactions/receiving-and-responding#interaction-response-object-interaction-callback-type | Interaction callback type}
 */
export function allowedResponseTypes(
  interactionType: number,
  options: ResponseTypeOptions = {},
): readonly InteractionResponseType[] {
  switch (interactionType) {
    case InteractionType.Ping:
      return PING;
    case InteractionType.ApplicationCommand:
      return options.activities === false ? COMMAND_WITHOUT_ACTIVITIES : COMMAND;
    case InteractionType.ApplicationCommandAutocomplete:
      return AUTOCOMPLETE;
    case InteractionType.MessageComponent:
      return COMPONENT;
    case InteractionType.ModalSubmit:
      return options.fromMessage ? MODAL_FROM_MESSAGE : MODAL;
    default:
      return NONE;
  }
}

/**
 * Checks that `responseType` may answer an interaction of `interactionType` first; returns the problem
 * (at path `type`, with what to send instead) or undefined.
 * @example
 * checkResponseType(InteractionType.ApplicationCommand, 7);
 * // { path: ['type'], code: 'INTERACTION_RESPONSE_TYPE_INVALID', message: 'UPDATE_MESSAGE (7) cannot answer a command …' }
 * @see {@link https://discord.com/developers/docs/interactions/receiving-and-responding#interaction-response-object-interaction-callback-type | Interaction callback type}
 */
export function checkResponseType(
  interactionType: number,
  responseType: unknown,
  options: ResponseTypeOptions = {},
): FieldError | undefined {
  const allowed = allowedResponseTypes(interactionType, options);
  if (typeof responseType === 'number' && (allowed as readonly number[]).includes(responseType))
    return undefined;
  const name =
    typeof responseType === 'number'
      ? `${NAMES[responseType] ?? 'type'} (${responseType})`
      : JSON.stringify(responseType);
  const kind = KINDS[interactionType] ?? `an interaction of type ${interactionType}`;
  let why = '';
  if (
    interactionType === InteractionType.ModalSubmit &&
    !options.fromMessage &&
    (responseType === 6 || responseType === 7)
  )
    why = '; 6 and 7 answer a modal submission only when the modal was opened from a component';
  else if ((responseType === 6 || responseType === 7) && interactionType !== InteractionType.MessageComponent)
    why = '; 6 and 7 update the message of a component, and this interaction has none';
  else if (responseType === 9 && interactionType === InteractionType.ModalSubmit)
    why = '; a modal cannot open another modal';
  else if (responseType === 12 && options.activities === false)
    why = '; LAUNCH_ACTIVITY needs an app with Activities';
  return {
    path: ['type'],
    code: ComponentErrorCodes.ResponseTypeInvalid,
    message: `${name} cannot answer ${kind}${why} — send one of ${allowed.map((type) => `${NAMES[type]} (${type})`).join(', ')}`,
  };
}
