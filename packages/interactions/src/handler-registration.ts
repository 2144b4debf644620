/**
 * What the automatic deferral of a component or modal handler sends when it is slow: `'update'` (6: the
 * message stays as it is), `'reply'` (5, "thinking…" then a new message) or `'ephemeral'` (5, visible to
 * the user only).
 */
export type AutoDeferKind = 'update' | 'reply' | 'ephemeral';

/** A handler with its context type erased, as the router stores it; `never` accepts any handler. */
export type ErasedHandler = (ctx: never) => unknown;

/** What `component()` and `modal()` keep of a handler: the function and its deferral kind. */
export interface ErasedHandlers {
  readonly run: ErasedHandler;
  readonly autoDefer: AutoDeferKind;
}

/**
 * Reads a handler given as a function or as `{ run, autoDefer? }`, for `component()` and `modal()`.
 * @param registrar The function's name, for the error a wrong argument gets.
 * @param fallback The deferral kind when none is given.
 */
export function eraseHandlers(
  registrar: string,
  handler: ((ctx: never) => unknown) | { run: (ctx: never) => unknown; autoDefer?: AutoDeferKind },
  fallback: AutoDeferKind,
): ErasedHandlers {
  const handlers = typeof handler === 'function' ? { run: handler } : handler;
  if (typeof handlers?.run !== 'function')
    throw new TypeError(`${registrar}(): expected a handler function or { run }.`);
  return { run: handlers.run, autoDefer: handlers.autoDefer ?? fallback };
}
