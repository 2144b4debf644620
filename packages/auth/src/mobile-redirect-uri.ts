import { type ClientIdInput, toClientId } from './client-id.js';

/**
 * The mobile redirect URI: `<customScheme>:/authorize/callback`, or `discord-<application id>:/authorize/callback`
 * when no custom scheme is given.
 * @example
 * mobileRedirectUri(1234n);            // 'discord-1234:/authorize/callback'
 * mobileRedirectUri(1234n, 'mygame');  // 'mygame:/authorize/callback'
 * @see {@link https://discord.com/developers/docs/social-sdk/classdiscordpp_1_1AuthorizationArgs.html | Social SDK AuthorizationArgs} (CustomSchemeParam),
 *   {@link https://discord.com/developers/docs/topics/oauth2 | OAuth2}
 */
export function mobileRedirectUri(applicationId: ClientIdInput, customScheme?: string): string {
  const scheme = customScheme ?? `discord-${toClientId(applicationId, 'applicationId')}`;
  return `${scheme}:/authorize/callback`;
}
