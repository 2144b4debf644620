import {
  type APIApplicationCommandRoleOption,
  type APIRole,
  ApplicationCommandOptionType,
} from '@slashkit/api';
import type { OptionEntry } from '../types/option-entry.js';
import { SlashCommandOptionBase } from './option-base.js';

/**
 * A ROLE option. Its handler value is the resolved `APIRole`.
 * @example
 * new SlashCommandRoleOption().setName('role').setDescription('Role to grant');
 * @see spec "Application command option", "Option types" (ROLE)
 */
export class SlashCommandRoleOption<
  Name extends string = string,
  Required extends boolean = false,
> extends SlashCommandOptionBase<typeof ApplicationCommandOptionType.Role> {
  /** Always ROLE (8). */
  readonly type = ApplicationCommandOptionType.Role;
  declare readonly name: Name;
  /** Type-only record of the option for `InferOptions`; absent at run time. */
  declare readonly '~types': OptionEntry<Name, Required, APIRole>;

  /**
   * Sets the option name (1-32 characters, lowercase); the literal becomes the key in `InferOptions`.
   * @example
   * option.setName('role');
   * @see spec "Naming rules"
   */
  setName<const N extends string>(name: N): SlashCommandRoleOption<N, Required> {
    this.storeName(name);
    return this as unknown as SlashCommandRoleOption<N, Required>;
  }

  /**
   * Makes the option required (the default when called without an argument) or optional.
   * @example
   * option.setRequired(true);
   * @see spec "Application command option" (`required`)
   */
  setRequired<const R extends boolean = true>(required?: R): SlashCommandRoleOption<Name, R> {
    this.storeRequired(required ?? true);
    return this as unknown as SlashCommandRoleOption<Name, R>;
  }

  /**
   * The option as the wire carries it, a fresh object each call (validated with its command's `toJSON`).
   * @example
   * option.toJSON(); // { type: 8, name: 'role', description: 'Role to grant' }
   * @see spec "Application command option"
   */
  toJSON(): APIApplicationCommandRoleOption {
    return this.baseJSON();
  }
}
