import type { StringOptionJSON } from '@slashkit/api';
import { ApplicationCommandOptionType } from '@slashkit/api';
import { expectNumber } from '../internal/argument-checks.js';
import { SlashCommandChoiceOptionBase } from './choice-option-base.js';

/**
 * A STRING option. Its handler value is `string`, or the union of its choice values once it has choices.
 * @example
 * new SlashCommandStringOption()
 *   .setName('size')
 *   .setDescription('Cup size')
 *   .setRequired(true)
 *   .addChoices({ name: 'Small', value: 's' }, { name: 'Large', value: 'l' }); // value: 's' | 'l'
 * @see {@link https://discord.com/developers/docs/interactions/application-commands#application-command-object-application-command-option-structure | Application command option structure},
 *   {@link https://discord.com/developers/docs/interactions/application-commands#application-command-object-application-command-option-type | Application command option type} (STRING)
 */
export class SlashCommandStringOption<
  Name extends string = string,
  Required extends boolean = false,
  Choices extends string = never,
  Autocomplete extends boolean = false,
> extends SlashCommandChoiceOptionBase<
  typeof ApplicationCommandOptionType.String,
  string,
  Name,
  Required,
  Choices,
  Autocomplete
> {
  /** Always STRING (3). */
  readonly type = ApplicationCommandOptionType.String;
  /** The smallest length allowed (0-6000). */
  readonly min_length: number | undefined = undefined;
  /** The largest length allowed (1-6000). */
  readonly max_length: number | undefined = undefined;

  /**
   * Sets the smallest length a value may have (0-6000).
   * @example
   * option.setMinLength(3);
   * @see {@link https://discord.com/developers/docs/interactions/application-commands#application-command-object-application-command-option-structure | Application command option structure} (`min_length`)
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
   * @see {@link https://discord.com/developers/docs/interactions/application-commands#application-command-object-application-command-option-structure | Application command option structure} (`max_length`)
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
   * @see {@link https://discord.com/developers/docs/interactions/application-commands#application-command-object-application-command-option-structure | Application command option structure}
   */
  toJSON(): StringOptionJSON {
    const json: StringOptionJSON = this.choiceJSON();
    if (this.min_length !== undefined) json.min_length = this.min_length;
    if (this.max_length !== undefined) json.max_length = this.max_length;
    return json;
  }

  /** @internal */
  protected isChoiceValue(value: unknown): value is string {
    return typeof value === 'string';
  }
}
