import type { CommandsAPI } from '../groups/commands-api.js';

/**
 * What {@link syncCommands} uses: the eight command methods of `rest.commands` (list, create, edit and
 * delete, global and per guild). A `REST` client has them, and so can anything that stands in for one (a
 * client with its own pipeline, a recorder in a test).
 * @example
 * const client: CommandSyncClient = new REST({ token });
 * await syncCommands(client, { applicationId, commands });
 * @see README "Command sync"
 */
export interface CommandSyncClient {
  readonly commands: Pick<
    CommandsAPI,
    | 'getGlobalCommands'
    | 'getGuildCommands'
    | 'createGlobalCommand'
    | 'createGuildCommand'
    | 'editGlobalCommand'
    | 'editGuildCommand'
    | 'deleteGlobalCommand'
    | 'deleteGuildCommand'
  >;
}
