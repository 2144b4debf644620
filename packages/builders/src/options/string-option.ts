import {
  type APIApplicationCommandOptionChoice,
  type APIApplicationCommandStringOption,
  ApplicationCommandOptionType,
} from '@slashkit/api';
import { expectNumber } from '../internal/argument-checks.js';
import { normalizeArray, type RestOrArray } from '../internal/rest-or-array.js';
import type {
  AutocompleteWithChoicesError,
  ChoicesWithAutocompleteError,
} from '../types/builder-type-errors.js';
import type { OptionEntry } from '../types/option-entry.js';
import { SlashCommandChoiceOptionBase } from './choice-option-base.js';

/**
 * A STRING option. Its handler value is `string`, or the union of its choice values once it has choices.
 * @example
 * new SlashCommandStringOption()
 *   .setName('size')
 *   .setDescription('Cup size')
 *   .setRequired(true)
 *   .addChoices({ name: 'Small', value: 's' }, { name: 'Large', value: 'l' }); // value: 's' | 'l'
 * @see spec "Application command option", "Option types" (STRING)
 */
export class SlashCommandStringOption<
  Name extends string = string,
  Required extends boolean = false,
  Choices extends string = never,
  Autocomplete extends boolean = false,
> extends SlashCommandChoiceOptionBase<typeof ApplicationCommandOptionType.String, string> {
  /** Always STRING (3). */
  readonly type = ApplicationCommandOptionType.String;
  /** The smallest length allowed (0-6000). */
  readonly min_length: number | undefined = undefined;
  /** The largest length allowed (1-6000). */
  readonly max_length: number | undefined = undefined;
  declare readonly name: Name;
  /** Type-only record of the option for `InferOptions`; absent at run time. */
  declare readonly '~types': OptionEntry<Name, Required, [Choices] extends [never] ? string : Choices>;

  /**
   * Sets the option name (1-32 characters, lowercase); the literal becomes the key in `InferOptions`.
   * @example
   * option.setName('size');
   * @see spec "Naming rules"
   */
  setName<const N extends string>(name: N): SlashCommandStringOption<N, Required, Choices, Autocomplete> {
    this.storeName(name);
    return this as unknown as SlashCommandStringOption<N, Required, Choices, Autocomplete>;
  }

  /**
   * Makes the option required (the default when called without an argument) or optional.
   * @example
   * option.setRequired(true);
   * @see spec "Application command option" (`required`)
   */
  setRequired<const R extends boolean = true>(
    required?: R,
  ): SlashCommandStringOption<Name, R, Choices, Autocomplete> {
    this.storeRequired(required ?? true);
    return this as unknown as SlashCommandStringOption<Name, R, Choices, Autocomplete>;
  }

  /**
   * Adds choices (at most 25 in all); the handler value narrows to the union of their values.
   * @example
   * option.addChoices({ name: 'Small', value: 's' }, { name: 'Large', value: 'l' });
   * @see spec "Option choice"
   */
  addChoices<const C extends string>(
    ...choices: [Autocomplete] extends [true]
      ? [ChoicesWithAutocompleteError]
      : RestOrArray<APIApplicationCommandOptionChoice<C>>
  ): SlashCommandStringOption<Name, Required, Choices | C, Autocomplete> {
    this.storeChoices(normalizeArray(choices as RestOrArray<APIApplicationCommandOptionChoice<C>>), false);
    return this as unknown as SlashCommandStringOption<Name, Required, Choices | C, Autocomplete>;
  }

  /**
   * Replaces the choices; the handler value becomes the union of the new values.
   * @example
   * option.setChoices([{ name: 'Small', value: 's' }]);
   * @see spec "Option choice"
   */
  setChoices<const C extends string>(
    ...choices: [Autocomplete] extends [true]
      ? [ChoicesWithAutocompleteError]
      : RestOrArray<APIApplicationCommandOptionChoice<C>>
  ): SlashCommandStringOption<Name, Required, C, Autocomplete> {
    this.storeChoices(normalizeArray(choices as RestOrArray<APIApplicationCommandOptionChoice<C>>), true);
    return this as unknown as SlashCommandStringOption<Name, Required, C, Autocomplete>;
  }

  /**
   * Turns autocomplete on (the default when called without an argument) or off; not allowed with choices.
   * @example
   * option.setAutocomplete(true);
   * @see spec "Application command option" (`autocomplete`)
   */
  setAutocomplete<const A extends boolean = true>(
    ...autocomplete: [Choices] extends [never]
      ? [autocomplete?: A]
      : [autocomplete: false | AutocompleteWithChoicesError]
  ): SlashCommandStringOption<Name, Required, Choices, [Choices] extends [never] ? A : false> {
    this.storeAutocomplete((autocomplete[0] ?? true) as boolean);
    return this as unknown as SlashCommandStringOption<
      Name,
      Required,
      Choices,
      [Choices] extends [never] ? A : false
    >;
  }

  /**
   * Sets the smallest length a value may have (0-6000).
   * @example
   * option.setMinLength(3);
   * @see spec "Application command option" (`min_length`)
   */
  setMinLength(minLength: number): this {
    expectNumber(minLength, 'min_length');
    (this as { min_length: number }).min_length = minLength;
    return this;
  }

  /**
   * Sets the largest length a value may have (1-6000).
   * @example
   * option.setMaxLength(100);
   * @see spec "Application command option" (`max_length`)
   */
  setMaxLength(maxLength: number): this {
    expectNumber(maxLength, 'max_length');
    (this as { max_length: number }).max_length = maxLength;
    return this;
  }

  /**
   * The option as the wire carries it, a fresh object each call (validated with its command's `toJSON`).
   * @example
   * option.toJSON(); // { type: 3, name: 'size', description: 'Cup size', required: true, choices: [...] }
   * @see spec "Application command option"
   */
  toJSON(): APIApplicationCommandStringOption {
    const json: APIApplicationCommandStringOption = this.baseJSON();
    const choices = this.choicesJSON();
    if (choices !== undefined) json.choices = choices;
    if (this.autocomplete !== undefined) json.autocomplete = this.autocomplete;
    if (this.min_length !== undefined) json.min_length = this.min_length;
    if (this.max_length !== undefined) json.max_length = this.max_length;
    return json;
  }

  /** @internal */
  protected isChoiceValue(value: unknown): value is string {
    return typeof value === 'string';
  }
}
