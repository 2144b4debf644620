/** The app, guild and command ids of the unit tests. */
export const APP = '1100000000000000001';
export const GUILD = '1200000000000000002';
export const CMD = '1300000000000000003';

/** A bot token and an interaction token, long enough to be redacted. */
export const TOKEN = 'bot-token-0123456789abcdef';
export const ITOKEN = 'interaction-token-abcdef0123456789';

/** Resolves with what `promise` rejects with (or `undefined` if it fulfils), to assert on the error. */
export const rejection = <T>(promise: Promise<T>): Promise<unknown> =>
  promise.then(
    () => undefined,
    (error: unknown) => error,
  );
