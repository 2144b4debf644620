import type { AccessToken } from '../state/token-store.js';
import type { EmulatorApplication } from '../world/world.js';

/**
 * Who is calling an API route: an application's bot (Bot token) or the holder of an OAuth2 access token
 * (Bearer token, issued to an application for a user or, by client credentials, for the app's owner).
 */
export type Principal =
  | { kind: 'bot'; application: EmulatorApplication }
  | { kind: 'bearer'; application: EmulatorApplication; token: AccessToken };
