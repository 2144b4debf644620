import type { EmulatorContext } from '../../emulator-context.js';
import type { InitialResponses } from '../responses/initial-responses.js';

/** What delivering an interaction needs: the emulator (state, clock, deadlines, waiters, network) and the responses. */
export interface DeliveryDeps {
  context: EmulatorContext;
  responses: InitialResponses;
}
