import { ApplicationCommandOptionType } from '@slashkit/api';
import type { ChildKind } from '../internal/option-input.js';
import { SlashCommandSubcommandBuilder } from './subcommand-builder.js';

/**
 * Subcommands as `addSubcommand` takes them, shared by slash commands and groups (made once, so that an
 * `addSubcommand` call allocates nothing but the subcommand).
 * @internal
 */
export const subcommandKind: ChildKind<SlashCommandSubcommandBuilder> = {
  Builder: SlashCommandSubcommandBuilder,
  type: ApplicationCommandOptionType.Subcommand,
  method: 'addSubcommand',
};
