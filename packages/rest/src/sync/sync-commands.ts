import {
  type APIApplicationCommand,
  CommandCountLimits,
  errorCodeHint,
  Limits,
  RESTJSONErrorCodes,
  type RESTPostAPIApplicationCommandJSONBody,
} from '@slashkit/api';
import { APIError } from '../errors/api-error.js';
import type { CommandSyncClient } from './command-sync-client.js';
import { CommandSyncError } from './command-sync-error.js';
import { planCommandSync } from './plan-command-sync.js';
import type { SyncCommandsOptions } from './sync-commands-options.js';
import type { SyncOperation } from './sync-plan.js';
import type { SyncResult } from './sync-result.js';

const CAP_HINT = errorCodeHint(RESTJSONErrorCodes.MaximumApplicationCommands);
const DAILY_HINT = errorCodeHint(RESTJSONErrorCodes.MaximumDailyApplicationCommandCreates);

function toBody(command: SyncCommandsOptions['commands'][number]): RESTPostAPIApplicationCommandJSONBody {
  return 'toJSON' in command && typeof command.toJSON === 'function'
    ? command.toJSON()
    : (command as RESTPostAPIApplicationCommandJSONBody);
}

/**
 * Brings the service's commands (global, or one guild's) in line with `commands` with the fewest writes:
 * one read with localizations, then nothing if nothing changed, a PATCH per changed command, a POST per new
 * name, and a DELETE per unknown command only with `deleteUnknown`. With `dryRun` it only plans.
 * @example
 * const result = await syncCommands(rest, { applicationId, guildId, commands: [ping.toJSON()] });
 * console.log(result.applied, result.operations.map((op) => `${op.action} ${op.name}`));
 * @see README "Command sync"
 */
export async function syncCommands(
  client: CommandSyncClient,
  options: SyncCommandsOptions,
): Promise<SyncResult> {
  const rest = client.commands;
  const { applicationId, guildId, signal } = options;
  const call = signal ? { signal } : {};
  const desired = options.commands.map(toBody);
  const existing =
    guildId === undefined
      ? await rest.getGlobalCommands(applicationId, { withLocalizations: true, ...call })
      : await rest.getGuildCommands(applicationId, guildId, { withLocalizations: true, ...call });
  const plan = planCommandSync(existing, desired, {
    scope: guildId === undefined ? 'global' : 'guild',
    deleteUnknown: options.deleteUnknown ?? false,
  });
  const where = guildId === undefined ? 'global commands' : `commands of guild ${guildId}`;

  // Refuse a plan that cannot succeed before writing anything, rather than failing half-way.
  for (const [type, cap] of Object.entries(CommandCountLimits)) {
    const after =
      existing.filter((c) => String(c.type ?? 1) === type).length +
      plan.create.filter((c) => String(c.type) === type).length -
      plan.delete.filter((c) => String(c.type) === type).length;
    if (after > cap) {
      throw new CommandSyncError({
        message: `syncCommands: the ${where} would hold ${after} commands of type ${type}, over the cap of ${cap}; nothing was written.`,
        plan,
        completed: [],
        ...(CAP_HINT ? { hint: CAP_HINT } : {}),
      });
    }
  }
  if (plan.create.length > Limits.dailyCommandCreates) {
    throw new CommandSyncError({
      message: `syncCommands: the plan creates ${plan.create.length} commands in the ${where}, over the daily limit of ${Limits.dailyCommandCreates}; nothing was written.`,
      plan,
      completed: [],
      ...(DAILY_HINT ? { hint: DAILY_HINT } : {}),
    });
  }

  const byId = new Map<string, APIApplicationCommand>(existing.map((c) => [c.id, c]));
  if (options.dryRun || plan.operations.length === 0) {
    // A plan with no writes is applied by doing nothing; a dry run is never applied.
    return { ...plan, applied: !options.dryRun, commands: existing };
  }

  const completed: SyncOperation[] = [];
  const created: APIApplicationCommand[] = [];
  for (const operation of plan.operations) {
    try {
      if (operation.action === 'delete') {
        if (guildId === undefined) await rest.deleteGlobalCommand(applicationId, operation.id, call);
        else await rest.deleteGuildCommand(applicationId, guildId, operation.id, call);
        byId.delete(operation.id);
      } else if (operation.action === 'update') {
        const updated =
          guildId === undefined
            ? await rest.editGlobalCommand(applicationId, operation.id, operation.body, call)
            : await rest.editGuildCommand(applicationId, guildId, operation.id, operation.body, call);
        byId.set(operation.id, updated);
      } else {
        const command =
          guildId === undefined
            ? await rest.createGlobalCommand(applicationId, operation.body, call)
            : await rest.createGuildCommand(applicationId, guildId, operation.body, call);
        created.push(command);
      }
    } catch (error) {
      const code = error instanceof APIError ? error.jsonCode : undefined;
      const hint = code === undefined ? undefined : errorCodeHint(code);
      throw new CommandSyncError({
        message: `syncCommands: ${operation.action} of ${operation.name} (type ${operation.type}) in the ${where} failed after ${completed.length} of ${plan.operations.length} writes: ${error instanceof Error ? error.message : String(error)}`,
        plan,
        completed,
        failed: operation,
        ...(hint ? { hint } : {}),
        cause: error,
      });
    }
    completed.push(operation);
    options.onProgress?.({ operation, done: completed.length, total: plan.operations.length });
  }
  return { ...plan, applied: true, commands: [...byId.values(), ...created] };
}
