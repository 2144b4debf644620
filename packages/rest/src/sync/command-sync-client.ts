import type {
  APIApplicationCommand,
  RESTPatchAPIApplicationCommandJSONBody,
  RESTPostAPIApplicationCommandJSONBody,
  Snowflake,
} from '@slashkit/api';
import type { CallOptions, ListCommandsOptions } from '../call-options.js';

/**
 * The eight command methods {@link syncCommands} uses: a `REST` client has them, and so can anything that
 * stands in for one (a client with its own pipeline, a recorder in a test).
 * @example
 * const client: CommandSyncClient = new REST({ token });
 * await syncCommands(client, { applicationId, commands });
 * @see README "Command sync"
 */
export interface CommandSyncClient {
  getGlobalCommands(applicationId: Snowflake, options: ListCommandsOptions): Promise<APIApplicationCommand[]>;
  getGuildCommands(
    applicationId: Snowflake,
    guildId: Snowflake,
    options: ListCommandsOptions,
  ): Promise<APIApplicationCommand[]>;
  createGlobalCommand(
    applicationId: Snowflake,
    body: RESTPostAPIApplicationCommandJSONBody,
    options: CallOptions,
  ): Promise<APIApplicationCommand>;
  createGuildCommand(
    applicationId: Snowflake,
    guildId: Snowflake,
    body: RESTPostAPIApplicationCommandJSONBody,
    options: CallOptions,
  ): Promise<APIApplicationCommand>;
  editGlobalCommand(
    applicationId: Snowflake,
    commandId: Snowflake,
    body: RESTPatchAPIApplicationCommandJSONBody,
    options: CallOptions,
  ): Promise<APIApplicationCommand>;
  editGuildCommand(
    applicationId: Snowflake,
    guildId: Snowflake,
    commandId: Snowflake,
    body: RESTPatchAPIApplicationCommandJSONBody,
    options: CallOptions,
  ): Promise<APIApplicationCommand>;
  deleteGlobalCommand(applicationId: Snowflake, commandId: Snowflake, options: CallOptions): Promise<void>;
  deleteGuildCommand(
    applicationId: Snowflake,
    guildId: Snowflake,
    commandId: Snowflake,
    options: CallOptions,
  ): Promise<void>;
}
