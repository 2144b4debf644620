import type { RuntimeOptions } from '@slashkit/api';

/**
 * How `@slashkit/auth` reaches the API for calls made with a user's Bearer token (`/users/@me`,
 * `/oauth2/@me`, `/oauth2/userinfo`) and for the OpenID documents.
 * @example
 * const options: ApiCallOptions = { apiBaseUrl: 'http://127.0.0.1:8787/api/v10' };
 * @see {@link https://discord.com/developers/docs/topics/oauth2 | OAuth2}
 */
export interface ApiCallOptions extends Pick<RuntimeOptions, 'logger'> {
  /** The API base URL, version included: `https://discord.com/api/v10` by default. */
  apiBaseUrl?: string | undefined;
  /** The fetch to use; the runtime's by default. */
  fetch?: typeof globalThis.fetch | undefined;
  /** The User-Agent header; `DiscordBot (<url>, <version>)` by default. */
  userAgent?: string | undefined;
}
