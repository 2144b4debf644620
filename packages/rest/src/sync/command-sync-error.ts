import { brandError } from '@slashkit/api';
import { RESTError } from '../errors/rest-error.js';
import type { SyncOperation, SyncPlan } from './sync-plan.js';

/** What {@link CommandSyncError} is built from. */
export interface CommandSyncErrorInit {
  message: string;
  plan: SyncPlan;
  /** Writes that succeeded before the failure. */
  completed: readonly SyncOperation[];
  /** The write that failed, if one did. */
  failed?: SyncOperation;
  hint?: string;
  cause?: unknown;
}

/**
 * A command sync stopped: either before writing (the plan would pass a cap or the daily create limit) or
 * at a failed write; says which writes were done, which one failed, and (for 30032/30034) how to fix it.
 * @example
 * try { await syncCommands(rest, options); } catch (error) {
 *   if (error instanceof CommandSyncError) console.log(error.hint, error.completed.length);
 * }
 * @see README "Command sync"
 */
export class CommandSyncError extends RESTError {
  static {
    brandError(CommandSyncError, '@slashkit/rest/CommandSyncError');
  }

  readonly plan: SyncPlan;
  readonly completed: readonly SyncOperation[];
  readonly failed: SyncOperation | undefined;
  readonly hint: string | undefined;

  constructor(init: CommandSyncErrorInit) {
    super('SYNC_FAILED', init.hint ? `${init.message}\nHint: ${init.hint}` : init.message, {
      cause: init.cause,
    });
    this.plan = init.plan;
    this.completed = init.completed;
    this.failed = init.failed;
    this.hint = init.hint;
  }
}
