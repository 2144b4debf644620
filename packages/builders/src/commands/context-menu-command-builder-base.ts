import type { ApplicationCommandType } from '@slashkit/api';
import type { ContextMenuCommandJSON } from '../types/command-json.js';
import { CommandBuilderBase } from './command-builder-base.js';
import type { MessageCommandBuilder } from './message-command-builder.js';
import type { UserCommandBuilder } from './user-command-builder.js';

/** The context-menu command types. @internal */
type ContextMenuCommandType = typeof ApplicationCommandType.User | typeof ApplicationCommandType.Message;

/**
 * Each context-menu builder class by its command type, so that `setName`, written once below, returns the
 * caller's own class (TypeScript cannot pass a generic class as a type argument).
 * @internal
 */
interface ContextMenuCommandBuilders<Name extends string> {
  [ApplicationCommandType.User]: UserCommandBuilder<Name>;
  [ApplicationCommandType.Message]: MessageCommandBuilder<Name>;
}

/**
 * What USER and MESSAGE commands share: a name and nothing else of their own — no description, no options;
 * their handler gets the target user or message instead.
 * @example
 * new UserCommandBuilder().setName('Wave at').setContexts(InteractionContextType.Guild);
 * @see spec "Command types", "Naming rules" (rules 3-5)
 */
export abstract class ContextMenuCommandBuilderBase<
  Type extends ContextMenuCommandType,
  Name extends string,
> extends CommandBuilderBase<Type, ContextMenuCommandJSON<Type>> {
  declare readonly name: Name;

  /**
   * Sets the command name (1-32 characters; mixed case and spaces allowed); the literal becomes `CommandName<…>`.
   * @example
   * command.setName('Wave at');
   * @see spec "Naming rules" (rule 3)
   */
  setName<const N extends string>(name: N): ContextMenuCommandBuilders<N>[Type] {
    this.storeName(name);
    return this as unknown as ContextMenuCommandBuilders<N>[Type];
  }

  /** @internal */
  protected buildBody(): ContextMenuCommandJSON<Type> {
    return this.addCommonFields(this.nameFields());
  }
}
