/**
 * Where `@slashkit/auth` writes what it does; `console` fits. Lines never contain a code, verifier, token
 * or secret.
 * @example
 * new AuthClient({ applicationId, logger: console });
 * @see DESIGN "Rules of the house" 3 and 4
 */
export interface AuthLogger {
  debug?(message: string): void;
  info?(message: string): void;
  warn?(message: string): void;
}
