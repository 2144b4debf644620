import { ApplicationCommandType } from '@slashkit/api';
import { CommandBuilderBase } from './command-builder-base.js';

/**
 * A message context-menu command (MESSAGE): shown on a message's menu; it takes no description or options, and its handler gets the target message, not options.
 * @example
 * new MessageCommandBuilder().setName('Bookmark').setContexts(InteractionContextType.Guild);
 * @see spec "Command types", "Naming rules" (rules 3-5)
 */
export class MessageCommandBuilder<Name extends string = string> extends CommandBuilderBase<
  typeof ApplicationCommandType.Message
> {
  /** Always MESSAGE (3). */
  readonly type = ApplicationCommandType.Message;
  declare readonly name: Name;

  /**
   * Sets the command name (1-32 characters; mixed case and spaces allowed); the literal becomes `CommandName<…>`.
   * @example
   * command.setName('Bookmark');
   * @see spec "Naming rules" (rule 3)
   */
  setName<const N extends string>(name: N): MessageCommandBuilder<N> {
    this.storeName(name);
    return this as unknown as MessageCommandBuilder<N>;
  }

  /** @internal */
  protected buildBody() {
    return this.addCommonFields(this.nameFields());
  }
}
