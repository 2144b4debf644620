import { brandError, SlashkitError } from '@slashkit/api';
/**
 * The stable codes of {@link InteractionError}:
 * - `ALREADY_ACKNOWLEDGED`: a second initial response (reply, defer, respond, launchActivity) was attempted.
 * - `NOT_ACKNOWLEDGED`: an edit, delete or follow-up came before any initial response.
 * - `DEADLINE_PASSED`: an initial response came too late (after the automatic deferral, or after the
 *   service's 3 s deadline with the automatic deferral off), or none came before that deadline.
 * - `INVALID_OPTIONS`: the received options do not match the command's definition.
 * - `INVALID_RESPONSE`: the handler gave something the service would reject (e.g. 26 choices).
 * - `NO_RESPONSE`: the handler finished without answering.
 * - `UNKNOWN_COMMAND`: no registered command matches the interaction.
 * - `NO_AUTOCOMPLETE_HANDLER`: autocomplete arrived for an option that has no autocomplete handler.
 * - `INVALID_INTERACTION`: the payload is not an interaction (a field routing needs is missing or wrong).
 * - `UNSUPPORTED_INTERACTION`: an interaction this handler cannot route (e.g. an unknown command type).
 * - `DUPLICATE_COMMAND`: two registrations share a type and name.
 * - `REST_UNAVAILABLE`: a follow-up or edit was needed but no REST client could be loaded.
 * - `NO_PUBLIC_KEY`: a webhook request reached a handler created without `publicKey` (gateway-only bots).
 * - `UNKNOWN_COMPONENT`: no registered component or modal handler matches the interaction's custom_id.
 * - `DUPLICATE_COMPONENT`: two component (or modal) registrations could match the same custom_id.
 * - `COMPONENT_TIMEOUT`: `awaitComponent()` saw no matching click in time.
 * - `BODY_CONSUMED`: a body parser read the webhook's body before the handler, so its signature cannot be checked.
 * - `STALE_REQUEST`: a validly signed webhook request was refused for a timestamp outside the window.
 * - `TOKEN_EXPIRED`: the handler was still running when the interaction token expired (15 minutes).
 * - `INVALID_WEBHOOK_EVENT`: a validly signed Webhook Event could not be handed to its handler (no `data`).
 */
export type InteractionErrorCode =
  | 'ALREADY_ACKNOWLEDGED'
  | 'NOT_ACKNOWLEDGED'
  | 'DEADLINE_PASSED'
  | 'INVALID_OPTIONS'
  | 'INVALID_RESPONSE'
  | 'NO_RESPONSE'
  | 'UNKNOWN_COMMAND'
  | 'NO_AUTOCOMPLETE_HANDLER'
  | 'INVALID_INTERACTION'
  | 'UNSUPPORTED_INTERACTION'
  | 'DUPLICATE_COMMAND'
  | 'REST_UNAVAILABLE'
  | 'NO_PUBLIC_KEY'
  | 'UNKNOWN_COMPONENT'
  | 'DUPLICATE_COMPONENT'
  | 'COMPONENT_TIMEOUT'
  | 'TOKEN_EXPIRED'
  | 'BODY_CONSUMED'
  | 'STALE_REQUEST'
  | 'INVALID_WEBHOOK_EVENT';

/**
 * The one error class of @slashkit/interactions, with a stable `code`. Messages say what went wrong, where,
 * and how to fix it; they never contain an interaction token. The gateway transport's `GatewayError`
 * extends it, so `instanceof InteractionError` catches every error of the package.
 */
export class InteractionError<Code extends string = InteractionErrorCode> extends SlashkitError<Code> {
  static {
    brandError(InteractionError, '@slashkit/interactions/InteractionError');
  }

  /** For `INVALID_OPTIONS`: each problem as `path: what is wrong`. */
  readonly issues: readonly string[];

  constructor(code: Code, message: string, options: { cause?: unknown; issues?: readonly string[] } = {}) {
    super(code, message, options.cause === undefined ? undefined : { cause: options.cause });
    this.name = 'InteractionError';
    this.issues = options.issues ?? [];
  }
}
