import type { ApplicationCommandType } from '@slashkit/api';

/**
 * The command type of a command builder as a literal type (1 CHAT_INPUT, 2 USER, 3 MESSAGE, 4 PRIMARY_ENTRY_POINT).
 * @example
 * type T = CommandType<typeof roll>; // 1
 * @see {@link https://discord.com/developers/docs/interactions/application-commands#application-command-object-application-command-types | Application command types}
 */
export type CommandType<Builder> = Builder extends {
  readonly type: infer Type extends ApplicationCommandType;
}
  ? Type
  : never;
