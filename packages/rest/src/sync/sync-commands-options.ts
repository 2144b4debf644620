import type { RESTPostAPIApplicationCommandJSONBody, Snowflake } from '@slashkit/api';
import type { JSONEncodable } from '../json-encodable.js';
import type { SyncOperation } from './sync-plan.js';

/** Reported after each write of a sync. */
export interface SyncProgress {
  operation: SyncOperation;
  /** Writes finished so far, this one included. */
  done: number;
  total: number;
}

/**
 * Options of {@link syncCommands}.
 * @example
 * await syncCommands(rest, { applicationId, guildId, commands: [ping, info], deleteUnknown: true });
 * @see README "Command sync"
 */
export interface SyncCommandsOptions {
  applicationId: Snowflake;
  /** Sync this guild's commands; global commands when omitted. */
  guildId?: Snowflake;
  /** The commands that should exist: plain JSON or builders (anything with `toJSON()`). */
  commands: ReadonlyArray<
    RESTPostAPIApplicationCommandJSONBody | JSONEncodable<RESTPostAPIApplicationCommandJSONBody>
  >;
  /** Plan only: read, compare and return the plan without writing anything. */
  dryRun?: boolean;
  /** Delete commands the service has that are not in `commands` (default false). */
  deleteUnknown?: boolean;
  /** Called after each write. */
  onProgress?: (progress: SyncProgress) => void;
  signal?: AbortSignal;
}
