import type { World } from '../world/world.js';
import type { AdminRequests } from './admin-requests.js';

/** What a test client shares with its users: the admin API, the world as last read, the wait bound. */
export interface TestSession {
  readonly admin: AdminRequests;
  /** The world as the client last read it (`client.refresh()` reads it again). */
  world(): World;
  /** The longest a `waitFor…` method waits by default, in milliseconds. */
  readonly timeoutMs: number;
}
