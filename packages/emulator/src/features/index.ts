/**
 * `@slashkit/emulator/features`: the emulator's extension API, what a feature author needs. A feature is a
 * table of routes over the emulator's state ({@link EmulatorFeature}); its routes are served from
 * `@slashkit/api`'s endpoint rows (`serve`) or spelled from its route templates (`apiRoute`); it answers
 * errors with the error factories, reads `context.state` (whose stores are types here: features use them,
 * never build them), dispatches gateway events with `worldEvent` and records audit entries with
 * `recordAuditLogEntry`. `defaultFeatures` are the built-in ones, for `createEmulator({ features })`.
 * @packageDocumentation
 * @module @slashkit/emulator/features
 */

// Runtime values: at most 30 (a test counts them), each one a feature author calls.

// What a write tells the world: gateway events and audit log entries.
export { auditLogChanges } from '../audit/audit-log-changes.js';
export { type AuditLogEntryInput, recordAuditLogEntry } from '../audit/record-audit-log-entry.js';
// The features and the context they run in.
export { createEmulatorContext, type EmulatorContextOptions } from '../create-emulator-context.js';
export { defaultFeatures } from '../default-features.js';
export type { EmulatorEventInput, EmulatorEventListener, EventBus } from '../events/event-bus.js';
export type { EventLog, EventLogSnapshot } from '../events/event-log.js';
export type { MessageChange } from '../events/message-events.js';
export { type WorldEventPlace, worldEvent } from '../events/world-event.js';
// Types the ones above name (the services behind the built-in features).
export type { GatewayServer } from '../gateway/gateway-server.js';
// Routes: served from endpoint rows, or spelled from route templates (admin routes).
export { apiRoute } from '../http/api-route.js';
export { auditLogReason } from '../http/audit-log-reason.js';
export type { EmulatorFeature, FeatureAttachment } from '../http/emulator-feature.js';
// Errors, as the service answers them.
export {
  badRequest,
  forbidden,
  HttpError,
  invalidForm,
  notFound,
  throwIfInvalid,
  unauthorized,
} from '../http/http-error.js';
export { jsonResponse } from '../http/json-response.js';
export { createNodeListener, type NodeListenerOptions } from '../http/node-listener.js';
export type { Principal } from '../http/principal.js';
export { readJsonBody } from '../http/read-json-body.js';
export { type ApplicationRouteContext, requireApplication } from '../http/require-application.js';
export { type GuildRouteContext, requireGuild } from '../http/require-guild.js';
export type {
  HttpMethod,
  RouteContext,
  RouteDefinition,
  RouteHandler,
  RouteMatch,
  RouteRateLimit,
  Router,
} from '../http/router.js';
export { type EndpointContext, type EndpointHandler, serve } from '../http/serve.js';
export type { GuildInstallInput } from '../installs/guild-install.js';
export type { VisibleCommand } from '../interactions/client-read-routes.js';
export type { InteractionService } from '../interactions/interaction-service.js';
export type { ComponentRequest } from '../interactions/requests/component-request.js';
export type { ModalFieldValue, ModalSubmitRequest } from '../interactions/requests/modal-submit-request.js';
export type { UserPlaces } from '../interactions/user-places.js';
export type { AuthorizationServerMetadata } from '../oauth/authorization-server-metadata.js';
export type { MatchedRedirectUri } from '../oauth/match-redirect-uri.js';
export type { OAuthClient, OAuthGrantHandler } from '../oauth/oauth-grant-handler.js';
export { oauthGrantTypes } from '../oauth/oauth-grant-types.js';
export { TokenEndpointError } from '../oauth/token-endpoint-error.js';
export type { ReadyLine } from '../ready-line.js';
// The state and the runtime a feature reads through its context: types only.
export type { ActivityListener, ActivityLog } from '../runtime/activity-log.js';
export type { DeadlineWatcher } from '../runtime/deadline-watcher.js';
export type { EmulatorContext } from '../runtime/emulator-context.js';
export type { EmulatorRuntime, EventStreamSettings } from '../runtime/emulator-runtime.js';
export type { EventStreamResources, EventStreamSource, EventStreams } from '../runtime/event-streams.js';
export type { GatewaySocketConnection } from '../runtime/gateway-socket-connection.js';
export type { GatewayResources, GatewaySockets } from '../runtime/gateway-sockets.js';
export type { IdTokenSigner } from '../runtime/id-token-signer.js';
export type { InteractionWaiters } from '../runtime/interaction-waiters.js';
export type { AttachmentStore, EmulatorAttachment } from '../state/attachment-store.js';
export type {
  AuthorizationCodeGrant,
  AuthorizationCodeRedemption,
  AuthorizationCodeStore,
  AuthorizationCodeStoreSnapshot,
} from '../state/authorization-code-store.js';
export type { AuthorizeRequest, RedirectUriKind } from '../state/authorize-request.js';
export type { ClockOffset, EmulatorClock } from '../state/clock.js';
export type { CommandLocation, CommandStore, CommandStoreSnapshot } from '../state/command-store.js';
export type { ConsentTicketStore, ConsentTicketStoreSnapshot } from '../state/consent-ticket-store.js';
export type { DmChannel, DmChannelOwner, DmChannels } from '../state/dm-channels.js';
export type { EmulatorState, StateServices, StateSettings } from '../state/emulator-state.js';
export type { GatewaySession, GatewaySessionSnapshot, GatewaySink } from '../state/gateway-session.js';
export type { GatewayState, GatewayStateSnapshot } from '../state/gateway-state.js';
export type { InstallRequest } from '../state/install-request.js';
export type { InstallStore, InstallStoreSnapshot } from '../state/install-store.js';
export type { InteractionRecord, InteractionState } from '../state/interaction-record.js';
export type { InteractionStore } from '../state/interaction-store.js';
export type { MessageChangeListener, MessageStore, StoredMessage } from '../state/message-store.js';
export type { OpenModal, OpenModals } from '../state/open-modals.js';
export type { PermissionStore } from '../state/permission-store.js';
export type {
  RateLimitDecision,
  RateLimitEnforcer,
  RateLimitRequest,
  RateLimitSnapshot,
  RateLimitWindowState,
} from '../state/rate-limit-enforcer.js';
export { rateLimitProfiles } from '../state/rate-limit-profile.js';
export type { SessionStartLimiter, SessionStartSnapshot } from '../state/session-start-limiter.js';
export type { AccessToken, IssueTokenInput, TokenStore, TokenStoreSnapshot } from '../state/token-store.js';
export type { Ed25519KeyPair } from '../world/ed25519-key-pair.js';
