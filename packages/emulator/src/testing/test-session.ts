import type { World } from '../world/world.js';
import type { AdminRequests } from './admin-requests.js';
import type { BusListener } from './bus-listener.js';

/**
 * What a test client shares with its users: the admin API, the event bus its waits listen to, the world
 * as last read, the wait bound.
 */
export interface TestSession {
  readonly admin: AdminRequests;
  /** The emulator's event bus, over one stream that every wait of the client shares. */
  readonly events: BusListener;
  /** The world as the client last read it (`client.refresh()` reads it again). */
  world(): World;
  /** The longest a `waitFor…` method waits by default, in milliseconds. */
  readonly timeoutMs: number;
}
