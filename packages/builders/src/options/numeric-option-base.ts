import type {
  ApplicationCommandOptionType,
  NumericOptionJSONBase,
  WithChoicesOrAutocomplete,
} from '@slashkit/api';
import { expectNumber } from '../internal/argument-checks.js';
import { SlashCommandChoiceOptionBase } from './choice-option-base.js';

/** The option types whose value is a number. @internal */
type NumericOptionType =
  | typeof ApplicationCommandOptionType.Integer
  | typeof ApplicationCommandOptionType.Number;

/**
 * What INTEGER and NUMBER options share: number choices and a value range. They differ only in their
 * option type, which the service uses to refuse fractions in an INTEGER option.
 * @example
 * new SlashCommandIntegerOption().setName('sides').setDescription('Sides').setMinValue(2).setMaxValue(100);
 * @see {@link https://discord.com/developers/docs/interactions/application-commands#application-command-object-application-command-option-structure | Application command option structure} (`min_value`, `max_value`),
 *   {@link https://discord.com/developers/docs/interactions/application-commands#application-command-object-application-command-option-type | Application command option type} (INTEGER, NUMBER)
 * @internal
 */
export abstract class SlashCommandNumericOptionBase<
  Type extends NumericOptionType,
  Name extends string,
  Required extends boolean,
  Choices extends number,
  Autocomplete extends boolean,
> extends SlashCommandChoiceOptionBase<Type, number, Name, Required, Choices, Autocomplete> {
  /** The smallest value allowed. */
  readonly min_value: number | undefined = undefined;
  /** The largest value allowed. */
  readonly max_value: number | undefined = undefined;

  /**
   * Sets the smallest value allowed (INTEGER: an integer from -2^53+1 to 2^53-1; NUMBER: a number from
   * -2^53 to 2^53).
   * @example
   * option.setMinValue(1);
   * @see {@link https://discord.com/developers/docs/interactions/application-commands#application-command-object-application-command-option-structure | Application command option structure} (`min_value`)
   */
  setMinValue(minValue: number): this {
    expectNumber(minValue, 'min_value');
    (this as { min_value: number }).min_value = minValue;
    return this;
  }

  /**
   * Sets the largest value allowed (INTEGER: an integer from -2^53+1 to 2^53-1; NUMBER: a number from
   * -2^53 to 2^53).
   * @example
   * option.setMaxValue(100);
   * @see {@link https://discord.com/developers/docs/interactions/application-commands#application-command-object-application-command-option-structure | Application command option structure} (`max_value`)
   */
  setMaxValue(maxValue: number): this {
    expectNumber(maxValue, 'max_value');
    (this as { max_value: number }).max_value = maxValue;
    return this;
  }

  /** The option's fields, as a fresh object; each subclass's `toJSON` names its wire type. @internal */
  protected numericJSON(): WithChoicesOrAutocomplete<NumericOptionJSONBase<Type>, number> {
    const json: WithChoicesOrAutocomplete<NumericOptionJSONBase<Type>, number> = this.choiceJSON();
    if (this.min_value !== undefined) json.min_value = this.min_value;
    if (this.max_value !== undefined) json.max_value = this.max_value;
    return json;
  }

  /** @internal */
  protected isChoiceValue(value: unknown): value is number {
    return typeof value === 'number';
  }
}
