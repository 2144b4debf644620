import type { APIApplicationCommandOptionChoice, ApplicationCommandOptionType } from '@slashkit/api';
import { describe, expectBoolean, expectString } from '../internal/argument-checks.js';
import { copyLocalizations } from '../internal/localizations.js';
import { SlashCommandOptionBase } from './option-base.js';

/** The option types that take choices and autocomplete. @internal */
type ChoiceOptionType =
  | typeof ApplicationCommandOptionType.String
  | typeof ApplicationCommandOptionType.Integer
  | typeof ApplicationCommandOptionType.Number;

/**
 * What STRING, INTEGER and NUMBER options share: choices and autocomplete. The typed `addChoices`,
 * `setChoices` and `setAutocomplete` live on each option class because they change its type.
 * @example
 * new SlashCommandStringOption().setName('size').setDescription('Size').addChoices({ name: 'Small', value: 's' });
 * @see spec "Option choice"
 */
export abstract class SlashCommandChoiceOptionBase<
  Type extends ChoiceOptionType,
  Value extends string | number,
> extends SlashCommandOptionBase<Type> {
  /** The choices, in order; left out of the JSON when none were added. */
  readonly choices: APIApplicationCommandOptionChoice<Value>[] | undefined = undefined;
  /** Whether the client asks the app for suggestions; left out of the JSON until set. */
  readonly autocomplete: boolean | undefined = undefined;

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
      const copy: APIApplicationCommandOptionChoice<Value> = { name: choice.name, value: choice.value };
      const localizations = copyLocalizations(choice.name_localizations, 'choice name localizations');
      if (localizations !== undefined) copy.name_localizations = localizations;
      list.push(copy);
    }
    (this as { choices: APIApplicationCommandOptionChoice<Value>[] }).choices = list;
  }

  /** Stores `autocomplete`. @internal */
  protected storeAutocomplete(autocomplete: boolean): void {
    expectBoolean(autocomplete, 'autocomplete');
    (this as { autocomplete: boolean }).autocomplete = autocomplete;
  }

  /** Fresh copies of the choices for a JSON body. @internal */
  protected choicesJSON(): APIApplicationCommandOptionChoice<Value>[] | undefined {
    const choices = this.choices;
    if (choices === undefined) return undefined;
    const out: APIApplicationCommandOptionChoice<Value>[] = new Array(choices.length);
    for (let i = 0; i < choices.length; i++) {
      const choice = choices[i]!;
      out[i] =
        choice.name_localizations == null
          ? { ...choice }
          : { ...choice, name_localizations: { ...choice.name_localizations } };
    }
    return out;
  }
}
