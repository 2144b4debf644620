import type { MentionableOptionJSON } from '@slashkit/api';
import { ApplicationCommandOptionType } from '@slashkit/api';
import type { OptionEntry } from '../types/option-entry.js';
import type { ResolvedMentionable } from '../types/resolved-mentionable.js';
import { SlashCommandOptionBase } from './option-base.js';

/**
 * A MENTIONABLE option. Its handler value is a `ResolvedMentionable`: a user or a role, told apart by `kind`.
 * @example
 * new SlashCommandMentionableOption().setName('who').setDescription('A user or a role');
 * @see {@link https://discord.com/developers/docs/interactions/application-commands#application-command-object-application-command-option-structure | Application command option structure},
 *   {@link https://discord.com/developers/docs/interactions/application-commands#application-command-object-application-command-option-type | Application command option type} (MENTIONABLE)
 */
export class SlashCommandMentionableOption<
  Name extends string = string,
  Required extends boolean = false,
> extends SlashCommandOptionBase<typeof ApplicationCommandOptionType.Mentionable, Name, Required> {
  /** Always MENTIONABLE (9). */
  readonly type = ApplicationCommandOptionType.Mentionable;
  /** Type-only record of the option for `InferOptions`; absent at run time. */
  declare readonly '~types': OptionEntry<Name, Required, ResolvedMentionable, false>;

  /**
   * The option as the wire carries it, a fresh object each call (validated with its command's `toJSON`).
   * @example
   * option.toJSON(); // { type: 9, name: 'who', description: 'A user or a role' }
   * @see {@link https://discord.com/developers/docs/interactions/application-commands#application-command-object-application-command-option-structure | Application command option structure}
   */
  toJSON(): MentionableOptionJSON {
    return this.baseJSON();
  }
}
