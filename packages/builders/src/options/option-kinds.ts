import { ApplicationCommandOptionType as OptionType } from '@slashkit/api';
import type { ChildKind } from '../internal/option-input.js';
import { SlashCommandAttachmentOption } from './attachment-option.js';
import { SlashCommandBooleanOption } from './boolean-option.js';
import { SlashCommandChannelOption } from './channel-option.js';
import { SlashCommandIntegerOption } from './integer-option.js';
import { SlashCommandMentionableOption } from './mentionable-option.js';
import { SlashCommandNumberOption } from './number-option.js';
import { SlashCommandRoleOption } from './role-option.js';
import { SlashCommandStringOption } from './string-option.js';
import { SlashCommandUserOption } from './user-option.js';

/** One entry of the table below. */
function kind<T>(Builder: new () => T, type: OptionType, method: string): ChildKind<T> {
  return { Builder, type, method };
}

/**
 * The nine value options as the `add…Option` methods of commands and subcommands take them, made once so
 * that both kinds of parent share them and an `add…` call allocates nothing but the option.
 * @internal
 */
export const optionKinds = {
  string: kind(SlashCommandStringOption, OptionType.String, 'addStringOption'),
  integer: kind(SlashCommandIntegerOption, OptionType.Integer, 'addIntegerOption'),
  number: kind(SlashCommandNumberOption, OptionType.Number, 'addNumberOption'),
  boolean: kind(SlashCommandBooleanOption, OptionType.Boolean, 'addBooleanOption'),
  user: kind(SlashCommandUserOption, OptionType.User, 'addUserOption'),
  channel: kind(SlashCommandChannelOption, OptionType.Channel, 'addChannelOption'),
  role: kind(SlashCommandRoleOption, OptionType.Role, 'addRoleOption'),
  mentionable: kind(SlashCommandMentionableOption, OptionType.Mentionable, 'addMentionableOption'),
  attachment: kind(SlashCommandAttachmentOption, OptionType.Attachment, 'addAttachmentOption'),
} as const;
