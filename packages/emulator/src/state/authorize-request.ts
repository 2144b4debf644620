import type { EmulatorApplication } from '../world/world.js';
import type { InstallRequest } from './install-request.js';

/** The kind of a redirect URI, which decides how it may be used (RFC 8252 §7). */
export type RedirectUriKind = 'loopback' | 'custom-scheme' | 'web';

/** A checked authorize request, ready for the user's decision. */
export interface AuthorizeRequest {
  application: EmulatorApplication;
  /**
   * The `redirect_uri`, exactly as requested; null for an install without one (scopes `bot` and/or
   * `applications.commands` alone): the page then says the app was added instead of redirecting.
   */
  redirectUri: string | null;
  redirectKind: RedirectUriKind | null;
  /** The scopes asked for, without duplicates, in request order. */
  scopes: string[];
  state: string | null;
  nonce: string | null;
  /** The S256 challenge, or null when the request carries none (custom-scheme redirects must send one). */
  codeChallenge: string | null;
  /** `integration_type`: 0 guild install, 1 user install, or null. */
  integrationType: 0 | 1 | null;
  /** The install asked for (scopes `bot` / `applications.commands`), or null. */
  install: InstallRequest | null;
  prompt: 'consent' | 'none' | null;
}
