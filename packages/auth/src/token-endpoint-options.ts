import type { RuntimeOptions } from '@slashkit/api';
import type { ClientIdInput } from './client-id.js';

/**
 * How to reach and authenticate to the token endpoint. With `clientSecret` the client authenticates by
 * HTTP Basic (confidential client); without, it sends `client_id` in the body (public client, PKCE).
 * @example
 * const options: TokenEndpointOptions = { clientId: '1234', apiBaseUrl: 'http://127.0.0.1:8787/api/v10' };
 * @see {@link https://discord.com/developers/docs/topics/oauth2 | OAuth2}
 */
export interface TokenEndpointOptions extends Pick<RuntimeOptions, 'now' | 'logger'> {
  /** The application id. */
  clientId: ClientIdInput;
  /** The application's client secret; only for confidential clients (servers, bot-owner tools), never in a game. */
  clientSecret?: string | undefined;
  /** The API base URL, version included: `https://discord.com/api/v10` by default. */
  apiBaseUrl?: string | undefined;
  /** The fetch to use; the runtime's by default. */
  fetch?: typeof globalThis.fetch | undefined;
  // From RuntimeOptions: `now` (the clock for `expiresAt`, `Date.now` by default) and `logger` (one debug
  // line per call, `POST /api/v10/oauth2/token (grant_type=…) -> 200 in 12 ms`, and a warning on failure;
  // never a code, verifier, token or secret).
  /** The User-Agent header; `DiscordBot (<url>, <version>)` by default. */
  userAgent?: string | undefined;
}
