/**
 * `@slashkit/rest`
 * @packageDocumentation
 * @module @slashkit/rest
 */
// @slashkit/rest: the HTTP client for every command, permission and interaction endpoint, and the channel,
// message, guild and user routes a bot also calls, with learned rate limits, bounded retries, typed errors
// and command sync. Importing it loads no HTTP library: undici is imported on the first request.
//
// The public surface, chosen: the client and its options, its endpoint groups (as types: REST builds them), the errors,
// the limiter and its store's type (a store shared by several processes implements `RateLimitStore`, whose
// protocol is the `@slashkit/rest/store` entry), command
// sync, the transports, and what sends files (the file type, and loading and encoding them, which
// @slashkit/interactions reuses for inline answers). The pipeline between them (prepared requests, the layers, the endpoint groups
// and their core) stays internal.

export type {
  AuditLogOptions,
  BearerCallOptions,
  CallOptions,
  EditCommandPermissionsOptions,
  ListCommandsOptions,
} from './call-options.js';
export type {
  GetGuildOptions,
  ListChannelMessagesOptions,
  ListCurrentUserGuildsOptions,
  ListGuildMembersOptions,
} from './channel-call-options.js';
export type { CommandUpsertResult } from './command-upsert-result.js';
export { APIError, type APIErrorInit } from './errors/api-error.js';
export { FileTooLargeError, type FileTooLargeErrorInit } from './errors/file-too-large-error.js';
export type { APIFieldErrorEntry } from './errors/flatten-field-errors.js';
export { HTTPError, type HTTPErrorInit } from './errors/http-error.js';
export {
  InvalidFileError,
  type InvalidFileErrorInit,
  type InvalidFileField,
} from './errors/invalid-file-error.js';
export { NetworkError, type NetworkErrorInit } from './errors/network-error.js';
export {
  RateLimitError,
  type RateLimitErrorInit,
  type RateLimitScope,
} from './errors/rate-limit-error.js';
export type { RequestDescription } from './errors/request-description.js';
export {
  ResponseTooLargeError,
  type ResponseTooLargeErrorInit,
} from './errors/response-too-large-error.js';
export { RESTError, type RESTErrorCode } from './errors/rest-error.js';
export { TimeoutError, type TimeoutErrorInit } from './errors/timeout-error.js';
export {
  type LoadedFile,
  type LoadMessageFilesOptions,
  loadMessageFiles,
} from './files/load-message-files.js';
export type { MessageCallOptions } from './files/message-call-options.js';
export type { MessageFile, MessageFileData } from './files/message-file.js';
export { MultipartBody, type MultipartFields } from './files/multipart-body.js';
export { type MessageBodyMode, withAttachments } from './files/with-attachments.js';
export type { ApplicationsAPI } from './groups/applications-api.js';
export type { AutoModerationAPI } from './groups/auto-moderation-api.js';
export type { BansAPI } from './groups/bans-api.js';
export type { ChannelsAPI } from './groups/channels-api.js';
export type { CommandPermissionsAPI } from './groups/command-permissions-api.js';
export type { CommandsAPI } from './groups/commands-api.js';
export type { EmojisAPI } from './groups/emojis-api.js';
export type { GatewayAPI } from './groups/gateway-api.js';
export type { GuildsAPI } from './groups/guilds-api.js';
export type { InteractionResponseOptions } from './groups/interaction-response-options.js';
export type { InteractionsAPI } from './groups/interactions-api.js';
export type { InvitesAPI } from './groups/invites-api.js';
export type { MembersAPI } from './groups/members-api.js';
export type { ListPinsOptions, MessagesAPI } from './groups/messages-api.js';
export type {
  ListEntitlementsOptions,
  ListSKUSubscriptionsOptions,
  MonetizationAPI,
  TestEntitlementOptions,
} from './groups/monetization-api.js';
export type { ListAnswerVotersOptions, PollsAPI } from './groups/polls-api.js';
export type { RolesAPI } from './groups/roles-api.js';
export type { ScheduledEventsAPI } from './groups/scheduled-events-api.js';
export type { SoundboardAPI } from './groups/soundboard-api.js';
export type { StageInstancesAPI } from './groups/stage-instances-api.js';
export type { StickersAPI } from './groups/stickers-api.js';
export type { TemplatesAPI } from './groups/templates-api.js';
export type {
  GetThreadMemberOptions,
  ListArchivedThreadsOptions,
  ListThreadMembersOptions,
  ThreadsAPI,
} from './groups/threads-api.js';
export type { UsersAPI } from './groups/users-api.js';
export type { VoiceAPI } from './groups/voice-api.js';
export type { WebhooksAPI } from './groups/webhooks-api.js';
export type {
  BanOptions,
  BulkBanOptions,
  GetGuildAuditLogOptions,
  GetGuildPruneCountOptions,
  GetInviteOptions,
  ListGuildBansOptions,
  SearchGuildMembersOptions,
} from './guild-admin-call-options.js';
export type { RateLimitEvent, RESTHooks, RequestEvent, ResponseEvent } from './hooks.js';
export type { JSONEncodable } from './json-encodable.js';
export type { ReplayPolicy } from './pipeline/prepared-request.js';
export type { RetryEvent } from './pipeline/with-retries.js';
export type { LimitedRequest, LimitedResponse } from './rate-limits/limited-request.js';
// The store protocol (what a shared store implements and exchanges) is `@slashkit/rest/store`; a bot names
// only the store's type, for `rateLimitStore`, and catches the error a store failing closed throws.
export type { RateLimitStore } from './rate-limits/rate-limit-store.js';
export {
  RateLimitStoreUnavailableError,
  type RateLimitStoreUnavailableErrorInit,
} from './rate-limits/rate-limit-store-unavailable-error.js';
export { RateLimiter } from './rate-limits/rate-limiter.js';
export type { RateLimiterOptions } from './rate-limits/rate-limiter-options.js';
export type { RequestOptions } from './request-options.js';
export { REST } from './rest.js';
export type { RESTOptions, RetryOptions } from './rest-options.js';
export type {
  GetScheduledEventsOptions,
  GetScheduledEventUsersOptions,
} from './scheduled-event-call-options.js';
export type { CommandSyncClient } from './sync/command-sync-client.js';
export { CommandSyncError, type CommandSyncErrorInit } from './sync/command-sync-error.js';
export { type CommandScope, type NormalizedCommand, normalizeCommand } from './sync/normalize-command.js';
export { type PlanCommandSyncOptions, planCommandSync } from './sync/plan-command-sync.js';
export { syncCommands } from './sync/sync-commands.js';
export type { SyncCommandsOptions, SyncProgress } from './sync/sync-commands-options.js';
export type { SyncOperation, SyncPlan } from './sync/sync-plan.js';
export type { SyncResult } from './sync/sync-result.js';
export {
  RESTChannels,
  type RESTRequestEndMessage,
  type RESTRequestErrorMessage,
  type RESTRequestInfo,
  type RESTRequestStartMessage,
} from './telemetry/rest-channels.js';
export type { TelemetryOptions } from './telemetry/telemetry-options.js';
export { defaultTransport } from './transport/default-transport.js';
export {
  type FetchFunction,
  type FetchTransportOptions,
  fetchTransport,
} from './transport/fetch-transport.js';
export type { Transport, TransportRequest, TransportResponse } from './transport/transport.js';
export { type UndiciTransportOptions, undiciTransport } from './transport/undici-transport.js';
export { DefaultUserAgent, version } from './version.js';
export type {
  EditWebhookMessageOptions,
  ExecuteWebhookOptions,
  WebhookMessageOptions,
} from './webhook-call-options.js';
