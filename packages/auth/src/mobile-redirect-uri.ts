import { type ClientIdInput, toClientId } from './client-id.js';

/**
 * The mobile redirect URI: `<customScheme>:/authorize/callback`, or `discord-<application id>:/authorize/callback`
 * when no custom scheme is given.
 * @example
 * mobileRedirectUri(1234n);            // 'discord-1234:/authorize/callback'
 * mobileRedirectUri(1234n, 'mygame');  // 'mygame:/authorize/callback'
 * @see spec "Client SDK authorization arguments" (CustomSchemeParam), service-facts "OAuth2"
 */
export function mobileRedirectUri(applicationId: ClientIdInput, customScheme?: string): string {
  const scheme = customScheme ?? `discord-${toClientId(applicationId, 'applicationId')}`;
  return `${scheme}:/authorize/callback`;
}
