import { ApplicationCommandType } from '@slashkit/api';
import { ContextMenuCommandBuilderBase } from './context-menu-command-builder-base.js';

/**
 * A user context-menu command (USER): shown when right-clicking a user; it takes no description or options, and its handler gets the target user, not options.
 * @example
 * new UserCommandBuilder().setName('Wave at').setContexts(InteractionContextType.Guild);
 * @see {@link https://discord.com/developers/docs/interactions/application-commands#application-command-object-application-command-types | Application command types},
 *   {@link https://discord.com/developers/docs/interactions/application-commands#application-command-object-application-command-naming | Application command naming}
 */
export class UserCommandBuilder<Name extends string = string> extends ContextMenuCommandBuilderBase<
  typeof ApplicationCommandType.User,
  Name
> {
  // First, so that lists of builders type-check fast (see SlashCommandBuilder).
  declare readonly name: Name;
  /** Always USER (2). */
  readonly type = ApplicationCommandType.User;

  /**
   * Sets the command name (1-32 characters; mixed case and spaces allowed); the literal becomes `CommandName<…>`.
   * @example
   * command.setName('Wave at');
   * @see {@link https://discord.com/developers/docs/interactions/application-commands#application-command-object-application-command-naming | Application command naming}
   */
  override setName<const N extends string>(name: N): UserCommandBuilder<N> {
    this.storeName(name);
    return this as unknown as UserCommandBuilder<N>;
  }
}
