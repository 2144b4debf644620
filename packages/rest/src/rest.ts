import { InteractionEndpoints } from './endpoints/interaction-endpoints.js';
import { syncCommands } from './sync/sync-commands.js';
import type { SyncCommandsOptions } from './sync/sync-commands-options.js';
import type { SyncResult } from './sync/sync-result.js';

/**
 * The HTTP client for every command, permission and interaction endpoint: typed methods, learned rate
 * limits, bounded retries, per-attempt deadlines, a response-size cap, typed errors, and command sync.
 * Works against the real service by default and against the emulator with `baseUrl: emulator.apiBaseUrl`.
 * The methods come in groups (commands, permissions, interactions) on top of a request core; the token
 * sits in private fields, so logging or serialising a client never shows it.
 * @example
 * const rest = new REST({ token: process.env.BOT_TOKEN });
 * const commands = await rest.getGlobalCommands(appId, { withLocalizations: true });
 * @see spec "Endpoints", service-facts "Endpoints left out of the spec"
 */
export class REST extends InteractionEndpoints {
  /**
   * Brings the service's commands in line with `options.commands` using the fewest writes; see
   * {@link syncCommands}.
   * @example
   * const result = await rest.syncCommands({ applicationId, commands, deleteUnknown: true });
   * @see README "Command sync"
   */
  syncCommands(options: SyncCommandsOptions): Promise<SyncResult> {
    return syncCommands(this, options);
  }
}
