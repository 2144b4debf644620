import type { APIEntitlement, APISubscription } from '@slashkit/api';
import type { InvocationRefusal } from '../access/invocation-refusal.js';
import type { InvocationOutcome } from '../interactions/delivery/invocation-outcome.js';

/**
 * The app answered in time with a valid first response: `responseType` says how (4 a message, 5 deferred,
 * 6 deferred update, 7 update, 8 autocomplete choices, 9 a modal), `messages` holds what it created and
 * `message` (components) the message that held the component, as it is afterwards.
 */
export interface AnsweredInteraction extends InvocationOutcome {
  status: 'answered';
}

/**
 * The interaction reached the app but failed: no answer within 3 s, an HTTP error, a wrong body. The user
 * sees "This interaction failed" (or "The application did not respond"); `error` says why.
 */
export interface FailedInteraction extends InvocationOutcome {
  status: 'failed';
  error: string;
}

/**
 * Why nothing was sent to the app: the emulator's reasons (`MISSING_PERMISSIONS`, `UNKNOWN_COMMAND`,
 * `CANNOT_SEE_MESSAGE`…; see `InvocationRefusal`), or `INVALID_INPUT` when the client's own checks refuse
 * what the user entered (an option out of range, a wrong select value, a modal field too short).
 */
export type RefusalReason = InvocationRefusal['reason'] | 'INVALID_INPUT';

/**
 * The client or the service would not send the interaction, so the app never saw it. `message` is the
 * emulator's explanation; `errors`, for `INVALID_INPUT` on options, the field errors by path.
 */
export interface RefusedInteraction {
  status: 'refused';
  reason: RefusalReason;
  message: string;
  /** The emulator's HTTP status: 400 for `INVALID_INPUT`, else 403, 404 or 409. */
  httpStatus: number;
  /** `INVALID_INPUT` of options: the field errors (`{ options: { sides: { _errors: [...] } } }`). */
  errors?: unknown;
}

/** A link button was clicked: its URL opens, and nothing is sent to the app. */
export interface OpenedLink {
  status: 'opened';
  url: string;
}

/**
 * A premium button was clicked: the user bought its SKU on the purchase sheet (ENTITLEMENT_CREATE followed,
 * on the gateway and in Webhook Events), and nothing was sent to the app as an interaction.
 */
export interface PurchasedSku {
  status: 'purchased';
  /** The entitlement the purchase granted. */
  entitlement: APIEntitlement;
  /** The subscription it started, for a subscription SKU. */
  subscription?: APISubscription;
}

/**
 * What a user's action led to: answered, failed, or refused before it reached the app. Narrow it with
 * `assertAnswered(result)`, or by `status`.
 * @example
 * const result = await member.run(roll, { sides: 6 });
 * if (result.status === 'refused') console.log(result.reason, result.message);
 */
export type InteractionResult = AnsweredInteraction | FailedInteraction | RefusedInteraction;

/**
 * What clicking a button or choosing in a select menu led to: an interaction's result, a link opened, or a
 * SKU bought through a premium button.
 */
export type ComponentResult = InteractionResult | OpenedLink | PurchasedSku;
