import {
  type APIApplicationCommand,
  type ApplicationCommandType,
  CommandCountLimits,
  commandDifferences,
  type RESTPatchAPIApplicationCommandJSONBody,
  type RESTPostAPIApplicationCommandJSONBody,
} from '@slashkit/api';
import { RESTError } from '../errors/rest-error.js';
import { type CommandScope, normalizeCommand } from './normalize-command.js';
import type { SyncOperation, SyncPlan } from './sync-plan.js';

/** Options of {@link planCommandSync}. */
export interface PlanCommandSyncOptions {
  scope: CommandScope;
  /** Delete commands on the service that are not in the list (default false: keep them). */
  deleteUnknown?: boolean;
}

const key = (type: number, name: string): string => `${type}:${name}`;

/**
 * Compares what the service has with what is wanted and plans the fewest writes: nothing for equal
 * commands, a PATCH of only the changed fields for changed ones, a POST only for new names (creates count
 * toward the daily limit of 200), a DELETE only with `deleteUnknown`, and deletes before creates for a
 * type that would otherwise pass its cap. Pure: sends nothing.
 * @example
 * const plan = planCommandSync(await rest.commands.getGlobalCommands(appId, { withLocalizations: true }), wanted,
 *   { scope: 'global' });
 * @see README "Command sync"
 */
export function planCommandSync(
  existing: readonly APIApplicationCommand[],
  desired: readonly RESTPostAPIApplicationCommandJSONBody[],
  options: PlanCommandSyncOptions,
): SyncPlan {
  const plan: SyncPlan = { create: [], update: [], delete: [], unchanged: [], kept: [], operations: [] };
  const remote = new Map<string, APIApplicationCommand>();
  for (const command of existing) remote.set(key(command.type ?? 1, command.name), command);
  const seen = new Set<string>();

  desired.forEach((body, index) => {
    if (typeof body?.name !== 'string') {
      throw new RESTError(
        'INVALID_ARGUMENT',
        `syncCommands: commands[${index}] has no name; every command needs one (build it with toJSON() or a plain object with name).`,
      );
    }
    const type = (body.type ?? 1) as ApplicationCommandType;
    const k = key(type, body.name);
    if (seen.has(k)) {
      throw new RESTError(
        'INVALID_ARGUMENT',
        `syncCommands: commands[${index}] repeats the name "${body.name}" for command type ${type}; names are unique per type and scope, so remove or rename the duplicate.`,
      );
    }
    seen.add(k);
    const current = remote.get(k);
    if (current === undefined) {
      plan.create.push({ action: 'create', type, name: body.name, body });
      return;
    }
    // Both sides through the one model of what the service stores (shared with the emulator).
    const want = normalizeCommand(body, options.scope);
    const have = normalizeCommand(current, options.scope);
    const changes = commandDifferences(want, have).filter(
      // Left out (or null, which means the same), integration_types takes the app's configured default,
      // which only the service knows: whatever it stored is what the definition asked for.
      (field) =>
        !(
          field === 'integration_types' &&
          (body.integration_types === undefined || body.integration_types === null)
        ),
    );
    const patch: Record<string, unknown> = {};
    for (const field of changes) {
      // A field the wanted command does not have at all (options removed) is cleared with its empty value.
      patch[field] = (want as Record<string, unknown>)[field] ?? (field === 'options' ? [] : null);
    }
    if (changes.length === 0) plan.unchanged.push({ type, name: body.name, id: current.id });
    else {
      plan.update.push({
        action: 'update',
        type,
        name: body.name,
        id: current.id,
        body: patch as RESTPatchAPIApplicationCommandJSONBody,
        changes,
      });
    }
  });

  for (const [k, command] of remote) {
    if (seen.has(k)) continue;
    const entry = { type: (command.type ?? 1) as ApplicationCommandType, name: command.name, id: command.id };
    if (options.deleteUnknown) plan.delete.push({ action: 'delete', ...entry });
    else plan.kept.push(entry);
  }

  // Per type: if creating first would pass the cap, delete first; otherwise create first, so that
  // users never see a command vanish before its replacement exists.
  const count = (list: readonly { type: number }[], type: number) =>
    list.filter((c) => c.type === type).length;
  const early: SyncOperation[] = [];
  const late: SyncOperation[] = [];
  for (const command of plan.delete) {
    const cap =
      CommandCountLimits[command.type as keyof typeof CommandCountLimits] ?? Number.POSITIVE_INFINITY;
    const total =
      existing.filter((c) => (c.type ?? 1) === command.type).length + count(plan.create, command.type);
    (total > cap ? early : late).push(command);
  }
  plan.operations = [...early, ...plan.update, ...plan.create, ...late];
  return plan;
}
