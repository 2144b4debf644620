import { type APIApplicationCommandMentionableOption, ApplicationCommandOptionType } from '@slashkit/api';
import type { OptionEntry } from '../types/option-entry.js';
import type { ResolvedMentionable } from '../types/resolved-mentionable.js';
import { SlashCommandOptionBase } from './option-base.js';

/**
 * A MENTIONABLE option. Its handler value is a `ResolvedMentionable`: a user or a role, told apart by `kind`.
 * @example
 * new SlashCommandMentionableOption().setName('who').setDescription('A user or a role');
 * @see spec "Application command option", "Option types" (MENTIONABLE)
 */
export class SlashCommandMentionableOption<
  Name extends string = string,
  Required extends boolean = false,
> extends SlashCommandOptionBase<typeof ApplicationCommandOptionType.Mentionable> {
  /** Always MENTIONABLE (9). */
  readonly type = ApplicationCommandOptionType.Mentionable;
  declare readonly name: Name;
  /** Type-only record of the option for `InferOptions`; absent at run time. */
  declare readonly '~types': OptionEntry<Name, Required, ResolvedMentionable>;

  /**
   * Sets the option name (1-32 characters, lowercase); the literal becomes the key in `InferOptions`.
   * @example
   * option.setName('who');
   * @see spec "Naming rules"
   */
  setName<const N extends string>(name: N): SlashCommandMentionableOption<N, Required> {
    this.storeName(name);
    return this as unknown as SlashCommandMentionableOption<N, Required>;
  }

  /**
   * Makes the option required (the default when called without an argument) or optional.
   * @example
   * option.setRequired(true);
   * @see spec "Application command option" (`required`)
   */
  setRequired<const R extends boolean = true>(required?: R): SlashCommandMentionableOption<Name, R> {
    this.storeRequired(required ?? true);
    return this as unknown as SlashCommandMentionableOption<Name, R>;
  }

  /**
   * The option as the wire carries it, a fresh object each call (validated with its command's `toJSON`).
   * @example
   * option.toJSON(); // { type: 9, name: 'who', description: 'A user or a role' }
   * @see spec "Application command option"
   */
  toJSON(): APIApplicationCommandMentionableOption {
    return this.baseJSON();
  }
}
