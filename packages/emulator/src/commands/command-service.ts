import {
  type APIApplicationCommand,
  ApplicationCommandType,
  AutomaticEntryPointCommand,
  CommandCountLimits,
  Limits,
  patchedCommand,
  RESTJSONErrorCodes,
  type RESTPostAPIApplicationCommandJSONBody,
  recordedCommand,
  type Snowflake,
} from '@slashkit/api';
import {
  type FieldError,
  commandTypeNames as typeNames,
  validateApplicationCommand,
  validateBulkOverwrite,
} from '@slashkit/api/validation';
import { badRequest, invalidForm, notFound, throwIfInvalid } from '../http/http-error.js';
import type { EmulatorContext } from '../runtime/emulator-context.js';
import type { CommandLocation } from '../state/command-store.js';
import { hasActivities } from '../world/application-flags.js';
import type { EmulatorApplication } from '../world/world.js';
import { checkApplicationRules } from './application-rules.js';

/**
 * The semantics of the command endpoints over the {@link EmulatorContext}'s stores: create as an upsert
 * by (name, type, scope), edit with field replacement, delete, bulk overwrite, the per-type and daily
 * limits, the application-dependent rules, versions, and the automatic entry-point command.
 */
export class CommandService {
  readonly #context: EmulatorContext;

  constructor(context: EmulatorContext) {
    this.#context = context;
  }

