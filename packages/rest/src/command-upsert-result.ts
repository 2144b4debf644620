import type { APIApplicationCommand } from '@slashkit/api';

/**
 * What {@link CommandsAPI.upsertGlobalCommand} and {@link CommandsAPI.upsertGuildCommand} resolve with: the stored command,
 * and whether it is new (the service answered 201) or overwrote a same-name command of the same type (200).
 * Both count toward the daily create limit.
 * @example
 * const { command, created } = await rest.commands.upsertGlobalCommand(appId, ping);
 * console.log(created ? `created ${command.id}` : `overwrote ${command.id}`);
 * @see {@link https://discord.com/developers/docs/interactions/application-commands#registering-a-command | Registering a command}
 */
export interface CommandUpsertResult {
  command: APIApplicationCommand;
  /** `true` when the command did not exist (201), `false` when a same-name command was overwritten (200). */
  created: boolean;
}
