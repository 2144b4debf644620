import type { IntegerOptionJSON } from '@slashkit/api';
import { ApplicationCommandOptionType } from '@slashkit/api';
import { SlashCommandNumericOptionBase } from './numeric-option-base.js';

/**
 * An INTEGER option. Its handler value is `number`, or the union of its choice values once it has choices.
 * @example
 * new SlashCommandIntegerOption()
 *   .setName('sides')
 *   .setDescription('Sides of the die')
 *   .setRequired(true)
 *   .addChoices({ name: 'd6', value: 6 }, { name: 'd20', value: 20 }); // value: 6 | 20
 * @see {@link https://discord.com/developers/docs/interactions/application-commands#application-command-object-application-command-option-structure | Application command option structure},
 *   {@link https://discord.com/developers/docs/interactions/application-commands#application-command-object-application-command-option-type | Application command option type} (INTEGER)
 */
export class SlashCommandIntegerOption<
  Name extends string = string,
  Required extends boolean = false,
  Choices extends number = never,
  Autocomplete extends boolean = false,
> extends SlashCommandNumericOptionBase<
  typeof ApplicationCommandOptionType.Integer,
  Name,
  Required,
  Choices,
  Autocomplete
> {
  /** Always INTEGER (4). */
  readonly type = ApplicationCommandOptionType.Integer;

  /**
   * The option as the wire carries it, a fresh object each call (validated with its command's `toJSON`).
   * @example
   * option.toJSON(); // { type: 4, name: 'sides', description: 'Sides of the die', required: true, choices: [...] }
   * @see {@link https://discord.com/developers/docs/interactions/application-commands#application-command-object-application-command-option-structure | Application command option structure}
   */
  toJSON(): IntegerOptionJSON {
    return this.numericJSON();
  }
}
