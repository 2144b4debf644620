import { AuthClient } from '../auth-client.js';
import type { AuthorizationArgs } from '../authorization-args.js';
import type { AuthorizationResult } from '../check-authorization-callback.js';
import { type AuthorizeOptions, authorize } from './authorize.js';
import {
  type LoopbackAuthorizationOptions,
  type PendingAuthorization,
  startAuthorization,
} from './start-authorization.js';

/**
 * An {@link AuthClient} with the Node-only loopback login: `client.authorize(args, { openUrl })`.
 * @example
 * const client = new NodeAuthClient({ applicationId: '1234567890123456789' });
 * const result = await client.authorize(args, { openUrl: (url) => console.log('Open', url) });
 * @see {@link https://discord.com/developers/docs/social-sdk/classdiscordpp_1_1AuthorizationArgs.html | Social SDK AuthorizationArgs},
 *   {@link https://discord.com/developers/docs/topics/oauth2 | OAuth2}
 */
export class NodeAuthClient extends AuthClient {
  /**
   * Runs the loopback login and returns `{ code, redirectUri, codeVerifier }` (see {@link authorize}).
   * @example
   * const token = await client.exchangeCode(await client.authorize(args, { openUrl }));
   * @see {@link https://discord.com/developers/docs/topics/oauth2 | OAuth2}
   */
  authorize(args: AuthorizationArgs, options: AuthorizeOptions): Promise<AuthorizationResult> {
    return authorize(this, args, options);
  }

  /**
   * Starts the loopback login and hands back the URL (see {@link startAuthorization}).
   * @example
   * const pending = await client.startAuthorization(args);
   * @see {@link https://discord.com/developers/docs/topics/oauth2 | OAuth2}
   */
  startAuthorization(
    args: AuthorizationArgs,
    options?: LoopbackAuthorizationOptions,
  ): Promise<PendingAuthorization> {
    return startAuthorization(this, args, options);
  }
}
