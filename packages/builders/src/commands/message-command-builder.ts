import { ApplicationCommandType } from '@slashkit/api';
import { ContextMenuCommandBuilderBase } from './context-menu-command-builder-base.js';

/**
 * A message context-menu command (MESSAGE): shown on a message's menu; it takes no description or options, and its handler gets the target message, not options.
 * @example
 * new MessageCommandBuilder().setName('Bookmark').setContexts(InteractionContextType.Guild);
 * @see {@link https://discord.com/developers/docs/interactions/application-commands#application-command-object-application-command-types | Application command types},
 *   {@link https://discord.com/developers/docs/interactions/application-commands#application-command-object-application-command-naming | Application command naming}
 */
export class MessageCommandBuilder<Name extends string = string> extends ContextMenuCommandBuilderBase<
  typeof ApplicationCommandType.Message,
  Name
> {
  // First, so that lists of builders type-check fast (see SlashCommandBuilder).
  declare readonly name: Name;
  /** Always MESSAGE (3). */
  readonly type = ApplicationCommandType.Message;

  /**
   * Sets the command name (1-32 characters; mixed case and spaces allowed); the literal becomes `CommandName<…>`.
   * @example
   * command.setName('Bookmark');
   * @see {@link https://discord.com/developers/docs/interactions/application-commands#application-command-object-application-command-naming | Application command naming}
   */
  override setName<const N extends string>(name: N): MessageCommandBuilder<N> {
    this.storeName(name);
    return this as unknown as MessageCommandBuilder<N>;
  }
}
