import {
  type APIApplicationCommandNumberOption,
  type APIApplicationCommandOptionChoice,
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
 * A NUMBER option (a double). Its handler value is `number`, or the union of its choice values once it has
 * choices.
 * @example
 * new SlashCommandNumberOption()
 *   .setName('ratio')
 *   .setDescription('Zoom ratio')
 *   .addChoices({ name: 'Half', value: 0.5 }, { name: 'Double', value: 2 }); // value: 0.5 | 2
 * @see spec "Application command option", "Option types" (NUMBER)
 */
export class SlashCommandNumberOption<
  Name extends string = string,
  Required extends boolean = false,
  Choices extends number = never,
  Autocomplete extends boolean = false,
> extends SlashCommandChoiceOptionBase<typeof ApplicationCommandOptionType.Number, number> {
  /** Always NUMBER (10). */
  readonly type = ApplicationCommandOptionType.Number;
  /** The smallest value allowed. */
  readonly min_value: number | undefined = undefined;
  /** The largest value allowed. */
  readonly max_value: number | undefined = undefined;
  declare readonly name: Name;
  /** Type-only record of the option for `InferOptions`; absent at run time. */
  declare readonly '~types': OptionEntry<Name, Required, [Choices] extends [never] ? number : Choices>;

  /**
   * Sets the option name (1-32 characters, lowercase); the literal becomes the key in `InferOptions`.
   * @example
   * option.setName('ratio');
   * @see spec "Naming rules"
   */
  setName<const N extends string>(name: N): SlashCommandNumberOption<N, Required, Choices, Autocomplete> {
    this.storeName(name);
    return this as unknown as SlashCommandNumberOption<N, Required, Choices, Autocomplete>;
  }

  /**
   * Makes the option required (the default when called without an argument) or optional.
   * @example
   * option.setRequired(true);
   * @see spec "Application command option" (`required`)
   */
  setRequired<const R extends boolean = true>(
    required?: R,
  ): SlashCommandNumberOption<Name, R, Choices, Autocomplete> {
    this.storeRequired(required ?? true);
    return this as unknown as SlashCommandNumberOption<Name, R, Choices, Autocomplete>;
  }

  /**
   * Adds choices (at most 25 in all); the handler value narrows to the union of their values.
   * @example
   * option.addChoices({ name: 'Half', value: 0.5 }, { name: 'Double', value: 2 });
   * @see spec "Option choice"
   */
  addChoices<const C extends number>(
    ...choices: [Autocomplete] extends [true]
      ? [ChoicesWithAutocompleteError]
      : RestOrArray<APIApplicationCommandOptionChoice<C>>
  ): SlashCommandNumberOption<Name, Required, Choices | C, Autocomplete> {
    this.storeChoices(normalizeArray(choices as RestOrArray<APIApplicationCommandOptionChoice<C>>), false);
    return this as unknown as SlashCommandNumberOption<Name, Required, Choices | C, Autocomplete>;
  }

  /**
   * Replaces the choices; the handler value becomes the union of the new values.
   * @example
   * option.setChoices([{ name: 'Half', value: 0.5 }]);
   * @see spec "Option choice"
   */
  setChoices<const C extends number>(
    ...choices: [Autocomplete] extends [true]
      ? [ChoicesWithAutocompleteError]
      : RestOrArray<APIApplicationCommandOptionChoice<C>>
  ): SlashCommandNumberOption<Name, Required, C, Autocomplete> {
    this.storeChoices(normalizeArray(choices as RestOrArray<APIApplicationCommandOptionChoice<C>>), true);
    return this as unknown as SlashCommandNumberOption<Name, Required, C, Autocomplete>;
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
  ): SlashCommandNumberOption<Name, Required, Choices, [Choices] extends [never] ? A : false> {
    this.storeAutocomplete((autocomplete[0] ?? true) as boolean);
    return this as unknown as SlashCommandNumberOption<
      Name,
      Required,
      Choices,
      [Choices] extends [never] ? A : false
    >;
  }

  /**
   * Sets the smallest value allowed (a number from -2^53 to 2^53).
   * @example
   * option.setMinValue(1);
   * @see spec "Application command option" (`min_value`)
   */
  setMinValue(minValue: number): this {
    expectNumber(minValue, 'min_value');
    (this as { min_value: number }).min_value = minValue;
    return this;
  }

  /**
   * Sets the largest value allowed (a number from -2^53 to 2^53).
   * @example
   * option.setMaxValue(100);
   * @see spec "Application command option" (`max_value`)
   */
  setMaxValue(maxValue: number): this {
    expectNumber(maxValue, 'max_value');
    (this as { max_value: number }).max_value = maxValue;
    return this;
  }

  /**
   * The option as the wire carries it, a fresh object each call (validated with its command's `toJSON`).
   * @example
   * option.toJSON(); // { type: 10, name: 'ratio', description: 'Zoom ratio', min_value: 0 }
   * @see spec "Application command option"
   */
  toJSON(): APIApplicationCommandNumberOption {
    const json: APIApplicationCommandNumberOption = this.baseJSON();
    const choices = this.choicesJSON();
    if (choices !== undefined) json.choices = choices;
    if (this.autocomplete !== undefined) json.autocomplete = this.autocomplete;
    if (this.min_value !== undefined) json.min_value = this.min_value;
    if (this.max_value !== undefined) json.max_value = this.max_value;
    return json;
  }

  /** @internal */
  protected isChoiceValue(value: unknown): value is number {
    return typeof value === 'number';
  }
}
