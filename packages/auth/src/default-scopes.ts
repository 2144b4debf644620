/**
 * The scopes most games request for the social layer: `openid sdk.social_layer`
 * (`sdk.social_layer` expands to every scope the integration needs).
 * @example
 * args.setScopes(DefaultCommunicationScopes);
 * @see {@link https://discord.com/developers/docs/social-sdk/classdiscordpp_1_1AuthorizationArgs.html | Social SDK AuthorizationArgs}
 */
export const DefaultCommunicationScopes = 'openid sdk.social_layer';

/**
 * The scopes for presence-only integrations: `openid sdk.social_layer_presence`.
 * @example
 * args.setScopes(DefaultPresenceScopes);
 * @see {@link https://discord.com/developers/docs/social-sdk/classdiscordpp_1_1AuthorizationArgs.html | Social SDK AuthorizationArgs}
 */
export const DefaultPresenceScopes = 'openid sdk.social_layer_presence';
