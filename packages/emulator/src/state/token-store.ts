import { randomBytes } from 'node:crypto';
import type { RESTOAuth2TokenResponse, Snowflake } from '@slashkit/api';

/** How long access tokens live, as on the service: 7 days. */
export const accessTokenLifetimeMs = 604_800_000;

/** An OAuth2 access token the emulator issued. */
export interface AccessToken {
  accessToken: string;
  /** Set when the grant issues one (authorization code); rotated on refresh. */
  refreshToken: string | null;
  applicationId: Snowflake;
  /** The user the token acts for; for client credentials, the application's owner. */
  userId: Snowflake;
  scopes: string[];
  /** Emulator time (epoch ms) after which the token is refused. */
  expiresAt: number;
  /** How it was obtained: `client_credentials`, `authorization_code`, `refresh_token`, `admin`… */
  grant: string;
  /**
   * The authorization grant the token descends from (one authorization code and every refresh after it);
   * revoking the grant revokes them all. Null for tokens outside the authorization-code flow.
   */
  grantId: string | null;
}

/** What {@link TokenStore.issue} takes. */
export interface IssueTokenInput {
  applicationId: Snowflake;
  userId: Snowflake;
  scopes: readonly string[];
  grant: string;
  withRefreshToken?: boolean;
  lifetimeMs?: number;
  /** The authorization grant the token belongs to (see {@link AccessToken.grantId}). */
  grantId?: string;
}

/** A {@link TokenStore} as plain JSON, for snapshots. */
export interface TokenStoreSnapshot {
  /** The live tokens (revoked ones are forgotten; expired ones are kept until revoked), in issue order. */
  tokens: AccessToken[];
  /** Refresh tokens rotated away, with the grant they belonged to: presenting one again revokes the grant. */
  retired: { refreshToken: string; grantId: string }[];
}

/**
 * The emulator's OAuth2 tokens, on the emulator clock: issued by the token endpoint (client credentials,
 * authorization code, refresh) and the admin API; looked up by the API's Bearer authentication.
 */
export class TokenStore {
  readonly #byAccess = new Map<string, AccessToken>();
  readonly #byRefresh = new Map<string, AccessToken>();
  /** Refresh tokens rotated away, by the grant they belonged to: presenting one again signals theft. */
  readonly #retiredRefresh = new Map<string, string>();
  readonly #now: () => number;

  /** @param now the emulator clock */
  constructor(now: () => number) {
    this.#now = now;
  }

  /** A store holding the tokens of a snapshot (checked; nothing is shared with it), on `now`. */
  static restore(snapshot: TokenStoreSnapshot, now: () => number): TokenStore {
    const store = new TokenStore(now);
    for (const token of snapshot.tokens) {
      const copy = { ...token, scopes: [...token.scopes] };
      store.#byAccess.set(copy.accessToken, copy);
      if (copy.refreshToken) store.#byRefresh.set(copy.refreshToken, copy);
    }
    for (const { refreshToken, grantId } of snapshot.retired)
      store.#retiredRefresh.set(refreshToken, grantId);
    return store;
  }

  /** The tokens as plain JSON (copies): the store's snapshot. */
  snapshot(): TokenStoreSnapshot {
    return {
      tokens: [...this.#byAccess.values()].map((token) => ({ ...token, scopes: [...token.scopes] })),
      retired: [...this.#retiredRefresh].map(([refreshToken, grantId]) => ({ refreshToken, grantId })),
    };
  }

  /** Issues a new access token (and a refresh token when asked). */
  issue(input: IssueTokenInput): AccessToken {
    const token: AccessToken = {
      accessToken: randomBytes(24).toString('base64url'),
      refreshToken: input.withRefreshToken ? randomBytes(24).toString('base64url') : null,
      applicationId: input.applicationId,
      userId: input.userId,
      scopes: [...new Set(input.scopes)],
      expiresAt: this.#now() + (input.lifetimeMs ?? accessTokenLifetimeMs),
      grant: input.grant,
      grantId: input.grantId ?? null,
    };
    this.#byAccess.set(token.accessToken, token);
    if (token.refreshToken) this.#byRefresh.set(token.refreshToken, token);
    return token;
  }

  /** The live token for an access-token string; undefined when unknown, revoked or expired. */
  find(accessToken: string): AccessToken | undefined {
    const token = this.#byAccess.get(accessToken);
    if (!token || token.expiresAt <= this.#now()) return undefined;
    return token;
  }

  /** The token a refresh-token string belongs to, if it was not rotated away or revoked. */
  findByRefreshToken(refreshToken: string): AccessToken | undefined {
    return this.#byRefresh.get(refreshToken);
  }

  /** Revokes a token (by its access or refresh string); returns whether one was found. */
  revoke(tokenString: string): boolean {
    const token = this.lookup(tokenString);
    if (!token) return false;
    this.#remove(token);
    return true;
  }

  /**
   * Refresh-token rotation: the old access and refresh tokens stop working and a new pair of the same grant,
   * user and scopes (or the narrower `scopes` asked for) is issued.
   */
  rotate(old: AccessToken, scopes: readonly string[] = old.scopes): AccessToken {
    this.#remove(old);
    if (old.refreshToken && old.grantId) this.#retiredRefresh.set(old.refreshToken, old.grantId);
    return this.issue({
      applicationId: old.applicationId,
      userId: old.userId,
      scopes,
      grant: 'refresh_token',
      withRefreshToken: true,
      ...(old.grantId ? { grantId: old.grantId } : {}),
    });
  }

  /** The grant a rotated-away refresh token belonged to, or undefined if it never was one. */
  retiredGrant(refreshToken: string): string | undefined {
    return this.#retiredRefresh.get(refreshToken);
  }

  /** The token an access or refresh string names, even when expired (revocation needs it). */
  lookup(tokenString: string): AccessToken | undefined {
    return this.#byAccess.get(tokenString) ?? this.#byRefresh.get(tokenString);
  }

  /** Revokes every token of an authorization grant; returns how many were live. */
  revokeGrant(grantId: string): number {
    let count = 0;
    for (const token of [...this.#byAccess.values()]) {
      if (token.grantId !== grantId) continue;
      this.#remove(token);
      count++;
    }
    return count;
  }

  #remove(token: AccessToken): void {
    this.#byAccess.delete(token.accessToken);
    if (token.refreshToken) this.#byRefresh.delete(token.refreshToken);
  }

  /** The token endpoint's success body for a token. */
  toResponse(token: AccessToken): RESTOAuth2TokenResponse {
    const body: RESTOAuth2TokenResponse = {
      access_token: token.accessToken,
      token_type: 'Bearer',
      expires_in: Math.max(0, Math.round((token.expiresAt - this.#now()) / 1000)),
      scope: token.scopes.join(' '),
    };
    if (token.refreshToken) body.refresh_token = token.refreshToken;
    return body;
  }
}
