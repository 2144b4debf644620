import type { RuntimeOptions } from '@slashkit/api';
import type { ClientIdInput } from './client-id.js';

/**
 * Options of {@link AuthClient}. Point both URLs at the emulator to run the whole flow locally.
 * @example
 * const options: AuthClientOptions = { applicationId: '1234567890123456789', apiBaseUrl: 'http://127.0.0.1:8787/api/v10' };
 * @see {@link https://discord.com/developers/docs/topics/oauth2 | OAuth2}
 */
export interface AuthClientOptions extends RuntimeOptions {
  /** The application id, the default ClientId of every AuthorizationArgs; also settable later. */
  applicationId?: ClientIdInput | undefined;
  /** The client secret, for confidential clients only (a game never ships one). */
  clientSecret?: string | undefined;
  /** Origin of the authorize page: `https://discord.com` by default, `http://127.0.0.1:PORT` for the emulator. */
  authorizeOrigin?: string | undefined;
  /** The API base URL: `https://discord.com/api/v10` by default, `http://127.0.0.1:PORT/api/v10` for the emulator. */
  apiBaseUrl?: string | undefined;
  /**
   * The `iss` callbacks and ID tokens must carry: the authorize origin by default; `false` skips the
   * callback check (ID tokens are then checked against the authorize origin).
   */
  issuer?: string | false | undefined;
  /** The fetch for token and API calls; the runtime's by default. */
  fetch?: typeof globalThis.fetch | undefined;
  /** The User-Agent of token and API calls. */
  userAgent?: string | undefined;
  // From RuntimeOptions: `now` (the clock, `Date.now` by default), `timers` (for the loopback login's
  // timeout) and `logger` (never given a secret).
}
