import type { EntryPointCommandJSON } from '@slashkit/api';
import { ApplicationCommandType, EntryPointCommandHandlerType } from '@slashkit/api';
import { describe } from '../internal/argument-checks.js';
import { DescribedCommandBuilderBase } from './described-command-builder-base.js';

/**
 * The entry-point command (PRIMARY_ENTRY_POINT) that launches the app's Activity: global only, at most one
 * per app, no options. Its handler says who answers: the app (`AppHandler`) or the service itself
 * (`DiscordLaunchActivity`).
 * @example
 * new EntryPointCommandBuilder()
 *   .setName('launch')
 *   .setDescription('Launch the game')
 *   .setHandler(EntryPointCommandHandlerType.AppHandler);
 * @see {@link https://discord.com/developers/docs/interactions/application-commands#application-command-object-application-command-types | Application command types},
 *   {@link https://discord.com/developers/docs/interactions/application-commands#application-command-object-entry-point-command-handler-types | Entry point command handler types}
 */
export class EntryPointCommandBuilder<Name extends string = string> extends DescribedCommandBuilderBase<
  typeof ApplicationCommandType.PrimaryEntryPoint
> {
  // First, so that lists of builders type-check fast (see SlashCommandBuilder).
  declare readonly name: Name;
  /** Always PRIMARY_ENTRY_POINT (4). */
  readonly type = ApplicationCommandType.PrimaryEntryPoint;
  /** Who handles the command; left out of the JSON until set. */
  readonly handler: EntryPointCommandHandlerType | undefined = undefined;

  /**
   * Sets the command name (1-32 characters); the literal becomes `CommandName<…>`.
   * @example
   * command.setName('launch');
   * @see {@link https://discord.com/developers/docs/interactions/application-commands#application-command-object-application-command-naming | Application command naming}
   */
  setName<const N extends string>(name: N): EntryPointCommandBuilder<N> {
    this.storeName(name);
    return this as unknown as EntryPointCommandBuilder<N>;
  }

  /**
   * Sets who handles the command: `AppHandler` (1, the app answers, e.g. with LAUNCH_ACTIVITY) or
   * `DiscordLaunchActivity` (2, the service launches the Activity itself).
   * @example
   * command.setHandler(EntryPointCommandHandlerType.DiscordLaunchActivity);
   * @see {@link https://discord.com/developers/docs/interactions/application-commands#application-command-object-entry-point-command-handler-types | Entry point command handler types}
   */
  setHandler(handler: EntryPointCommandHandlerType): this {
    if (typeof handler !== 'number') {
      throw new TypeError(
        `handler must be EntryPointCommandHandlerType.AppHandler (${EntryPointCommandHandlerType.AppHandler}) or .DiscordLaunchActivity (got ${describe(handler)})`,
      );
    }
    (this as { handler: EntryPointCommandHandlerType }).handler = handler;
    return this;
  }

  /** @internal */
  protected buildBody(): EntryPointCommandJSON {
    const body: EntryPointCommandJSON = this.addCommonFields(this.describedFields());
    if (this.handler !== undefined) body.handler = this.handler;
    return body;
  }
}
