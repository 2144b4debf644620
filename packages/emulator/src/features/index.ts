/**
 * `@slashkit/emulator/features`: the emulator's extension API. Features (route tables over one state),
 * the router and its error factories, the emulator context with its state, stores and runtime, and the
 * built-in features, for adding routes or building an emulator of your own with `createEmulator({ features })`.
 * @packageDocumentation
 * @module @slashkit/emulator/features
 */

export { adminFeature } from '../admin/admin-feature.js';
export { AttachmentStore, type EmulatorAttachment } from '../attachments/attachment-store.js';
export { type ClockOffset, createEmulatorClock, type EmulatorClock } from '../clock.js';
export { type CommandLocation, CommandStore, type CommandStoreSnapshot } from '../commands/command-store.js';
export { commandsFeature } from '../commands/commands-feature.js';
export { createEmulatorContext, type EmulatorContextOptions } from '../create-emulator-context.js';
export { defaultFeatures } from '../default-features.js';
export type { EmulatorContext } from '../emulator-context.js';
export type { EmulatorFeature, FeatureAttachment } from '../emulator-feature.js';
export {
  createEmulatorRuntime,
  type EmulatorRuntime,
  type EventStreamSettings,
} from '../emulator-runtime.js';
export {
  type EmulatorEventInput,
  type EmulatorEventListener,
  EventBus,
} from '../events/event-bus.js';
export { EventLog, type EventLogSnapshot } from '../events/event-log.js';
export { gatewayFeature } from '../gateway/gateway-feature.js';
export { GatewayServer } from '../gateway/gateway-server.js';
export { GatewaySession, type GatewaySessionSnapshot, type GatewaySink } from '../gateway/gateway-session.js';
export type { GatewaySocketConnection } from '../gateway/gateway-socket-connection.js';
export { type GatewayResources, GatewaySockets } from '../gateway/gateway-sockets.js';
export { GatewayState, type GatewayStateSnapshot } from '../gateway/gateway-state.js';
export { SessionStartLimiter, type SessionStartSnapshot } from '../gateway/session-start-limiter.js';
export { apiRoute } from '../http/api-route.js';
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
export { redactPath } from '../http/redact-path.js';
export { requireApplication } from '../http/require-application.js';
export { requireGuild } from '../http/require-guild.js';
export {
  type HttpMethod,
  type RouteContext,
  type RouteDefinition,
  type RouteHandler,
  type RouteMatch,
  type RouteRateLimit,
  Router,
} from '../http/router.js';
export { identityFeature } from '../identity/identity-feature.js';
export {
  canManageGuild,
  type GuildInstallInput,
  installInGuild,
  uninstallFromGuild,
} from '../installs/guild-install.js';
export { InstallStore, type InstallStoreSnapshot } from '../installs/install-store.js';
export { installsFeature } from '../installs/installs-feature.js';
export { DeadlineWatcher } from '../interactions/delivery/deadline-watcher.js';
export type { InteractionRecord, InteractionState } from '../interactions/delivery/interaction-record.js';
export { InteractionStore } from '../interactions/delivery/interaction-store.js';
export { InteractionWaiters } from '../interactions/delivery/interaction-waiters.js';
export { InteractionService } from '../interactions/interaction-service.js';
export { interactionsFeature } from '../interactions/interactions-feature.js';
export { type DmChannel, type DmChannelOwner, DmChannels } from '../interactions/messages/dm-channels.js';
export {
  type MessageChange,
  type MessageChangeListener,
  MessageStore,
  type StoredMessage,
} from '../interactions/messages/message-store.js';
export type { ComponentRequest } from '../interactions/requests/component-request.js';
export type {
  ModalFieldValue,
  ModalSubmitRequest,
} from '../interactions/requests/modal-submit-request.js';
export { type OpenModal, OpenModals } from '../interactions/responses/open-modals.js';
export { authorizationCodeFeature } from '../oauth/authorization-code-feature.js';
export {
  type AuthorizationCodeGrant,
  type AuthorizationCodeRedemption,
  AuthorizationCodeStore,
  type AuthorizationCodeStoreSnapshot,
} from '../oauth/authorization-code-store.js';
export type { AuthorizationServerMetadata } from '../oauth/authorization-server-metadata.js';
export type { AuthorizeRequest } from '../oauth/authorize-request.js';
export { ConsentTicketStore, type ConsentTicketStoreSnapshot } from '../oauth/consent-ticket-store.js';
export { IdTokenSigner } from '../oauth/id-token-signer.js';
export type { InstallRequest } from '../oauth/install-request.js';
export type { MatchedRedirectUri, RedirectUriKind } from '../oauth/match-redirect-uri.js';
export type { OAuthClient, OAuthGrantHandler } from '../oauth/oauth-grant-handler.js';
export { oauthGrantTypes } from '../oauth/oauth-grant-types.js';
export { openidFeature } from '../oauth/openid-feature.js';
export { TokenEndpointError } from '../oauth/token-endpoint-error.js';
export { tokenEndpointFeature } from '../oauth/token-endpoint-feature.js';
export {
  type AccessToken,
  type IssueTokenInput,
  TokenStore,
  type TokenStoreSnapshot,
} from '../oauth/token-store.js';
export { PermissionStore } from '../permissions/permission-store.js';
export { permissionsFeature } from '../permissions/permissions-feature.js';
export {
  type RateLimitDecision,
  RateLimitEnforcer,
  type RateLimitRequest,
  type RateLimitSnapshot,
  type RateLimitWindowState,
} from '../rate-limits/rate-limit-enforcer.js';
export { rateLimitProfiles } from '../rate-limits/rate-limit-profile.js';
export { type ReadyLine, readyLine } from '../ready-line.js';
export {
  createEmulatorState,
  type EmulatorState,
  resetEmulatorState,
  type StateServices,
  type StateSettings,
} from '../state/emulator-state.js';
export { exportState } from '../state/export-state.js';
export { importState } from '../state/import-state.js';
export { parseSnapshot } from '../state/parse-snapshot.js';
export { stateFeature } from '../state/state-feature.js';
export { type ActivityListener, ActivityLog } from '../web-client-routes/activity-log.js';
export { clientFeature, clientPageHeaders, clientPath } from '../web-client-routes/client-feature.js';
export type { VisibleCommand } from '../web-client-routes/client-read-routes.js';
export {
  checkEventStreamLimits,
  type EventStreamResources,
  type EventStreamSource,
  EventStreams,
} from '../web-client-routes/event-streams.js';
export type { UserPlaces } from '../web-client-routes/user-places.js';
export { buildApplication, buildWorld } from '../world/build-world.js';
export type { Ed25519KeyPair } from '../world/ed25519-key-pair.js';
export { worldToSeed } from '../world/world-to-seed.js';
