import type {
  ApplicationCommandType,
  RESTPatchAPIApplicationCommandJSONBody,
  RESTPostAPIApplicationCommandJSONBody,
  Snowflake,
} from '@slashkit/api';

/** One step of a {@link SyncPlan}, in the order it is applied. */
export type SyncOperation =
  | {
      action: 'create';
      type: ApplicationCommandType;
      name: string;
      body: RESTPostAPIApplicationCommandJSONBody;
    }
  | {
      action: 'update';
      type: ApplicationCommandType;
      name: string;
      id: Snowflake;
      /** Only the fields that differ; each replaces the stored value. */
      body: RESTPatchAPIApplicationCommandJSONBody;
      /** The names of the fields that differ, e.g. `['description', 'options']`. */
      changes: string[];
    }
  | { action: 'delete'; type: ApplicationCommandType; name: string; id: Snowflake };

/**
 * What a sync does: commands to create (new names), update (changed, by PATCH), delete (only with
 * `deleteUnknown`), leave unchanged, or keep although unknown; `operations` lists the writes in order.
 * @example
 * const plan = planCommandSync(remote, desired, { scope: 'global', deleteUnknown: false });
 * console.log(plan.operations.length); // 0 when nothing changed
 * @see README "Command sync"
 */
export interface SyncPlan {
  create: Extract<SyncOperation, { action: 'create' }>[];
  update: Extract<SyncOperation, { action: 'update' }>[];
  delete: Extract<SyncOperation, { action: 'delete' }>[];
  unchanged: { type: ApplicationCommandType; name: string; id: Snowflake }[];
  /** Commands on the service that are not in the list, left alone because `deleteUnknown` is off. */
  kept: { type: ApplicationCommandType; name: string; id: Snowflake }[];
  /** Every write, in the order it is applied (deletes first for a type near its cap). */
  operations: SyncOperation[];
}
