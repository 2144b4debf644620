import type { ApplicationCommandType, ContextMenuCommandJSON } from '@slashkit/api';
import { CommandBuilderBase } from './command-builder-base.js';

/** The context-menu command types. @internal */
type ContextMenuCommandType = typeof ApplicationCommandType.User | typeof ApplicationCommandType.Message;

/**
 * What USER and MESSAGE commands share: a name and nothing else of their own — no description, no options;
 * their handler gets the target user or message instead. Each subclass declares its own `setName`, which
 * returns that subclass with the name's literal (this base does not know its subclasses).
 * @example
 * new UserCommandBuilder().setName('Wave at').setContexts(InteractionContextType.Guild);
 * @see {@link https://discord.com/developers/docs/interactions/application-commands#application-command-object-application-command-types | Application command types},
 *   {@link https://discord.com/developers/docs/interactions/application-commands#application-command-object-application-command-naming | Application command naming}
 * @internal
 */
export abstract class ContextMenuCommandBuilderBase<
  Type extends ContextMenuCommandType,
  Name extends string,
> extends CommandBuilderBase<Type, ContextMenuCommandJSON<Type>> {
  declare readonly name: Name;

  /**
   * Sets the command name (1-32 characters; mixed case and spaces allowed); each subclass returns itself,
   * typed with the name's literal.
   * @see {@link https://discord.com/developers/docs/interactions/application-commands#application-command-object-application-command-naming | Application command naming}
   */
  abstract setName<const N extends string>(name: N): ContextMenuCommandBuilderBase<Type, N>;

  /** @internal */
  protected buildBody(): ContextMenuCommandJSON<Type> {
    return this.addCommonFields(this.nameFields());
  }
}
