import type { ApplicationCommandType, CommandJSONBase, Locale, LocalizationDictionary } from '@slashkit/api';
import { expectString } from '../internal/argument-checks.js';
import {
  cloneLocalizations,
  type LocalizationInput,
  setLocalization,
  setLocalizations,
} from '../internal/localizations.js';
import { CommandBuilderBase } from './command-builder-base.js';

/**
 * What slash and entry-point commands add to every command: a description and its localizations (USER and
 * MESSAGE commands take no description).
 * @example
 * new SlashCommandBuilder().setName('ping').setDescription('Check the bot is alive');
 * @see {@link https://discord.com/developers/docs/interactions/application-commands#application-command-object | Application command object} (`description`),
 *   {@link https://discord.com/developers/docs/interactions/application-commands#application-command-object-application-command-naming | Application command naming}
 * @internal
 */
export abstract class DescribedCommandBuilderBase<
  Type extends ApplicationCommandType,
> extends CommandBuilderBase<Type> {
  /** The description, 1-100 characters; empty until `setDescription`. */
  readonly description: string = '';
  /** Localized descriptions, keyed by locale. */
  readonly description_localizations: LocalizationDictionary | null | undefined = undefined;

  /**
   * Sets the description shown in the command picker (1-100 characters).
   * @example
   * command.setDescription('Roll a die');
   * @see {@link https://discord.com/developers/docs/interactions/application-commands#application-command-object | Application command object} (`description`)
   */
  setDescription(description: string): this {
    expectString(description, 'description');
    (this as { description: string }).description = description;
    return this;
  }

  /**
   * Sets the description for one locale; `null` removes the translation on the wire.
   * @example
   * command.setDescriptionLocalization('fr', 'Lancer un dé');
   * @see {@link https://discord.com/developers/docs/interactions/application-commands#localization | Localization}
   */
  setDescriptionLocalization(locale: Locale, localizedDescription: string | null): this {
    setLocalization(this, 'description_localizations', locale, localizedDescription);
    return this;
  }

  /**
   * Replaces every localized description; `null` sends `null`, `undefined` leaves the field out.
   * @example
   * command.setDescriptionLocalizations({ fr: 'Lancer un dé', de: 'Würfeln' });
   * @see {@link https://discord.com/developers/docs/interactions/application-commands#localization | Localization}
   */
  setDescriptionLocalizations(localizedDescriptions: LocalizationInput | null | undefined): this {
    setLocalizations(this, 'description_localizations', localizedDescriptions);
    return this;
  }

  /** The type, name, description and their localizations. @internal */
  protected describedFields(): DescribedFields<Type> {
    const body: DescribedFields<Type> = { ...this.nameFields(), description: this.description };
    if (this.description_localizations !== undefined) {
      body.description_localizations = cloneLocalizations(this.description_localizations);
    }
    return body;
  }
}

/** The fields of a body with a description. @internal */
type DescribedFields<Type extends ApplicationCommandType> = CommandJSONBase & {
  type: Type;
  description: string;
  description_localizations?: LocalizationDictionary | null;
};