  /** Creates (201) or overwrites a same-name, same-type command (200, keeping its id). */
  create(
    application: EmulatorApplication,
    guildId: Snowflake | null,
    input: unknown,
  ): { status: 200 | 201; command: APIApplicationCommand } {
    const scope: CommandLocation = { applicationId: application.id, guildId };
    const result = validateApplicationCommand(input, { scope: guildId ? 'guild' : 'global', mode: 'create' });
    if (!result.success) throw invalidForm(result.errors);
    const body = result.data;
    throwIfInvalid(checkApplicationRules(body, application));
    const type = body.type ?? ApplicationCommandType.ChatInput;
    const store = this.#context.state.commands;
    const existing = store.findByName(scope, body.name, type);
    this.#checkDailyLimit(scope, 1);
    if (!existing) {
      const limit = CommandCountLimits[type];
      const count = store.list(scope).filter((c) => c.type === type).length;
      if (count >= limit) {
        throw badRequest(
          `Maximum number of application commands reached (${limit}): ${scopeName(scope)} already has ${count} ${typeNames[type]} commands — delete one or use subcommands`,
          RESTJSONErrorCodes.MaximumApplicationCommands,
        );
      }
    }
    const command = this.#record(application, scope, body, existing);
    store.put(scope, command);
    store.recordCreates(scope, 1, this.#context.clock.now());
    return { status: existing ? 200 : 201, command };
  }

  /**
   * Edits a command: every field sent replaces the stored one, and the result must pass every rule of a
   * create body (a PATCH cannot push a command past a whole-command limit); a rename drops its permissions.
   */
  edit(
    application: EmulatorApplication,
    guildId: Snowflake | null,
    commandId: Snowflake,
    input: unknown,
  ): APIApplicationCommand {
    const scope: CommandLocation = { applicationId: application.id, guildId };
    const stored = this.require(scope, commandId);
    const result = validateApplicationCommand(input, {
      scope: guildId ? 'guild' : 'global',
      mode: 'edit',
      commandType: stored.type,
    });
    if (!result.success) throw invalidForm(result.errors);
    const patch = result.data as Partial<RESTPostAPIApplicationCommandJSONBody>;
    const merged = patchedCommand(stored, patch);
    // Whole-command rules hold for the command as it will be stored, not only for the PATCH body: the total
    // of 8000 characters, localized option names across the command, and the rest.
    const whole = validateApplicationCommand(merged, { scope: guildId ? 'guild' : 'global', mode: 'create' });
    if (!whole.success) throw invalidForm(whole.errors);
    const { type: _type, ...patchWithoutType } = patch;
    throwIfInvalid(
      checkApplicationRules(
        { name: stored.name, ...patchWithoutType } as RESTPostAPIApplicationCommandJSONBody,
        application,
      ),
    );
    const renamed = merged.name !== stored.name;
    if (renamed) {
      const clash = this.#context.state.commands.findByName(scope, merged.name, stored.type);
      if (clash && clash.id !== stored.id) {
        throw badRequest(
          `Application command with that name already exists: ${scopeName(scope)} has ${typeNames[stored.type]} command ${JSON.stringify(merged.name)} (id ${clash.id}) — pick another name or delete it first`,
          RESTJSONErrorCodes.ApplicationCommandAlreadyExists,
        );
      }
    }
    const command = this.#record(application, scope, merged, stored);
    this.#context.state.commands.put(scope, command);
    if (renamed) this.#context.state.permissions.deleteForCommand(application.id, stored.id);
    return command;
  }

  /** Deletes a command and its permissions everywhere. */
  remove(application: EmulatorApplication, guildId: Snowflake | null, commandId: Snowflake): void {
    const scope: CommandLocation = { applicationId: application.id, guildId };
    const stored = this.require(scope, commandId);
    if (
      stored.type === ApplicationCommandType.PrimaryEntryPoint &&
      guildId === null &&
      hasActivities(application)
    ) {
      throw badRequest(
        "You cannot remove this app's Primary Entry Point command while Activities are enabled — disable Activities first",
        RESTJSONErrorCodes.CannotRemovePrimaryEntryPointCommand,
      );
    }
    this.#context.state.commands.delete(scope, commandId);
    this.#context.state.permissions.deleteForCommand(application.id, commandId);
  }

  /**
   * Replaces a scope's whole list: items matched by `id` or by (name, type) keep their id (and their
   * version when unchanged); the others are new and count toward the daily limit; unmatched commands are
   * deleted with their permissions.
   */
  bulkOverwrite(
    application: EmulatorApplication,
    guildId: Snowflake | null,
    input: unknown,
  ): APIApplicationCommand[] {
    const scope: CommandLocation = { applicationId: application.id, guildId };
    const result = validateBulkOverwrite(input, { scope: guildId ? 'guild' : 'global' });
    if (!result.success) throw invalidForm(result.errors);
    const items = result.data;
    throwIfInvalid(items.flatMap((item, index) => checkApplicationRules(item, application, [index])));
    const existing = this.#context.state.commands.list(scope);
    const errors: FieldError[] = [];
    const matches = items.map((item, index) => {
      const type = item.type ?? ApplicationCommandType.ChatInput;
      if (item.id !== undefined) {
        const byId = existing.find((c) => c.id === item.id);
        if (!byId || byId.type !== type) {
          errors.push({
            path: [index, 'id'],
            code: 'APPLICATION_COMMAND_UNKNOWN',
            message: `No ${typeNames[type]} command with id ${item.id} in ${scopeName(scope)} — omit id to create it, or use the id of an existing command`,
          });
          return undefined;
        }
        return byId;
      }
      return existing.find((c) => c.name === item.name && c.type === type);
    });
    throwIfInvalid(errors);
    if (guildId === null && hasActivities(application)) {
      const entryPoint = existing.find((c) => c.type === ApplicationCommandType.PrimaryEntryPoint);
      if (entryPoint && !items.some((item) => item.type === ApplicationCommandType.PrimaryEntryPoint)) {
        throw badRequest(
          `You cannot remove this app's Primary Entry Point command: include it (id ${entryPoint.id}, name ${JSON.stringify(entryPoint.name)}, type ${ApplicationCommandType.PrimaryEntryPoint}) in the bulk overwrite while Activities are enabled`,
          RESTJSONErrorCodes.CannotRemovePrimaryEntryPointCommand,
        );
      }
    }
    const created = matches.filter((m) => m === undefined).length;
    this.#checkDailyLimit(scope, created);
    const commands = items.map((item, index) => {
      const match = matches[index];
      const { id: _id, ...body } = item;
      const command = this.#record(application, scope, body, match);
      if (match && match.name !== command.name)
        this.#context.state.permissions.deleteForCommand(application.id, match.id);
      return command;
    });
    const kept = new Set(commands.map((c) => c.id));
    for (const old of existing)
      if (!kept.has(old.id)) this.#context.state.permissions.deleteForCommand(application.id, old.id);
    this.#context.state.commands.replaceAll(scope, commands);
    this.#context.state.commands.recordCreates(scope, created, this.#context.clock.now());
    return commands;
  }

  /** A command of a scope, or 404/10063. */
  require(scope: CommandLocation, commandId: Snowflake): APIApplicationCommand {
    const command = this.#context.state.commands.get(scope, commandId);
    if (!command) {
      throw notFound(RESTJSONErrorCodes.UnknownApplicationCommand, 'Unknown application command');
    }
    return command;
  }

  /**
   * Keeps the automatic entry-point command in step with the app's settings: an app with Activities gets
   * a PRIMARY_ENTRY_POINT command "Launch" with handler 2 (DISCORD_LAUNCH_ACTIVITY) when it has none; an
   * app without Activities has none.
   */
  syncEntryPoint(application: EmulatorApplication): void {
    const scope: CommandLocation = { applicationId: application.id, guildId: null };
    const entryPoints = this.#context.state.commands
      .list(scope)
      .filter((c) => c.type === ApplicationCommandType.PrimaryEntryPoint);
    if (hasActivities(application)) {
      if (entryPoints.length > 0) return;
      const command = this.#record(application, scope, { ...AutomaticEntryPointCommand }, undefined);
      this.#context.state.commands.put(scope, command);
      return;
    }
    for (const command of entryPoints) {
      this.#context.state.commands.delete(scope, command.id);
      this.#context.state.permissions.deleteForCommand(application.id, command.id);
    }
  }

  /** The command recorded for a body (`recordedCommand` of `@slashkit/api`: ids, defaults, version). */
  #record(
    application: EmulatorApplication,
    scope: CommandLocation,
    body: RESTPostAPIApplicationCommandJSONBody,
    existing: APIApplicationCommand | undefined,
  ): APIApplicationCommand {
    return recordedCommand(body, {
      applicationId: application.id,
      guildId: scope.guildId,
      appIntegrationTypes: application.integrationTypes,
      existing,
      newId: () => this.#context.nextId(),
    });
  }

  #checkDailyLimit(scope: CommandLocation, creates: number): void {
    if (creates === 0) return;
    const used = this.#context.state.commands.createsInLastDay(scope, this.#context.clock.now());
    if (used + creates > Limits.dailyCommandCreates) {
      throw badRequest(
        `Max number of daily application command creates has been reached (${Limits.dailyCommandCreates}): ${scopeName(scope)} made ${used} in the last 24 hours (every POST counts, one that overwrites a same-name command too, and each new command of a bulk overwrite; PATCH and bulk items matching an existing command by id or name do not) — wait, or change existing commands with PATCH instead`,
        RESTJSONErrorCodes.MaximumDailyApplicationCommandCreates,
      );
    }
  }
}

function scopeName(scope: CommandLocation): string {
  return scope.guildId ? `guild ${scope.guildId}` : `the global scope of application ${scope.applicationId}`;
}
