import type { APIApplicationCommand } from '@slashkit/api';
import type { SyncPlan } from './sync-plan.js';

/**
 * The outcome of {@link syncCommands}: the plan, whether it was applied, and the commands the service holds
 * afterwards (as far as this sync knows: unchanged, updated, created and kept ones).
 * @example
 * const { applied, operations, commands } = await syncCommands(rest, { applicationId, commands: wanted });
 * @see README "Command sync"
 */
export type SyncResult = SyncPlan & {
  applied: boolean;
  commands: APIApplicationCommand[];
};
