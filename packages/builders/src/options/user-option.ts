import type { UserOptionJSON } from '@slashkit/api';
import { ApplicationCommandOptionType } from '@slashkit/api';
import type { OptionEntry } from '../types/option-entry.js';
import type { ResolvedUser } from '../types/resolved-user.js';
import { SlashCommandOptionBase } from './option-base.js';

/**
 * A USER option. Its handler value is a `ResolvedUser`: the user, and the member when used in a guild.
 * @example
 * new SlashCommandUserOption().setName('target').setDescription('Who to greet');
 * @see {@link https://discord.com/developers/docs/interactions/application-commands#application-command-object-application-command-option-structure | Application command option structure},
 *   {@link https://discord.com/developers/docs/interactions/application-commands#application-command-object-application-command-option-type | Application command option type} (USER)
 */
export class SlashCommandUserOption<
  Name extends string = string,
  Required extends boolean = false,
> extends SlashCommandOptionBase<typeof ApplicationCommandOptionType.User, Name, Required> {
  /** Always USER (6). */
  readonly type = ApplicationCommandOptionType.User;
  /** Type-only record of the option for `InferOptions`; absent at run time. */
  declare readonly '~types': OptionEntry<Name, Required, ResolvedUser, false>;

  /**
   * The option as the wire carries it, a fresh object each call (validated with its command's `toJSON`).
   * @example
   * option.toJSON(); // { type: 6, name: 'target', description: 'Who to greet' }
   * @see {@link https://discord.com/developers/docs/interactions/application-commands#application-command-object-application-command-option-structure | Application command option structure}
   */
  toJSON(): UserOptionJSON {
    return this.baseJSON();
  }
}
