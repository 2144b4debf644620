/**
 * Where `@slashkit/auth` writes what it does; `console` fits. Lines never contain a code, verifier, token
 * or secret.
 * @example
 * new AuthClient({ applicationId, logger: console });
 * @see DESIGN "Rules of the house" 3 and 4
 */
export interface AuthLogger {
  /** One line per token call: method, endpoint path, grant type, status and duration. */
  debug?(message: string): void;
  /** Progress of the loopback login: waiting for, and receiving, the redirect. */
  info?(message: string): void;
  /** A failed token call or a refused redirect, with the error code only. */
  warn?(message: string): void;
}
