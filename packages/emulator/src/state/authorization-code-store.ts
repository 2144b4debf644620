import { randomBytes } from 'node:crypto';
import type { Snowflake } from '@slashkit/api';

/** How long an authorization code can be exchanged: 10 minutes of emulator time (RFC 6749 §4.1.2). */
export const authorizationCodeLifetimeMs = 600_000;

/** What the user approved on the consent page, bound to the code that carries it. */
export interface AuthorizationCodeGrant {
  /** The application (client) the code was issued to. */
  applicationId: Snowflake;
  /** The user who approved. */
  userId: Snowflake;
  /** The scopes approved. */
  scopes: string[];
  /** The `redirect_uri` of the authorize request; the token request must repeat it exactly. */
  redirectUri: string;
  /** The S256 `code_challenge`, or null when the request had none. */
  codeChallenge: string | null;
  /** The `nonce` of the request, if any; an ID token repeats it. */
  nonce: string | null;
  /** The origin the authorize request reached: the `iss` of an ID token issued from this code. */
  issuer: string;
  /** Emulator time (epoch ms) the user approved: an ID token's `auth_time`. */
  authTime: number;
  /** Ties together every token issued from this code, so a replayed code can revoke them. */
  grantId: string;
  /** Emulator time (epoch ms) after which the code is refused. */
  expiresAt: number;
}

/** The outcome of {@link AuthorizationCodeStore.redeem}. */
export type AuthorizationCodeRedemption =
  | { kind: 'redeemed'; grant: AuthorizationCodeGrant }
  | { kind: 'replayed'; grant: AuthorizationCodeGrant }
  | { kind: 'expired' }
  | { kind: 'unknown' };

/** An {@link AuthorizationCodeStore} as plain JSON, for snapshots: codes not yet used, and used ones. */
export interface AuthorizationCodeStoreSnapshot {
  live: { code: string; grant: AuthorizationCodeGrant }[];
  /** Codes already exchanged, remembered while a replay could still matter. */
  redeemed: { code: string; grant: AuthorizationCodeGrant }[];
}

/**
 * The authorization codes of one emulator: 32 random bytes (base64url), single-use, short-lived on the
 * emulator clock. A redeemed code is remembered until it would have expired, so a replay is recognised
 * (and the tokens it issued can be revoked, RFC 6749 §4.1.2).
 */
export class AuthorizationCodeStore {
  readonly #live = new Map<string, AuthorizationCodeGrant>();
  readonly #redeemed = new Map<string, AuthorizationCodeGrant>();
  readonly #now: () => number;

  /** @param now the emulator clock */
  constructor(now: () => number) {
    this.#now = now;
  }

  /** A store holding the codes of a snapshot (checked; nothing is shared with it), on `now`. */
  static restore(snapshot: AuthorizationCodeStoreSnapshot, now: () => number): AuthorizationCodeStore {
    const store = new AuthorizationCodeStore(now);
    for (const { code, grant } of snapshot.live) store.#live.set(code, copyGrant(grant));
    for (const { code, grant } of snapshot.redeemed) store.#redeemed.set(code, copyGrant(grant));
    return store;
  }

  /** The codes as plain JSON (copies): the store's snapshot. */
  snapshot(): AuthorizationCodeStoreSnapshot {
    const entries = (codes: Map<string, AuthorizationCodeGrant>) =>
      [...codes].map(([code, grant]) => ({ code, grant: copyGrant(grant) }));
    return { live: entries(this.#live), redeemed: entries(this.#redeemed) };
  }

  /** Issues a code for an approved request. */
  issue(input: Omit<AuthorizationCodeGrant, 'grantId' | 'expiresAt' | 'authTime'>): string {
    this.#sweep();
    const code = randomBytes(32).toString('base64url');
    this.#live.set(code, {
      ...input,
      scopes: [...input.scopes],
      grantId: randomBytes(16).toString('base64url'),
      authTime: this.#now(),
      expiresAt: this.#now() + authorizationCodeLifetimeMs,
    });
    return code;
  }

  /**
   * Takes a code out of the store: any presentation uses it up, whatever the rest of the token request
   * says, so a stolen code gets one try at most.
   */
  redeem(code: string): AuthorizationCodeRedemption {
    this.#sweep();
    const replayed = this.#redeemed.get(code);
    if (replayed) return { kind: 'replayed', grant: replayed };
    const grant = this.#live.get(code);
    if (!grant) return { kind: 'unknown' };
    this.#live.delete(code);
    if (grant.expiresAt <= this.#now()) return { kind: 'expired' };
    this.#redeemed.set(code, grant);
    return { kind: 'redeemed', grant };
  }

  // Expired live codes are kept (to answer "expired" rather than "unknown") until the clock passes them
  // by another lifetime; redeemed ones only as long as a replay could matter.
  #sweep(): void {
    const now = this.#now();
    for (const [code, grant] of this.#live) {
      if (grant.expiresAt + authorizationCodeLifetimeMs <= now) this.#live.delete(code);
    }
    for (const [code, grant] of this.#redeemed) {
      if (grant.expiresAt + authorizationCodeLifetimeMs <= now) this.#redeemed.delete(code);
    }
  }
}

function copyGrant(grant: AuthorizationCodeGrant): AuthorizationCodeGrant {
  return { ...grant, scopes: [...grant.scopes] };
}
