import type { RepliableContext } from './repliable-context.js';

/**
 * The context of a PRIMARY_ENTRY_POINT command with the APP_HANDLER handler: launch the Activity, or
 * answer with a message instead.
 */
export interface EntryPointContext extends RepliableContext {
  /**
   * Launches the app's Activity (LAUNCH_ACTIVITY, 12) as the initial response; an error after any other
   * initial response, the automatic deferral included.
   */
  launchActivity(): Promise<void>;
}
