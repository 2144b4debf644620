/**
 * A successful OAuth2 token response.
 * @see service-facts "OAuth2"
 */
export interface RESTOAuth2TokenResponse {
  access_token: string;
  token_type: 'Bearer';
  /** Seconds; 604800 (7 days) on the service. */
  expires_in: number;
  refresh_token?: string;
  /** Space-separated scopes granted. */
  scope: string;
  /** Present when `openid` was granted. */
  id_token?: string;
}

/** The error codes a token endpoint answers with (RFC 6749 §5.2). */
export type OAuth2ErrorCode =
  | 'invalid_request'
  | 'invalid_client'
  | 'invalid_grant'
  | 'unauthorized_client'
  | 'unsupported_grant_type'
  | 'invalid_scope'
  | 'access_denied'
  | 'unsupported_response_type'
  | 'server_error'
  | 'temporarily_unavailable';

/**
 * An OAuth2 error, from the token endpoint's body or an authorize redirect's query.
 * @see service-facts "OAuth2"
 */
export interface RESTOAuth2ErrorBody {
  error: OAuth2ErrorCode | (string & {});
  error_description?: string;
}

/** The body of a form-urlencoded token request, by grant type. */
export type RESTPostOAuth2TokenBody =
  | { grant_type: 'authorization_code'; code: string; redirect_uri: string; code_verifier?: string }
  | { grant_type: 'refresh_token'; refresh_token: string }
  | { grant_type: 'client_credentials'; scope: string };
