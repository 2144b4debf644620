import { ApplicationCommandType } from '@slashkit/api';
import { CommandBuilderBase } from './command-builder-base.js';

/**
 * A user context-menu command (USER): shown when right-clicking a user; it takes no description or options, and its handler gets the target user, not options.
 * @example
 * new UserCommandBuilder().setName('Wave at').setContexts(InteractionContextType.Guild);
 * @see spec "Command types", "Naming rules" (rules 3-5)
 */
export class UserCommandBuilder<Name extends string = string> extends CommandBuilderBase<
  typeof ApplicationCommandType.User
> {
  /** Always USER (2). */
  readonly type = ApplicationCommandType.User;
  declare readonly name: Name;

  /**
   * Sets the command name (1-32 characters; mixed case and spaces allowed); the literal becomes `CommandName<…>`.
   * @example
   * command.setName('Wave at');
   * @see spec "Naming rules" (rule 3)
   */
  setName<const N extends string>(name: N): UserCommandBuilder<N> {
    this.storeName(name);
    return this as unknown as UserCommandBuilder<N>;
  }

  /** @internal */
  protected buildBody() {
    return this.addCommonFields(this.nameFields());
  }
}
