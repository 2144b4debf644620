import type { EmulatorContext } from '../../emulator-context.js';
import type { InitialResponses } from '../responses/initial-responses.js';
import type { DeadlineWatcher } from './deadline-watcher.js';
import type { InteractionStore } from './interaction-store.js';

/** What delivering an interaction needs: the emulator, the stores, the deadline clock and the network. */
export interface DeliveryDeps {
  context: EmulatorContext;
  interactions: InteractionStore;
  responses: InitialResponses;
  watcher: DeadlineWatcher;
  /** How interactions are POSTed to endpoints. */
  fetch: typeof fetch;
}
