/**
 * `@slashkit/api/validation`
 * @packageDocumentation
 * @module @slashkit/api/validation
 */
// @slashkit/api/validation: every documented rule as plain, dependency-free checks. The zod schemas of
// `@slashkit/api/schemas` call these, so each rule is written once, here.

export {
  allowedResponseTypes,
  checkResponseType,
  type ResponseTypeOptions,
} from './allowed-response-types.js';
export { characterLength } from './character-length.js';
export { chatInputNamePattern, isChatInputName } from './chat-input-name.js';
export {
  type CharacterCountedCommand,
  type CharacterCountedOption,
  commandCharacterCount,
} from './command-character-count.js';
export type { CommandValidationOptions } from './command-validation-options.js';
export type { FieldError, ValidationResult } from './field-error.js';
export {
  type FlattenErrorTreeOptions,
  flattenErrorTree,
  maxErrorTreeDepth,
} from './flatten-error-tree.js';
export { formatFieldPath } from './format-field-path.js';
export { type DecodedImage, decodeImageData, type ImageDataRules } from './image-data.js';
export { type LenientBodyKind, lenientNumbers } from './lenient-numbers.js';
export { commandTypeNames } from './rules/enum-values.js';
export { type SniffedMedia, type SniffedMediaType, sniffMedia } from './sniff-media.js';
export { toErrorBody } from './to-error-body.js';
export { validateApplicationCommand } from './validate-application-command.js';
// AutoMod
export {
  type CheckedAutoModerationRule,
  validateAutoModerationRule,
} from './validate-auto-moderation-rule.js';
export { validateAutocompleteChoices } from './validate-autocomplete-choices.js';
export { validateBulkOverwrite } from './validate-bulk-overwrite.js';
export {
  type ChannelMessageBodyValidationOptions,
  validateChannelMessageBody,
} from './validate-channel-message-body.js';
export { validateEmbeds } from './validate-embeds.js';
export {
  type CheckedEmojiBody,
  type EmojiBodyOptions,
  emojiImageRules,
  validateEmojiBody,
} from './validate-emoji-body.js';
export {
  type CheckedBanBody,
  validateBulkBanBody,
  validateGuildBanBody,
} from './validate-guild-ban-body.js';
export {
  CreatableChannelTypes,
  type GuildChannelBodyValidationOptions,
  validateChannelFollowers,
  validateChannelPermission,
  validateChannelPositions,
  validateGuildChannelBody,
} from './validate-guild-channel-body.js';
export {
  type CheckedGuildEdit,
  type GuildChannelKey,
  type GuildImageKey,
  guildChannelKeys,
  guildImageKeys,
  validateGuildEditBody,
} from './validate-guild-edit-body.js';
export { validateGuildIncidentActionsBody } from './validate-guild-incident-actions-body.js';
export { validateGuildMemberAdd } from './validate-guild-member-add.js';
export {
  type GuildMemberEditValidationOptions,
  validateCurrentMemberEdit,
  validateGuildMemberEdit,
} from './validate-guild-member-edit.js';
export {
  type CheckedGuildOnboardingEdit,
  type CheckedOnboardingOption,
  type CheckedOnboardingPrompt,
  validateGuildOnboardingBody,
} from './validate-guild-onboarding-body.js';
export { type CheckedGuildPrune, validateGuildPruneBody } from './validate-guild-prune-body.js';
export { validateGuildRoleBody, validateRolePositions } from './validate-guild-role-body.js';
export { type CheckedGuildTemplateBody, validateGuildTemplateBody } from './validate-guild-template-body.js';
export {
  type CheckedGuildWelcomeScreenEdit,
  validateGuildWelcomeScreenBody,
} from './validate-guild-welcome-screen-body.js';
export { type CheckedGuildWidgetEdit, validateGuildWidgetBody } from './validate-guild-widget-body.js';
export {
  type InteractionResponseValidationOptions,
  validateInteractionResponse,
} from './validate-interaction-response.js';
export { type CheckedInviteBody, validateInviteBody } from './validate-invite-body.js';
export { type MessageBodyValidationOptions, validateMessageBody } from './validate-message-body.js';
export {
  type MessageComponentsValidationOptions,
  validateMessageComponents,
} from './validate-message-components.js';
// Search Guild Messages
export {
  type CheckedMessageSearchQuery,
  type SearchFilterValue,
  validateMessageSearchQuery,
} from './validate-message-search-query.js';
export { validateModal } from './validate-modal.js';
export { validatePermissionsEdit } from './validate-permissions-edit.js';
// Linked Roles
export { validateRoleConnectionMetadataBody } from './validate-role-connection-metadata-body.js';
export {
  type CheckedScheduledEventBody,
  type ScheduledEventEntityFields,
  scheduledEventEntityProblems,
  scheduledEventImageRules,
  validateScheduledEventBody,
} from './validate-scheduled-event-body.js';
// Soundboard
export {
  type CheckedSendSoundboardSoundBody,
  type CheckedSoundboardSoundBody,
  soundboardSoundRules,
  validateSendSoundboardSoundBody,
  validateSoundboardSoundBody,
} from './validate-soundboard-sound-body.js';
// Stage instances
export {
  type CheckedStageInstanceBody,
  validateStageInstanceBody,
} from './validate-stage-instance-body.js';
export {
  type CheckedStickerBody,
  stickerFileFormat,
  validateStickerBody,
} from './validate-sticker-body.js';
// Threads (issue 35)
export {
  type CheckedThreadBody,
  type ThreadStart,
  validateThreadBody,
} from './validate-thread-body.js';
export { validateUserRoleConnectionBody } from './validate-user-role-connection-body.js';
// Voice
export {
  type CheckedVoiceStateBody,
  type VoiceStateBodyOptions,
  validateVoiceStateBody,
} from './validate-voice-state-body.js';
export { type CheckedWebhookBody, validateWebhookBody, webhookAvatarRules } from './validate-webhook.js';
export {
  validateWebhookMessageBody,
  type WebhookMessageBodyValidationOptions,
} from './validate-webhook-message-body.js';
