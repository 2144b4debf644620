import type { RoleOptionJSON } from '@slashkit/api';
import { type APIRole, ApplicationCommandOptionType } from '@slashkit/api';
import type { OptionEntry } from '../types/option-entry.js';
import { SlashCommandOptionBase } from './option-base.js';

/**
 * A ROLE option. Its handler value is the resolved `APIRole`.
 * @example
 * new SlashCommandRoleOption().setName('role').setDescription('Role to grant');
 * @see {@link https://discord.com/developers/docs/interactions/application-commands#application-command-object-application-command-option-structure | Application command option structure},
 *   {@link https://discord.com/developers/docs/interactions/application-commands#application-command-object-application-command-option-type | Application command option type} (ROLE)
 */
export class SlashCommandRoleOption<
  Name extends string = string,
  Required extends boolean = false,
> extends SlashCommandOptionBase<typeof ApplicationCommandOptionType.Role, Name, Required> {
  /** Always ROLE (8). */
  readonly type = ApplicationCommandOptionType.Role;
  /** Type-only record of the option for `InferOptions`; absent at run time. */
  declare readonly '~types': OptionEntry<Name, Required, APIRole, false>;

  /**
   * The option as the wire carries it, a fresh object each call (validated with its command's `toJSON`).
   * @example
   * option.toJSON(); // { type: 8, name: 'role', description: 'Role to grant' }
   * @see {@link https://discord.com/developers/docs/interactions/application-commands#application-command-object-application-command-option-structure | Application command option structure}
   */
  toJSON(): RoleOptionJSON {
    return this.baseJSON();
  }
}
