import type { RESTOAuth2TokenResponse } from '@slashkit/api';
import type { EmulatorContext } from '../runtime/emulator-context.js';
import type { EmulatorApplication } from '../world/world.js';
import type { TokenEndpointError } from './token-endpoint-error.js';

/** The client a token request comes from. */
export interface OAuthClient {
  application: EmulatorApplication;
  /** True when the client proved its secret (HTTP Basic or `client_secret`); false for public clients. */
  authenticated: boolean;
}

/**
 * Handles one `grant_type` of the token endpoint: returns the success body, or throws a
 * {@link TokenEndpointError}. The token endpoint's grant types are listed once, in `oauthGrantTypes`.
 */
export type OAuthGrantHandler = (
  params: URLSearchParams,
  client: OAuthClient,
  context: EmulatorContext,
) => RESTOAuth2TokenResponse | Promise<RESTOAuth2TokenResponse>;

export type { TokenEndpointError };
