import type {
  ApplicationCommandOptionType,
  Locale,
  LocalizationDictionary,
  NamedOptionJSON,
} from '@slashkit/api';
import { expectString } from '../internal/argument-checks.js';
import {
  cloneLocalizations,
  type LocalizationInput,
  setLocalization,
  setLocalizations,
} from '../internal/localizations.js';

/**
 * What every option, subcommand and group builder has: a name, a description and their localizations.
 * `setName` lives on each class because it changes the class's type.
 * @example
 * new SlashCommandSubcommandBuilder().setName('add').setDescription('Add an item');
 * @see {@link https://discord.com/developers/docs/interactions/application-commands#application-command-object-application-command-option-structure | Application command option structure}
 * @internal
 */
export abstract class SlashCommandNamedOptionBase<Type extends ApplicationCommandOptionType> {
  /** The option type (3-11). */
  abstract readonly type: Type;
  /** The option name, 1-32 characters; empty until `setName`. */
  readonly name: string = '';
  /** Localized names, keyed by locale. */
  readonly name_localizations: LocalizationDictionary | null | undefined = undefined;
  /** The description, 1-100 characters; empty until `setDescription`. */
  readonly description: string = '';
  /** Localized descriptions, keyed by locale. */
  readonly description_localizations: LocalizationDictionary | null | undefined = undefined;

  /**
   * Sets the description shown under the option (1-100 characters).
   * @example
   * option.setDescription('How many sides the die has');
   * @see {@link https://discord.com/developers/docs/interactions/application-commands#application-command-object-application-command-option-structure | Application command option structure}
   */
  setDescription(description: string): this {
    expectString(description, 'description');
    (this as { description: string }).description = description;
    return this;
  }

  /**
   * Sets the option name for one locale; `null` removes the translation on the wire.
   * @example
   * option.setNameLocalization('fr', 'faces');
   * @see {@link https://discord.com/developers/docs/interactions/application-commands#localization | Localization}
   */
  setNameLocalization(locale: Locale, localizedName: string | null): this {
    setLocalization(this, 'name_localizations', locale, localizedName);
    return this;
  }

  /**
   * Replaces every localized name; `null` sends `null` (no translations), `undefined` leaves the field out.
   * @example
   * option.setNameLocalizations({ fr: 'faces', de: 'seiten' });
   * @see {@link https://discord.com/developers/docs/interactions/application-commands#localization | Localization}
   */
  setNameLocalizations(localizedNames: LocalizationInput | null | undefined): this {
    setLocalizations(this, 'name_localizations', localizedNames);
    return this;
  }

  /**
   * Sets the description for one locale; `null` removes the translation on the wire.
   * @example
   * option.setDescriptionLocalization('fr', 'Nombre de faces');
   * @see {@link https://discord.com/developers/docs/interactions/application-commands#localization | Localization}
   */
  setDescriptionLocalization(locale: Locale, localizedDescription: string | null): this {
    setLocalization(this, 'description_localizations', locale, localizedDescription);
    return this;
  }

  /**
   * Replaces every localized description; `null` sends `null`, `undefined` leaves the field out.
   * @example
   * option.setDescriptionLocalizations({ fr: 'Nombre de faces' });
   * @see {@link https://discord.com/developers/docs/interactions/application-commands#localization | Localization}
   */
  setDescriptionLocalizations(localizedDescriptions: LocalizationInput | null | undefined): this {
    setLocalizations(this, 'description_localizations', localizedDescriptions);
    return this;
  }

  /** Stores the name; each subclass's typed `setName` calls it. @internal */
  protected storeName(name: string): void {
    expectString(name, 'name');
    (this as { name: string }).name = name;
  }

  /** The name, description and localizations, as a fresh object. @internal */
  protected namedJSON(): NamedOptionJSON<Type> {
    const json: NamedOptionJSON<Type> = { type: this.type, name: this.name, description: this.description };
    if (this.name_localizations !== undefined)
      json.name_localizations = cloneLocalizations(this.name_localizations);
    if (this.description_localizations !== undefined) {
      json.description_localizations = cloneLocalizations(this.description_localizations);
    }
    return json;
  }
}
