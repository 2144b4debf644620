import { brandError, SlashkitError } from '@slashkit/api';

/**
 * The stable string codes of every error @slashkit/rest throws, to branch on.
 */
export type RESTErrorCode =
  | 'API_ERROR'
  | 'HTTP_ERROR'
  | 'RATE_LIMITED'
  | 'RATE_LIMIT_STORE_UNAVAILABLE'
  | 'TIMEOUT'
  | 'NETWORK_ERROR'
  | 'RESPONSE_TOO_LARGE'
  | 'MISSING_TOKEN'
  | 'BEARER_TOKEN_REQUIRED'
  | 'INVALID_ARGUMENT'
  | 'FILE_TOO_LARGE'
  | 'SYNC_FAILED';

/**
 * The base class of every error thrown by @slashkit/rest; `code` is a stable string that never changes
 * between versions, while `message` is written for humans; `instanceof` holds across duplicate installs.
 * @example
 * try { await rest.commands.getGlobalCommands(appId); } catch (error) {
 *   if (error instanceof RESTError && error.code === 'RATE_LIMITED') console.log('slow down');
 * }
 * @see README "Errors"
 */
export class RESTError extends SlashkitError<RESTErrorCode> {
  static {
    brandError(RESTError, '@slashkit/rest/RESTError');
  }
}
