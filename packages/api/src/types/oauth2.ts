import type { Snowflake } from '../snowflake.js';
import type { APIUser } from './resolved-objects.js';

/**
 * A successful OAuth2 token response.
 * @see {@link https://discord.com/developers/docs/topics/oauth2 | OAuth2}
 */
export interface RESTOAuth2TokenResponse {
  access_token: string;
  /** `Bearer` from the service; typed `string` like discord-api-types, so their values assign to ours. */
  token_type: string;
  /** Seconds; 604800 (7 days) on the service. */
  expires_in: number;
  refresh_token?: string;
  /** Space-separated scopes granted. */
  scope: string;
  /** Present when `openid` was granted: a signed JWT (see {@link OAuth2IdTokenClaims}). */
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
 * @see {@link https://discord.com/developers/docs/topics/oauth2 | OAuth2}
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

/**
 * The current user, as `GET /users/@me` answers: the user of a Bearer token holding `identify`, or the bot
 * user of a Bot token. Fields beyond {@link APIUser} are optional because the service leaves some out.
 * @see {@link https://discord.com/developers/docs/resources/user#get-current-user | Get Current User}
 */
export interface APICurrentUser extends APIUser {
  /** The user's chosen language. */
  locale?: string;
  mfa_enabled?: boolean;
  /** User flags bit set. */
  flags?: number;
  banner?: string | null;
  accent_color?: number | null;
  premium_type?: number;
  /** Only with the `email` scope. */
  email?: string | null;
  /** Only with the `email` scope. */
  verified?: boolean;
}

/** The answer of `GET /users/@me`. */
export type RESTGetAPICurrentUserResult = APICurrentUser;

/**
 * The body of `PATCH /users/@me` (Modify Current User), every field optional as the docs say: a new
 * username (2-32 characters), and an avatar or banner as image data (`data:image/png;base64,…`; null
 * removes it).
 * @see {@link https://discord.com/developers/docs/resources/user#modify-current-user | Modify Current User}
 */
export interface RESTPatchAPICurrentUserJSONBody {
  username?: string;
  avatar?: string | null;
  banner?: string | null;
}

/** The application as `GET /oauth2/@me` describes it (a partial application object). */
export interface APIOAuth2Application {
  id: Snowflake;
  name: string;
  icon: string | null;
  description: string;
  /** Null for every app but a guild role subscription (4). */
  type?: number | null;
  /** Hex Ed25519 key interactions are signed with. */
  verify_key: string;
  bot_public?: boolean;
  bot_require_code_grant?: boolean;
  flags?: number;
}

/**
 * The answer of `GET /oauth2/@me` (Bearer token): the application, the scopes granted, when the token
 * expires (ISO 8601), and the user when `identify` was granted.
 * @see {@link https://discord.com/developers/docs/topics/oauth2#get-current-authorization-information | Get Current Authorization Information}
 */
export interface RESTGetAPIOAuth2CurrentAuthorizationResult {
  application: APIOAuth2Application;
  scopes: string[];
  expires: string;
  user?: APICurrentUser;
}

/**
 * The OpenID Connect claims `GET /oauth2/userinfo` answers for a Bearer token holding `openid` (OpenID
 * Connect Core §5.3); `email` and `email_verified` only when `email` was granted too.
 * @see {@link https://discord.com/developers/docs/topics/oauth2 | OAuth2}, OpenID Connect Core §5.3 (UserInfo)
 */
export interface RESTGetAPIOAuth2UserInfoResult {
  /** The user id. */
  sub: Snowflake;
  /** The username. */
  preferred_username?: string;
  /** The display name (`global_name`), null when the user has none. */
  nickname?: string | null;
  /** The URL of the user's avatar. */
  picture?: string;
  /** The user's chosen language (e.g. `en-US`). */
  locale?: string;
  /** The e-mail address (scope `email`), null when the account has none. */
  email?: string | null;
  /** Whether the e-mail address is verified (scope `email`). */
  email_verified?: boolean;
}

/**
 * The claims of an OpenID Connect ID token (the `id_token` of a token answer when `openid` was granted).
 * @see {@link https://discord.com/developers/docs/topics/oauth2 | OAuth2}, OpenID Connect Core §2
 */
export interface OAuth2IdTokenClaims {
  /** The issuer: the service's origin (`https://discord.com`), or the emulator's. */
  iss: string;
  /** The user id. */
  sub: Snowflake;
  /** The client id (application id) the token is for; a string or, per OpenID Connect Core, a list. */
  aud: string | string[];
  /** Expiry, seconds since the epoch. */
  exp: number;
  /** Issue time, seconds since the epoch. */
  iat: number;
  /** When the user authenticated, seconds since the epoch. */
  auth_time?: number;
  /** The `nonce` of the authorize request, when it had one. */
  nonce?: string;
  /** Base64url of the left half of SHA-256(access token). */
  at_hash?: string;
}

/**
 * The OpenID Connect discovery document at `/.well-known/openid-configuration` on the service's origin.
 * @see {@link https://discord.com/developers/docs/topics/oauth2 | OAuth2}, OpenID Connect Discovery §3
 */
export interface RESTOpenIDConfiguration {
  issuer: string;
  authorization_endpoint: string;
  token_endpoint: string;
  userinfo_endpoint?: string;
  revocation_endpoint?: string;
  /** Where the signing keys are published (a JWK set). */
  jwks_uri: string;
  response_types_supported: string[];
  subject_types_supported: string[];
  /** `RS256` on the service. */
  id_token_signing_alg_values_supported: string[];
  scopes_supported?: string[];
  claims_supported?: string[];
}

/** One public key of a JWK set (RFC 7517); the RSA members are set for `kty: "RSA"`. */
export interface APIJsonWebKey {
  kty: string;
  kid?: string;
  use?: string;
  alg?: string;
  n?: string;
  e?: string;
  crv?: string;
  x?: string;
}

/** The answer of the `jwks_uri`: `{ keys: [...] }` (RFC 7517 §5). */
export interface RESTGetAPIOAuth2KeysResult {
  keys: APIJsonWebKey[];
}
