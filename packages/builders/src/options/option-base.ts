import type { ApplicationCommandOptionType, ValueOptionJSON } from '@slashkit/api';
import { expectBoolean } from '../internal/argument-checks.js';
import { SlashCommandNamedOptionBase } from './named-option-base.js';
import type { OptionBuilderOf } from './option-builder-of.js';

/**
 * What every value option builder (STRING to ATTACHMENT) has beyond its description: a typed name and
 * `required`. `setName` and `setRequired` return the option's own class (`SlashCommandStringOption<'item',
 * true>`…), with `Values` and `Autocomplete` (what choices, channel types and autocomplete narrowed) carried
 * through unchanged.
 * @example
 * new SlashCommandStringOption().setName('item').setDescription('What to add').setRequired(true);
 * @see {@link https://discord.com/developers/docs/interactions/application-commands#application-command-object-application-command-option-structure | Application command option structure}
 * @internal
 */
export abstract class SlashCommandOptionBase<
  Type extends ApplicationCommandOptionType,
  Name extends string = string,
  Required extends boolean = false,
  Values = never,
  Autocomplete extends boolean = false,
> extends SlashCommandNamedOptionBase<Type> {
  /** Whether the option must be given; left out of the JSON until set. */
  readonly required: boolean | undefined = undefined;
  declare readonly name: Name;

  /**
   * Sets the option name (1-32 characters, lowercase); the literal becomes the key in `InferOptions`.
   * @example
   * option.setName('sides');
   * @see {@link https://discord.com/developers/docs/interactions/application-commands#application-command-object-application-command-naming | Application command naming}
   */
  setName<const N extends string>(name: N): OptionBuilderOf<Type, N, Required, Values, Autocomplete> {
    this.storeName(name);
    return this as unknown as OptionBuilderOf<Type, N, Required, Values, Autocomplete>;
  }

  /**
   * Makes the option required (the default when called without an argument) or optional.
   * Overloads rather than one generic `setRequired<R>`: a call picks its literal without type inference,
   * which a large bot's editor pays for once per option (see bench "Types").
   * @example
   * option.setRequired(true);
   * @see {@link https://discord.com/developers/docs/interactions/application-commands#application-command-object-application-command-option-structure | Application command option structure} (`required`)
   */
  setRequired(required?: true): OptionBuilderOf<Type, Name, true, Values, Autocomplete>;
  /** Makes the option optional (`required: false` in the JSON). */
  setRequired(required: false): OptionBuilderOf<Type, Name, false, Values, Autocomplete>;
  /** Makes the option required or not from a flag known only at run time (typed as optional). */
  setRequired(required: boolean): OptionBuilderOf<Type, Name, boolean, Values, Autocomplete>;
  setRequired(required?: boolean): unknown {
    const value = required ?? true;
    expectBoolean(value, 'required');
    (this as { required: boolean }).required = value;
    return this;
  }

  /** The fields shared by every value option, as a fresh object. @internal */
  protected baseJSON(): ValueOptionJSON<Type> {
    const json: ValueOptionJSON<Type> = this.namedJSON();
    if (this.required !== undefined) json.required = this.required;
    return json;
  }
}
