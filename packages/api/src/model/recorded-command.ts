import type { ApplicationIntegrationType } from '../enums/application-integration-type.js';
import type { Snowflake } from '../snowflake.js';
import type { APIApplicationCommand } from '../types/application-command.js';
import { commandDifferences } from './command-differences.js';
import { type StorableCommand, storedCommand } from './stored-command.js';

/** Where the service records a command, what it held there before, and where new ids come from. */
export interface RecordedCommandOptions {
  applicationId: Snowflake;
  /** The guild of a guild command; null for a global one. */
  guildId: Snowflake | null;
  /** The installation contexts the app is configured with (see `StoredCommandOptions`). */
  appIntegrationTypes?: readonly ApplicationIntegrationType[] | undefined;
  /** The command this one replaces (an upsert by name, an edit, a bulk item matched): its id is kept. */
  existing?: APIApplicationCommand | undefined;
  /** A fresh snowflake, for the id of a new command and for a new version. */
  newId: () => Snowflake;
}

/**
 * The command the service records and answers for a validated body: the ids it assigns (`id`, kept from
 * the command it replaces; `application_id`; `version`; `guild_id` on guild commands only), then
 * `storedCommand`'s fields. The version changes only when something but the ids changed
 * (`commandDifferences`), so an unchanged upsert or bulk item keeps it.
 * @example
 * recordedCommand({ name: 'ping', description: 'Pong' }, { applicationId, guildId: null, newId }).version;
 * @see {@link https://discord.com/developers/docs/interactions/application-commands#application-command-object | Application command object}
 */
export function recordedCommand(
  body: StorableCommand,
  options: RecordedCommandOptions,
): APIApplicationCommand {
  const { existing, guildId } = options;
  const id = existing?.id ?? options.newId();
  const command: APIApplicationCommand = {
    id,
    application_id: options.applicationId,
    version: existing?.version ?? '0',
    ...storedCommand(body, {
      scope: guildId === null ? 'global' : 'guild',
      appIntegrationTypes: options.appIntegrationTypes,
    }),
  };
  if (guildId !== null) command.guild_id = guildId;
  if (!existing || commandDifferences(command, existing).length > 0) command.version = options.newId();
  return command;
}
