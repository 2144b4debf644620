import {
  type APIApplicationCommand,
  commandDifferences,
  type RESTPostAPIApplicationCommandJSONBody,
  type Snowflake,
  storedCommand,
} from '@slashkit/api';
import type { EmulatorApplication } from '../world/world.js';

/** Where a command is being stored, and under which ids. */
export interface NormalizeTarget {
  application: EmulatorApplication;
  guildId: Snowflake | null;
  id: Snowflake;
  version: Snowflake;
}

/**
 * Turns a validated create body into the command object the service stores and returns: the ids, then
 * `storedCommand` of `@slashkit/api` (the one model of the service's defaults, shared with the SDK's sync
 * planner) with the app's configured installation contexts as the global default.
 * @see {@link https://discord.com/developers/docs/interactions/application-commands#application-command-object | Application command object}
 */
export function normalizeCommand(
  body: RESTPostAPIApplicationCommandJSONBody,
  target: NormalizeTarget,
): APIApplicationCommand {
  const stored = storedCommand(body, {
    scope: target.guildId === null ? 'global' : 'guild',
    appIntegrationTypes: target.application.integrationTypes,
  });
  const command: APIApplicationCommand = {
    id: target.id,
    application_id: target.application.id,
    version: target.version,
    ...stored,
  };
  if (target.guildId !== null) command.guild_id = target.guildId;
  return command;
}

/**
 * Whether two stored commands differ in anything but their ids and version: a "substantial change" that
 * earns a new `version` (`commandDifferences` of `@slashkit/api`, the comparison the sync planner uses).
 */
export function commandsDiffer(a: APIApplicationCommand, b: APIApplicationCommand): boolean {
  return commandDifferences(a, b).length > 0;
}
