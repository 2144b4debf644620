import type { BooleanOptionJSON } from '@slashkit/api';
import { ApplicationCommandOptionType } from '@slashkit/api';
import type { OptionEntry } from '../types/option-entry.js';
import { SlashCommandOptionBase } from './option-base.js';

/**
 * A BOOLEAN option. Its handler value is `boolean`.
 * @example
 * new SlashCommandBooleanOption().setName('public').setDescription('Show the answer to everyone');
 * @see {@link https://discord.com/developers/docs/interactions/application-commands#application-command-object-application-command-option-structure | Application command option structure},
 *   {@link https://discord.com/developers/docs/interactions/application-commands#application-command-object-application-command-option-type | Application command option type} (BOOLEAN)
 */
export class SlashCommandBooleanOption<
  Name extends string = string,
  Required extends boolean = false,
> extends SlashCommandOptionBase<typeof ApplicationCommandOptionType.Boolean, Name, Required> {
  /** Always BOOLEAN (5). */
  readonly type = ApplicationCommandOptionType.Boolean;
  /** Type-only record of the option for `InferOptions`; absent at run time. */
  declare readonly '~types': OptionEntry<Name, Required, boolean, false>;

  /**
   * The option as the wire carries it, a fresh object each call (validated with its command's `toJSON`).
   * @example
   * option.toJSON(); // { type: 5, name: 'public', description: 'Show the answer to everyone' }
   * @see {@link https://discord.com/developers/docs/interactions/application-commands#application-command-object-application-command-option-structure | Application command option structure}
   */
  toJSON(): BooleanOptionJSON {
    return this.baseJSON();
  }
}
