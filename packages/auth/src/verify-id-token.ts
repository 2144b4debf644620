import type {
  APIJsonWebKey,
  OAuth2IdTokenClaims,
  RESTGetAPIOAuth2KeysResult,
  RuntimeOptions,
} from '@slashkit/api';
import type { ApiCallOptions } from './api-call-options.js';
import { AuthError } from './auth-error.js';
import { type ClientIdInput, toClientId } from './client-id.js';
import { fetchIdTokenKeys } from './fetch-id-token-keys.js';
import { toBase64Url } from './internal/base64.js';
import { decodeJwt } from './internal/decode-jwt.js';
import { timingSafeEqual } from './internal/timing-safe-equal.js';

/**
 * What an ID token must match. `nonce` is the one of the authorize request (`AuthorizationArgs.nonce`,
 * carried by the `AuthorizationResult`): pass it whenever one was sent, or a replayed token passes.
 * @see {@link https://discord.com/developers/docs/topics/oauth2 | OAuth2}
 */
export interface IdTokenVerificationOptions
  extends Omit<ApiCallOptions, 'apiBaseUrl'>,
    Pick<RuntimeOptions, 'now'> {
  /** The application id: the token's `aud` must name it. */
  clientId: ClientIdInput;
  /** The issuer: `https://discord.com` on the service, the emulator's URL locally; `iss` must equal it. */
  issuer: string;
  /** The `nonce` of the authorize request; the token must carry the same one. */
  nonce?: string | undefined;
  /** The access token issued with the ID token: checked against `at_hash` when the token has one. */
  accessToken?: string | undefined;
  /** The signing keys; fetched through the issuer's discovery document when left out. */
  keys?: RESTGetAPIOAuth2KeysResult | undefined;
  /** Seconds of clock difference allowed around `exp` and `iat`; 30 by default. */
  clockToleranceSeconds?: number | undefined;
}

/**
 * Verifies an OpenID Connect ID token and returns its claims: the RS256 signature against the issuer's
 * published keys (WebCrypto, so it runs on every runtime), then `iss`, `aud` (and `azp`), `exp`, `iat`,
 * `nonce` and `at_hash`. Fails with `AuthError` `INVALID_ID_TOKEN` saying which check failed.
 * @example
 * const claims = await verifyIdToken(token.idToken!, { clientId, issuer: 'https://discord.com', nonce: result.nonce });
 * console.log('user id', claims.sub);
 * @see {@link https://discord.com/developers/docs/topics/oauth2 | OAuth2}, OpenID Connect Core §3.1.3.7
 */
export async function verifyIdToken(
  idToken: string,
  options: IdTokenVerificationOptions,
): Promise<OAuth2IdTokenClaims> {
  const given = options.keys;
  return verifyIdTokenWith(
    idToken,
    options,
    given ? async () => given : () => fetchIdTokenKeys(options.issuer, options),
  );
}

/**
 * {@link verifyIdToken} with a key source: `loadKeys(true)` is called once more when the token names a key
 * id the first set lacks (the issuer rotated its keys).
 */
export async function verifyIdTokenWith(
  idToken: string,
  options: Omit<IdTokenVerificationOptions, 'keys'>,
  loadKeys: (refresh: boolean) => Promise<RESTGetAPIOAuth2KeysResult>,
): Promise<OAuth2IdTokenClaims> {
  const fail = (why: string): never => {
    throw new AuthError('INVALID_ID_TOKEN', `The ID token is not valid: ${why}.`);
  };
  const { header, payload, signingInput, signature } = decodeJwt(idToken);
  if (header.alg !== 'RS256')
    fail(`it is signed with ${JSON.stringify(header.alg)}, and only RS256 is accepted`);
  const kid = typeof header.kid === 'string' ? header.kid : undefined;
  let jwk = pickKey(await loadKeys(false), kid);
  if (!jwk && kid !== undefined) jwk = pickKey(await loadKeys(true), kid);
  if (!jwk) {
    return fail(
      kid === undefined
        ? 'it names no key id and the issuer publishes more than one RSA key'
        : `its key id ${JSON.stringify(kid)} is not among the issuer's published keys`,
    );
  }
  let key: CryptoKey;
  try {
    key = await crypto.subtle.importKey(
      'jwk',
      { kty: 'RSA', n: jwk.n, e: jwk.e, ext: true } as JsonWebKey,
      { name: 'RSASSA-PKCS1-v1_5', hash: 'SHA-256' },
      false,
      ['verify'],
    );
  } catch {
    return fail('the issuer published a signing key that cannot be read as an RSA key');
  }
  const valid = await crypto.subtle.verify(
    'RSASSA-PKCS1-v1_5',
    key,
    signature as BufferSource,
    signingInput as BufferSource,
  );
  if (!valid)
    fail("its signature does not match the issuer's key (it was altered, or signed by someone else)");

  const claims = payload as Partial<OAuth2IdTokenClaims> & { azp?: unknown };
  if (claims.iss !== options.issuer) {
    fail(
      `iss is ${JSON.stringify(claims.iss)}, not ${JSON.stringify(options.issuer)} (pass the issuer the token came from)`,
    );
  }
  if (typeof claims.sub !== 'string' || claims.sub === '') fail('it has no sub (the user id)');
  const clientId = toClientId(options.clientId, 'clientId').toString();
  const audiences =
    typeof claims.aud === 'string' ? [claims.aud] : Array.isArray(claims.aud) ? claims.aud : [];
  if (!audiences.includes(clientId))
    fail(`aud ${JSON.stringify(claims.aud)} does not name application ${clientId}`);
  if (claims.azp !== undefined && claims.azp !== clientId)
    fail(`azp ${JSON.stringify(claims.azp)} is another application`);
  const now = (options.now ?? Date.now)() / 1000;
  const tolerance = options.clockToleranceSeconds ?? 30;
  if (typeof claims.exp !== 'number') fail('it has no exp');
  if (now > (claims.exp as number) + tolerance) fail('it expired (exp is in the past); log in again');
  if (typeof claims.iat !== 'number') fail('it has no iat');
  if ((claims.iat as number) > now + tolerance) fail('iat is in the future; check the clock');
  if (options.nonce !== undefined) {
    if (typeof claims.nonce !== 'string')
      fail('the authorize request sent a nonce and the token carries none');
    if (!timingSafeEqual(claims.nonce as string, options.nonce)) {
      fail("its nonce differs from the authorize request's: the token belongs to another login (replay)");
    }
  }
  if (options.accessToken !== undefined && claims.at_hash !== undefined) {
    const digest = new Uint8Array(
      await crypto.subtle.digest('SHA-256', new TextEncoder().encode(options.accessToken)),
    );
    if (claims.at_hash !== toBase64Url(digest.subarray(0, 16)))
      fail('at_hash does not match the access token');
  }
  return claims as OAuth2IdTokenClaims;
}

/** The RSA signing key for `kid`, or the only RSA key when the token names none. */
function pickKey(set: RESTGetAPIOAuth2KeysResult, kid: string | undefined): APIJsonWebKey | undefined {
  const candidates = set.keys.filter(
    (k) =>
      k.kty === 'RSA' &&
      (k.use === undefined || k.use === 'sig') &&
      typeof k.n === 'string' &&
      typeof k.e === 'string',
  );
  if (kid !== undefined) return candidates.find((k) => k.kid === kid);
  return candidates.length === 1 ? candidates[0] : undefined;
}
