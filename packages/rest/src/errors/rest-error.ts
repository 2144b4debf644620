/**
 * The stable string codes of every error @slashkit/rest throws, so callers can branch without `instanceof`
 * (which breaks across duplicated package copies).
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
 * between versions, while `message` is written for humans.
 * @example
 * try { await rest.commands.getGlobalCommands(appId); } catch (error) {
 *   if (error instanceof RESTError && error.code === 'RATE_LIMITED') console.log('slow down');
 * }
 * @see README "Errors"
 */
export class RESTError extends Error {
  /** A stable identifier of the kind of failure. */
  readonly code: RESTErrorCode;

  constructor(code: RESTErrorCode, message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.code = code;
    this.name = new.target.name;
  }
}
