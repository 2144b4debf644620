import type { NumberOptionJSON } from '@slashkit/api';
import { ApplicationCommandOptionType } from '@slashkit/api';
import { SlashCommandNumericOptionBase } from './numeric-option-base.js';

/**
 * A NUMBER option (a double). Its handler value is `number`, or the union of its choice values once it has
 * choices.
 * @example
 * new SlashCommandNumberOption()
 *   .setName('ratio')
 *   .setDescription('Zoom ratio')
 *   .addChoices({ name: 'Half', value: 0.5 }, { name: 'Double', value: 2 }); // value: 0.5 | 2
 * @see {@link https://discord.com/developers/docs/interactions/application-commands#application-command-object-application-command-option-structure | Application command option structure},
 *   {@link https://discord.com/developers/docs/interactions/application-commands#application-command-object-application-command-option-type | Application command option type} (NUMBER)
 */
export class SlashCommandNumberOption<
  Name extends string = string,
  Required extends boolean = false,
  Choices extends number = never,
  Autocomplete extends boolean = false,
> extends SlashCommandNumericOptionBase<
  typeof ApplicationCommandOptionType.Number,
  Name,
  Required,
  Choices,
  Autocomplete
> {
  /** Always NUMBER (10). */
  readonly type = ApplicationCommandOptionType.Number;

  /**
   * The option as the wire carries it, a fresh object each call (validated with its command's `toJSON`).
   * @example
   * option.toJSON(); // { type: 10, name: 'ratio', description: 'Zoom ratio', min_value: 0 }
   * @see {@link https://discord.com/developers/docs/interactions/application-commands#application-command-object-application-command-option-structure | Application command option structure}
   */
  toJSON(): NumberOptionJSON {
    return this.numericJSON();
  }
}
