/**
 * `@slashkit/builders`
 * @packageDocumentation
 * @module @slashkit/builders
 */
// @slashkit/builders: fluent builders for slash, user, message and entry-point commands. `toJSON()` returns
// the wire body, validated once by `@slashkit/api/validation`; the builders' types carry their options so
// that handlers get `InferOptions<typeof command>`.

// The exact request bodies the builders emit (`ChatInputCommandJSON`, `OptionJSON`, …) are @slashkit/api's:
// import them from there. The `*Base` classes are exported because the public builders extend them (so
// their declarations reach a user's editor); they are internal, not for extending.
export { CommandBuilderBase } from './commands/command-builder-base.js';
export { ContextMenuCommandBuilderBase } from './commands/context-menu-command-builder-base.js';
export { DescribedCommandBuilderBase } from './commands/described-command-builder-base.js';
export { EntryPointCommandBuilder } from './commands/entry-point-command-builder.js';
export { MessageCommandBuilder } from './commands/message-command-builder.js';
export { SlashCommandBuilder, type SlashCommandChildBuilder } from './commands/slash-command-builder.js';
export {
  type SlashCommandOptionBuilder,
  SlashCommandSubcommandBuilder,
} from './commands/subcommand-builder.js';
export { SlashCommandSubcommandGroupBuilder } from './commands/subcommand-group-builder.js';
export { UserCommandBuilder } from './commands/user-command-builder.js';
export {
  ActionRowBuilder,
  type ActionRowComponentInput,
  type MessageActionRowComponentInput,
  type ModalActionRowComponentInput,
} from './components/action-row-builder.js';
export { ButtonBuilder } from './components/button-builder.js';
export { CheckboxBuilder } from './components/checkbox-builder.js';
export { CheckboxGroupBuilder } from './components/checkbox-group-builder.js';
export type { ChoiceOptionInput } from './components/choice-option-input.js';
export type { ComponentEmojiInput } from './components/component-emoji.js';
export type {
  ComponentKind,
  ComponentTypeInfo,
  InferSelectValues,
} from './components/component-type-info.js';
export { ComponentValidationError } from './components/component-validation-error.js';
export { ContainerBuilder } from './components/container-builder.js';
export {
  ChannelSelectMenuBuilder,
  MentionableSelectMenuBuilder,
  RoleSelectMenuBuilder,
  UserSelectMenuBuilder,
} from './components/entity-select-menu-builders.js';
export { FileBuilder } from './components/file-builder.js';
export { FileUploadBuilder } from './components/file-upload-builder.js';
export { LabelBuilder } from './components/label-builder.js';
export { MediaGalleryBuilder } from './components/media-gallery-builder.js';
export { MediaGalleryItemBuilder } from './components/media-gallery-item-builder.js';
export { type InferModalFields, ModalBuilder, type ModalTypeInfo } from './components/modal-builder.js';
export type { ModalFieldTypeInfo } from './components/modal-field-type-info.js';
export { RadioGroupBuilder } from './components/radio-group-builder.js';
export { SectionBuilder } from './components/section-builder.js';
export { SelectMenuBuilderBase } from './components/select-menu-builder-base.js';
export { SeparatorBuilder } from './components/separator-builder.js';
export {
  StringSelectMenuBuilder,
  type StringSelectOptionInput,
} from './components/string-select-menu-builder.js';
export { TextDisplayBuilder } from './components/text-display-builder.js';
export { TextInputBuilder, type TextInputTypeInfo } from './components/text-input-builder.js';
export { ThumbnailBuilder } from './components/thumbnail-builder.js';
export type { ComponentInput } from './internal/component-input.js';
export { SlashCommandAttachmentOption } from './options/attachment-option.js';
export { SlashCommandBooleanOption } from './options/boolean-option.js';
export { SlashCommandChannelOption } from './options/channel-option.js';
export { SlashCommandChoiceOptionBase } from './options/choice-option-base.js';
export { SlashCommandIntegerOption } from './options/integer-option.js';
export { SlashCommandMentionableOption } from './options/mentionable-option.js';
export { SlashCommandNamedOptionBase } from './options/named-option-base.js';
export { SlashCommandNumberOption } from './options/number-option.js';
export { SlashCommandNumericOptionBase } from './options/numeric-option-base.js';
export { SlashCommandOptionBase } from './options/option-base.js';
export { SlashCommandRoleOption } from './options/role-option.js';
export { SlashCommandStringOption } from './options/string-option.js';
export { SlashCommandUserOption } from './options/user-option.js';
export type { AnyCommandBuilder } from './types/any-command-builder.js';
export type {
  AutocompleteWithChoicesError,
  ChoicesWithAutocompleteError,
  OptionsAfterSubcommandsError,
  SubcommandsAfterOptionsError,
} from './types/builder-type-errors.js';
export type { CommandName } from './types/command-name.js';
export type { CommandType } from './types/command-type.js';
export type { InferOptionValue } from './types/infer-option-value.js';
export type { InferOptions, SubcommandOptions } from './types/infer-options.js';
export type { ModalFieldValue } from './types/modal-field-value.js';
export type { OptionEntry } from './types/option-entry.js';
export type { OptionValues } from './types/option-values.js';
export type { ResolvedChannel } from './types/resolved-channel.js';
export type { ResolvedMentionable } from './types/resolved-mentionable.js';
export type { ResolvedUser } from './types/resolved-user.js';
export type { GroupedSubcommandEntry, SubcommandEntry } from './types/subcommand-entry.js';
export type { SubcommandPath } from './types/subcommand-path.js';
export type { ToJSONOptions } from './types/to-json-options.js';
export { BuilderValidationError } from './validation/builder-validation-error.js';
export { CommandValidationError } from './validation/command-validation-error.js';
export { validateCommands } from './validation/validate-commands.js';
