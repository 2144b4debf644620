import type { ApplicationCommandType, CommandJSON } from '@slashkit/api';
import type { ToJSONOptions } from './to-json-options.js';

/**
 * Any command builder, whatever its type and options: keep lists of commands with it, then hand them to
 * `validateCommands` or a sync.
 * @example
 * const commands: AnyCommandBuilder[] = [roll, new UserCommandBuilder().setName('Wave at')];
 * @see {@link https://discord.com/developers/docs/interactions/application-commands#application-command-object-application-command-types | Application command types}
 */
export interface AnyCommandBuilder {
  readonly type: ApplicationCommandType;
  readonly name: string;
  toJSON(options?: ToJSONOptions): CommandJSON;
}
