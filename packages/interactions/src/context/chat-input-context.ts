import type { RepliableContext } from './repliable-context.js';

/**
 * The context of a slash command (CHAT_INPUT) handler: `options` holds the received values, typed from the
 * command's builder and already checked against its definition.
 */
export interface ChatInputContext<Options = Record<string, unknown>> extends RepliableContext {
  /**
   * The options: `{ name: value }` for a plain command; `{ subcommand, options }` or
   * `{ group, subcommand, options }` for commands with subcommands. Users, members, roles, channels and
   * attachments arrive as resolved objects.
   */
  readonly options: Options;
}
