import type {
  APIApplicationCommandOptionChoice,
  ApplicationCommandOptionType,
  OptionChoiceJSON,
  ValueOptionJSON,
  WithChoicesOrAutocomplete,
} from '@slashkit/api';
import { describe, expectBoolean, expectString } from '../internal/argument-checks.js';
import { copyLocalizations } from '../internal/localizations.js';
import { normalizeArray, type RestOrArray } from '../internal/rest-or-array.js';
import type {
  AutocompleteWithChoicesError,
  ChoicesWithAutocompleteError,
} from '../types/builder-type-errors.js';
import type { OptionEntry } from '../types/option-entry.js';
import { SlashCommandOptionBase } from './option-base.js';
import type { OptionBuilderOf } from './option-builder-of.js';

/** The option types that take choices and autocomplete. @internal */
type ChoiceOptionType =
  | typeof ApplicationCommandOptionType.String
  | typeof ApplicationCommandOptionType.Integer
  | typeof ApplicationCommandOptionType.Number;

/**
 * What STRING, INTEGER and NUMBER options share: choices and autocomplete. The handler value is `Value`
 * (`string` or `number`), or the union of the choice values once the option has choices; the compiler
 * refuses choices together with autocomplete, in either order.
 * @example
 * new SlashCommandStringOption().setName('size').setDescription('Size').addChoices({ name: 'Small', value: 's' });
 * @see {@link https://discord.com/developers/docs/interactions/application-commands#application-command-object-application-command-option-choice-structure | Application command option choice structure}
 * @internal
 */
export abstract class SlashCommandChoiceOptionBase<
  Type extends ChoiceOptionType,
  Value extends string | number,
  Name extends string = string,
  Required extends boolean = false,
  Choices extends Value = never,
  Autocomplete extends boolean = false,
> extends SlashCommandOptionBase<Type, Name, Required, Choices, Autocomplete> {
  /** The choices, in order; left out of the JSON when none were added. */
  readonly choices: OptionChoiceJSON<Value>[] | undefined = undefined;
  /** Whether the client asks the app for suggestions; left out of the JSON until set. */
  readonly autocomplete: boolean | undefined = undefined;
  /** Type-only record of the option for `InferOptions`; absent at run time. */
  declare readonly '~types': OptionEntry<
    Name,
    Required,
    [Choices] extends [never] ? Value : Choices,
    Autocomplete
  >;

  /**
   * Adds choices (at most 25 in all); the handler value narrows to the union of their values.
   * @example
   * option.addChoices({ name: 'd6', value: 6 }, { name: 'd20', value: 20 });
   * @see {@link https://discord.com/developers/docs/interactions/application-commands#application-command-object-application-command-option-choice-structure | Application command option choice structure}
   */
  addChoices<const C extends Value>(
    ...choices: [Autocomplete] extends [true]
      ? [ChoicesWithAutocompleteError]
      : RestOrArray<APIApplicationCommandOptionChoice<C>>
  ): OptionBuilderOf<Type, Name, Required, Choices | C, Autocomplete> {
    this.storeChoices(normalizeArray(choices as RestOrArray<APIApplicationCommandOptionChoice<C>>), false);
    return this as unknown as OptionBuilderOf<Type, Name, Required, Choices | C, Autocomplete>;
  }

  /**
   * Replaces the choices; the handler value becomes the union of the new values.
   * @example
   * option.setChoices([{ name: 'Small', value: 's' }]);
   * @see {@link https://discord.com/developers/docs/interactions/application-commands#application-command-object-application-command-option-choice-structure | Application command option choice structure}
   */
  setChoices<const C extends Value>(
    ...choices: [Autocomplete] extends [true]
      ? [ChoicesWithAutocompleteError]
      : RestOrArray<APIApplicationCommandOptionChoice<C>>
  ): OptionBuilderOf<Type, Name, Required, C, Autocomplete> {
    this.storeChoices(normalizeArray(choices as RestOrArray<APIApplicationCommandOptionChoice<C>>), true);
    return this as unknown as OptionBuilderOf<Type, Name, Required, C, Autocomplete>;
  }

  /**
   * Turns autocomplete on (the default when called without an argument) or off; not allowed with choices.
   * @example
   * option.setAutocomplete(true);
   * @see {@link https://discord.com/developers/docs/interactions/application-commands#application-command-object-application-command-option-structure | Application command option structure} (`autocomplete`)
   */
  setAutocomplete<const A extends boolean = true>(
    ...autocomplete: [Choices] extends [never]
      ? [autocomplete?: A]
      : [autocomplete: false | AutocompleteWithChoicesError]
  ): OptionBuilderOf<Type, Name, Required, Choices, [Choices] extends [never] ? A : false> {
    const value = (autocomplete[0] ?? true) as boolean;
    expectBoolean(value, 'autocomplete');
    (this as { autocomplete: boolean }).autocomplete = value;
    return this as unknown as OptionBuilderOf<
      Type,
      Name,
      Required,
      Choices,
      [Choices] extends [never] ? A : false
    >;
  }

  /** Whether a choice value has the JavaScript type this option takes. @internal */
  protected abstract isChoiceValue(value: unknown): value is Value;

  /** Appends choices (`replace` drops the previous ones first). @internal */
  protected storeChoices(
    choices: readonly APIApplicationCommandOptionChoice<Value>[],
    replace: boolean,
  ): void {
    const list = replace || this.choices === undefined ? [] : this.choices;
    for (const choice of choices) {
      if (typeof choice !== 'object' || choice === null) {
        throw new TypeError(`a choice must be an object { name, value } (got ${describe(choice)})`);
      }
      expectString(choice.name, 'choice name');
      if (!this.isChoiceValue(choice.value)) {
        throw new TypeError(
          `choice "${choice.name}" has a value of the wrong type for this option (got ${describe(choice.value)})`,
        );
      }
      const copy: OptionChoiceJSON<Value> = { name: choice.name, value: choice.value };
      const localizations = copyLocalizations(choice.name_localizations, 'choice name localizations');
      if (localizations !== undefined) copy.name_localizations = localizations;
      list.push(copy);
    }
    (this as { choices: OptionChoiceJSON<Value>[] }).choices = list;
  }

  /** The fields shared by every choice option (fresh copies of the choices included). @internal */
  protected choiceJSON(): WithChoicesOrAutocomplete<ValueOptionJSON<Type>, Value> {
    const json: ValueOptionJSON<Type> & { choices?: OptionChoiceJSON<Value>[]; autocomplete?: boolean } =
      this.baseJSON();
    if (this.choices !== undefined) {
      json.choices = this.choices.map((choice) =>
        choice.name_localizations == null
          ? { ...choice }
          : { ...choice, name_localizations: { ...choice.name_localizations } },
      );
    }
    if (this.autocomplete !== undefined) json.autocomplete = this.autocomplete;
    // Choices together with autocomplete are refused by the setters' types and by the command's toJSON().
    return json as WithChoicesOrAutocomplete<ValueOptionJSON<Type>, Value>;
  }
}
