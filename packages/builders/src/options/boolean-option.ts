import { type APIApplicationCommandBooleanOption, ApplicationCommandOptionType } from '@slashkit/api';
import type { OptionEntry } from '../types/option-entry.js';
import { SlashCommandOptionBase } from './option-base.js';

/**
 * A BOOLEAN option. Its handler value is `boolean`.
 * @example
 * new SlashCommandBooleanOption().setName('public').setDescription('Show the answer to everyone');
 * @see spec "Application command option", "Option types" (BOOLEAN)
 */
export class SlashCommandBooleanOption<
  Name extends string = string,
  Required extends boolean = false,
> extends SlashCommandOptionBase<typeof ApplicationCommandOptionType.Boolean> {
  /** Always BOOLEAN (5). */
  readonly type = ApplicationCommandOptionType.Boolean;
  declare readonly name: Name;
  /** Type-only record of the option for `InferOptions`; absent at run time. */
  declare readonly '~types': OptionEntry<Name, Required, boolean>;

  /**
   * Sets the option name (1-32 characters, lowercase); the literal becomes the key in `InferOptions`.
   * @example
   * option.setName('public');
   * @see spec "Naming rules"
   */
  setName<const N extends string>(name: N): SlashCommandBooleanOption<N, Required> {
    this.storeName(name);
    return this as unknown as SlashCommandBooleanOption<N, Required>;
  }

  /**
   * Makes the option required (the default when called without an argument) or optional.
   * @example
   * option.setRequired(true);
   * @see spec "Application command option" (`required`)
   */
  setRequired<const R extends boolean = true>(required?: R): SlashCommandBooleanOption<Name, R> {
    this.storeRequired(required ?? true);
    return this as unknown as SlashCommandBooleanOption<Name, R>;
  }

  /**
   * The option as the wire carries it, a fresh object each call (validated with its command's `toJSON`).
   * @example
   * option.toJSON(); // { type: 5, name: 'public', description: 'Show the answer to everyone' }
   * @see spec "Application command option"
   */
  toJSON(): APIApplicationCommandBooleanOption {
    return this.baseJSON();
  }
}
