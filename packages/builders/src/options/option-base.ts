import type { ApplicationCommandOptionType } from '@slashkit/api';
import { expectBoolean } from '../internal/argument-checks.js';
import { type NamedOptionJSON, SlashCommandNamedOptionBase } from './named-option-base.js';

/** The fields every value option puts on the wire. @internal */
export interface OptionBaseJSON<Type extends ApplicationCommandOptionType> extends NamedOptionJSON<Type> {
  required?: boolean;
}

/**
 * What every value option builder (STRING to ATTACHMENT) has beyond its name and description: `required`.
 * `setRequired` lives on each option class because it changes the class's type.
 * @example
 * new SlashCommandStringOption().setName('item').setDescription('What to add').setRequired(true);
 * @see spec "Application command option"
 */
export abstract class SlashCommandOptionBase<
  Type extends ApplicationCommandOptionType,
> extends SlashCommandNamedOptionBase<Type> {
  /** Whether the option must be given; left out of the JSON until set. */
  readonly required: boolean | undefined = undefined;

  /** Stores `required`; each subclass's typed `setRequired` calls it. @internal */
  protected storeRequired(required: boolean): void {
    expectBoolean(required, 'required');
    (this as { required: boolean }).required = required;
  }

  /** The fields shared by every value option, as a fresh object. @internal */
  protected baseJSON(): OptionBaseJSON<Type> {
    const json: OptionBaseJSON<Type> = this.namedJSON();
    if (this.required !== undefined) json.required = this.required;
    return json;
  }
}
