/**
 * `@slashkit/api`
 * @packageDocumentation
 * @module @slashkit/api
 */
// @slashkit/api: the wire types, enums, routes, limits and constants of the Application Commands API.
// This entry has no runtime dependencies; the zod schemas live under `@slashkit/api/schemas`.

export { AttachmentLimits } from './attachment-limits.js';
// AutoMod
export { AutoModerationLimits } from './auto-moderation-limits.js';
export { ChannelLimits } from './channel-limits.js';
export { type ComponentErrorCode, ComponentErrorCodes } from './component-error-codes.js';
export { ComponentLimits, MessageLimits } from './component-limits.js';
export { DefaultEveryonePermissions } from './default-everyone-permissions.js';
export { DefaultSoundboardSounds } from './default-soundboard-sounds.js';
export { EmojiLimits } from './emoji-limits.js';
export type { RESTGetAPIApplicationCommandsQuery } from './endpoints/application-command-endpoints.js';
export { defineEndpoint } from './endpoints/define-endpoint.js';
export type {
  Endpoint,
  EndpointAuth,
  EndpointBody,
  EndpointDefinition,
  EndpointFiles,
  EndpointMethod,
  EndpointParams,
  EndpointQuery,
  EndpointResult,
  EndpointTypes,
  ReplayPolicy,
  RouteParamName,
} from './endpoints/endpoint.js';
export { compileEndpointPath, documentRoute, endpointPath } from './endpoints/endpoint-path.js';
export { type AnyEndpoint, allEndpoints, type EndpointName, Endpoints } from './endpoints/endpoints.js';
export type { RESTWebhookThreadQuery } from './endpoints/webhook-endpoints.js';
export { ApplicationCommandOptionType } from './enums/application-command-option-type.js';
export { ApplicationCommandPermissionType } from './enums/application-command-permission-type.js';
export { ApplicationCommandType } from './enums/application-command-type.js';
export { ApplicationFlags, PrivilegedIntentFlags } from './enums/application-flags.js';
export { ApplicationIntegrationType } from './enums/application-integration-type.js';
export { ApplicationRoleConnectionMetadataType } from './enums/application-role-connection-metadata-type.js';
export {
  ApplicationWebhookEventType,
  ApplicationWebhookEventTypes,
} from './enums/application-webhook-event-type.js';
export { ApplicationWebhookType } from './enums/application-webhook-type.js';
export { AuditLogEvent } from './enums/audit-log-event.js';
export { AutoModerationActionType } from './enums/auto-moderation-action-type.js';
export { AutoModerationEventType } from './enums/auto-moderation-event-type.js';
export { AutoModerationKeywordPresetType } from './enums/auto-moderation-keyword-preset-type.js';
export { AutoModerationTriggerType } from './enums/auto-moderation-trigger-type.js';
export { ButtonStyle, type InteractiveButtonStyle } from './enums/button-style.js';
export { ChannelType, ThreadChannelTypes } from './enums/channel-type.js';
export {
  ComponentType,
  isSelectMenuType,
  type SelectMenuComponentType,
} from './enums/component-type.js';
export { ConnectionService, ConnectionVisibility } from './enums/connection-service.js';
export { EntitlementOwnerType } from './enums/entitlement-owner-type.js';
export { EntitlementType } from './enums/entitlement-type.js';
export { EntryPointCommandHandlerType } from './enums/entry-point-command-handler-type.js';
export { GuildMemberFlags } from './enums/guild-member-flags.js';
export { GuildScheduledEventEntityType } from './enums/guild-scheduled-event-entity-type.js';
export { GuildScheduledEventPrivacyLevel } from './enums/guild-scheduled-event-privacy-level.js';
export { GuildScheduledEventStatus } from './enums/guild-scheduled-event-status.js';
export { InteractionContextType } from './enums/interaction-context-type.js';
export { InteractionResponseType } from './enums/interaction-response-type.js';
export { InteractionType } from './enums/interaction-type.js';
export {
  isLocale,
  Locale,
  LocaleFallbacks,
  Locales,
  type LocalizationMap,
  resolveLocalization,
} from './enums/locale.js';
export { AllowedResponseMessageFlags, MessageFlags } from './enums/message-flags.js';
export { MessageReferenceType } from './enums/message-reference-type.js';
export {
  MessageSearchAuthorType,
  MessageSearchEmbedType,
  MessageSearchHasType,
  MessageSearchSortMode,
} from './enums/message-search.js';
export { MessageType } from './enums/message-type.js';
export { type PermissionFlag, PermissionFlags } from './enums/permission-flags.js';
export { ReactionType } from './enums/reaction-type.js';
export { RecurrenceRuleFrequency } from './enums/recurrence-rule-frequency.js';
export { SelectMenuDefaultValueType } from './enums/select-menu-default-value-type.js';
export { SeparatorSpacingSize } from './enums/separator-spacing-size.js';
export { SKUFlags } from './enums/sku-flags.js';
export { SKUType } from './enums/sku-type.js';
export { StageInstancePrivacyLevel } from './enums/stage-instance-privacy-level.js';
export { StickerFormatType } from './enums/sticker-format-type.js';
export { StickerType } from './enums/sticker-type.js';
export { SubscriptionStatus } from './enums/subscription-status.js';
export { SystemChannelFlags } from './enums/system-channel-flags.js';
export { TextInputStyle } from './enums/text-input-style.js';
export { WebhookType } from './enums/webhook-type.js';
export {
  type FieldErrorCode,
  FieldErrorCodes,
  type RESTJSONErrorCode,
  RESTJSONErrorCodes,
} from './error-codes.js';
export { ErrorCodeHints, errorCodeHint, PermissionsEditHint } from './error-hints.js';
export { type FileNameProblem, fileNameProblem } from './file-name-problem.js';
export {
  endsGatewaySession,
  GatewayCloseCodes,
  gatewayCloseReasons,
  isFatalGatewayClose,
} from './gateway-close-codes.js';
export { GatewayCompression, ZlibFlushSuffix } from './gateway-compression.js';
export {
  type DispatchIntent,
  dispatchIntent,
  GatewayDispatchIntents,
  receivesDispatch,
} from './gateway-dispatch-intents.js';
export {
  disallowedIntents,
  GatewayIntentBits,
  knownGatewayIntents,
  MessageContentFields,
  PrivilegedIntents,
} from './gateway-intents.js';
export { GatewayLimits, identifyRateLimitKey, isGatewayShard, shardForGuild } from './gateway-sharding.js';
export { GuildFeatureNames } from './guild-feature-names.js';
export { GuildLimits } from './guild-limits.js';
export { isJsonObject, type JsonObject } from './json/is-json-object.js';
export { JsonReader, type JsonReaderOptions } from './json/json-reader.js';
export { maxReportedProblems, ProblemList, problemLines } from './json/problem-list.js';
export { shownValue } from './json/shown-value.js';
export { CommandCountLimits, Limits } from './limits.js';
export { MessageSearchLimits } from './message-search-limits.js';
export { AutomaticEntryPointCommand } from './model/automatic-entry-point-command.js';
export { commandDifferences } from './model/command-differences.js';
export { lenientInteger } from './model/lenient-integer.js';
export { localizeCommand } from './model/localize-command.js';
export { type MessageMentions, messageMentions } from './model/message-mentions.js';
export { patchedCommand } from './model/patched-command.js';
export { reactionEmoji, reactionEmojiPath } from './model/reaction-emoji.js';
export { type RecordedCommandOptions, recordedCommand } from './model/recorded-command.js';
export {
  type CommandScope,
  type StorableCommand,
  type StoredCommand,
  type StoredCommandOptions,
  storedCommand,
} from './model/stored-command.js';
export {
  type APIUnfurledMedia,
  type StoredComponentsOptions,
  storedComponents,
} from './model/stored-components.js';
export { storedEmbeds } from './model/stored-embeds.js';
export { storedLocalizations } from './model/stored-localizations.js';
export { storedOption } from './model/stored-option.js';
export { type MessageContentParts, withoutMessageContent } from './model/without-message-content.js';
export { MutableGuildFeatures } from './mutable-guild-features.js';
export { allChannelsPermissionId, everyonePermissionId } from './permission-ids.js';
export { PinLimits } from './pin-limits.js';
export { PollLimits } from './poll-limits.js';
export { parseQueryBoolean, QueryBooleanValues } from './query-boolean.js';
export { RateLimitMessages } from './rate-limit-messages.js';
export { ReactionLimits } from './reaction-limits.js';
export { createRecord } from './records/create-record.js';
export { ownValue } from './records/own-value.js';
export { RoleConnectionLimits } from './role-connection-limits.js';
export {
  APIBasePath,
  isSecretRouteParameter,
  OriginRoutes,
  Routes,
  type RouteTemplate,
  RouteTemplates,
  redactRoutePath,
  UnversionedAPIBasePath,
} from './routes.js';
export type { Logger } from './runtime/logger.js';
export { RedactedMarker, redactSecrets } from './runtime/redact-secrets.js';
export type { RuntimeOptions } from './runtime/runtime-options.js';
export { brandError, SlashkitError } from './runtime/slashkit-error.js';
export { defaultTimers, type Timers } from './runtime/timers.js';
export { ScheduledEventLimits } from './scheduled-event-limits.js';
export {
  compareSnowflakes,
  createSnowflakeGenerator,
  isSnowflake,
  type Snowflake,
  SnowflakeEpoch,
  type SnowflakeGeneratorOptions,
  snowflakeTimestamp,
} from './snowflake.js';
export { SoundboardLimits } from './soundboard-limits.js';
export { StageInstanceLimits } from './stage-instance-limits.js';
export { StickerLimits } from './sticker-limits.js';
// Threads (issue 35)
export { ThreadChannelFlags, ThreadLimits } from './thread-limits.js';
export { TimedOutPermissions } from './timed-out-permissions.js';
export type * from './types/application.js';
export type * from './types/application-command.js';
export type * from './types/application-command-bodies.js';
export type * from './types/application-command-json.js';
export type * from './types/application-command-option.js';
export type * from './types/application-command-option-json.js';
export type * from './types/application-command-permissions.js';
export type * from './types/application-webhook-event.js';
export type * from './types/audit-log.js';
// AutoMod
export type * from './types/auto-moderation.js';
export type * from './types/channel.js';
export type * from './types/channel-message-bodies.js';
export type * from './types/component-interaction-data.js';
export type * from './types/components.js';
export type * from './types/connection.js';
export type * from './types/embed.js';
// Emojis
export type * from './types/emoji.js';
export type * from './types/errors.js';
export {
  type APIGatewayBotInfo,
  type APIGatewayInfo,
  type APIGatewaySessionStartLimit,
  type GatewayDispatchFrame,
  type GatewayDispatchPayloads,
  type GatewayGuildCreateData,
  type GatewayGuildDeleteData,
  type GatewayGuildMembersChunkData,
  type GatewayHelloData,
  type GatewayIdentifyData,
  type GatewayOpcode,
  GatewayOpcodes,
  type GatewayPayload,
  type GatewayReadyData,
  type GatewayReceivePayload,
  type GatewayResumeData,
  type GatewaySendPayload,
  type GatewayShard,
  type GatewaySoundboardSoundsData,
  type GatewayVoiceServerUpdateData,
  type GatewayVoiceStateUpdateData,
} from './types/gateway.js';
export type * from './types/guild.js';
export type * from './types/guild-ban.js';
export type * from './types/guild-channel-bodies.js';
export type * from './types/guild-incidents.js';
export type * from './types/guild-integration.js';
export type * from './types/guild-member-bodies.js';
export type * from './types/guild-onboarding.js';
export type * from './types/guild-settings.js';
export type * from './types/guild-template.js';
export type * from './types/guild-welcome-screen.js';
export type * from './types/guild-widget.js';
export type * from './types/interaction.js';
export type * from './types/interaction-response.js';
export type * from './types/invite.js';
export type * from './types/layout-components.js';
// Search Guild Messages
export type * from './types/message-search.js';
export type * from './types/message-top-level-component.js';
export type * from './types/modal.js';
export type * from './types/modal-components.js';
export type * from './types/monetization.js';
export type * from './types/oauth2.js';
export type * from './types/pin.js';
export type * from './types/poll.js';
export type * from './types/poll-voters.js';
export type * from './types/reaction.js';
export type * from './types/reaction-events.js';
export type * from './types/resolved-objects.js';
export type * from './types/role-bodies.js';
// Linked Roles
export type * from './types/role-connection.js';
// Scheduled events
export type * from './types/scheduled-event.js';
// Soundboard
export type * from './types/soundboard.js';
// Stage instances
export type * from './types/stage-instance.js';
// Stickers
export type * from './types/sticker.js';
export type * from './types/thread.js';
// Voice
export type * from './types/voice.js';
export type * from './types/webhook.js';
export { DefaultUserAgent, SDKVersion } from './user-agent.js';
export { APIVersion, DefaultBaseUrl, DefaultServiceOrigin } from './version.js';
export { VoiceRegions } from './voice-regions.js';
export { WebhookLimits } from './webhook-limits.js';
