import { AuthError } from './auth-error.js';

/**
 * The desktop redirect URI for a loopback server on `port`: `http://127.0.0.1:<port>/callback`. The IP
 * literal (not `localhost`) avoids resolver and firewall surprises (RFC 8252 §7.3, §8.3).
 * @example
 * loopbackRedirectUri(53682); // 'http://127.0.0.1:53682/callback'
 * @see {@link https://discord.com/developers/docs/topics/oauth2 | OAuth2} (default redirect for native apps)
 */
export function loopbackRedirectUri(port: number): string {
  if (!Number.isInteger(port) || port < 1 || port > 65_535) {
    throw new AuthError(
      'INVALID_ARGUMENT',
      `The loopback port must be an integer from 1 to 65535; got ${port}.`,
    );
  }
  return `http://127.0.0.1:${port}/callback`;
}
