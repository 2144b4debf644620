import type { EmulatorContext } from '../../runtime/emulator-context.js';
import type { InitialResponses } from '../responses/initial-responses.js';

/** What delivering an interaction needs: the emulator (state, clock, deadlines, waiters, network), the responses and the origin. */
export interface DeliveryDeps {
  context: EmulatorContext;
  responses: InitialResponses;
  /** The emulator's origin as the request that started the interaction reached it (for file URLs). */
  origin: string;
}
