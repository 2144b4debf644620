/**
 * Where a slashkit package writes what it does; `console` fits, and so does any logger with these methods.
 * Every method is optional: a package calls only the levels you give it. Lines never contain a token,
 * secret, code verifier or interaction token.
 * @example
 * new REST({ logger: console });
 * @see DESIGN "Rules of the house" 4 and 15
 */
export interface Logger {
  /** Detail for diagnosing: one line per request, delivery or frame. */
  debug?(message: string): void;
  /** Progress a user wants to see: a login waiting, a connection made. */
  info?(message: string): void;
  /** Something went wrong and was handled: a refused redirect, a reconnect, a failed call. */
  warn?(message: string): void;
  /** Something went wrong and was not handled: an answer the service will never get. */
  error?(message: string): void;
}
