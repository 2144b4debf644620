import type { AuthClient } from '../auth-client.js';
import type { AuthorizationArgs } from '../authorization-args.js';
import type { AuthorizationResult } from '../check-authorization-callback.js';
import { type LoopbackAuthorizationOptions, startAuthorization } from './start-authorization.js';

/**
 * Options of {@link authorize}: the loopback options plus how to show the URL to the user.
 * @see {@link https://discord.com/developers/docs/topics/oauth2 | OAuth2}
 */
export interface AuthorizeOptions extends LoopbackAuthorizationOptions {
  /** Opens the authorize URL (in the system browser, or by showing it); the flow waits after it returns. */
  openUrl(url: string): void | Promise<void>;
}

/**
 * Runs the desktop login: a loopback server on 127.0.0.1, `openUrl(authorize URL)`, the wait for the
 * redirect (timeout, AbortSignal), the callback check; returns `{ code, redirectUri, codeVerifier }` for
 * the token exchange.
 * @example
 * const result = await authorize(client, args, { openUrl: (url) => console.log('Open', url) });
 * const token = await client.exchangeCode(result);
 * @see {@link https://discord.com/developers/docs/social-sdk/classdiscordpp_1_1AuthorizationArgs.html | Social SDK AuthorizationArgs},
 *   {@link https://discord.com/developers/docs/topics/oauth2 | OAuth2}, RFC 8252
 */
export async function authorize(
  client: AuthClient,
  args: AuthorizationArgs,
  options: AuthorizeOptions,
): Promise<AuthorizationResult> {
  const { openUrl, ...rest } = options;
  const pending = await startAuthorization(client, args, rest);
  try {
    await openUrl(pending.url);
  } catch (error) {
    pending.cancel(error);
    throw error;
  }
  return pending.result;
}
