/**
 * `@slashkit/emulator/features`: the emulator's extension API. Features (route tables over one state),
 * the router and its error factories, the emulator context with its state, stores and runtime, and the
 * built-in features, for adding routes or building an emulator of your own with `createEmulator({ features })`.
 * @packageDocumentation
 * @module @slashkit/emulator/features
 */

export { adminFeature } from '../admin/admin-feature.js';
export { installsFeature } from '../admin/installs-feature.js';
export { stateFeature } from '../admin/state-feature.js';
export { commandsFeature } from '../commands/commands-feature.js';
export { createEmulatorContext, type EmulatorContextOptions } from '../create-emulator-context.js';
export { defaultFeatures } from '../default-features.js';
export {
  type EmulatorEventInput,
  type EmulatorEventListener,
  EventBus,
} from '../events/event-bus.js';
export { EventLog, type EventLogSnapshot } from '../events/event-log.js';
export type { MessageChange } from '../events/message-events.js';
export { gatewayFeature } from '../gateway/gateway-feature.js';
export { GatewayServer } from '../gateway/gateway-server.js';
export { apiRoute } from '../http/api-route.js';
export type { EmulatorFeature, FeatureAttachment } from '../http/emulator-feature.js';
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
export { type ApplicationRouteContext, requireApplication } from '../http/require-application.js';
export { type GuildRouteContext, requireGuild } from '../http/require-guild.js';
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
export type { VisibleCommand } from '../interactions/client-read-routes.js';
export { InteractionService } from '../interactions/interaction-service.js';
export { interactionsFeature } from '../interactions/interactions-feature.js';
export type { ComponentRequest } from '../interactions/requests/component-request.js';
export type {
  ModalFieldValue,
  ModalSubmitRequest,
} from '../interactions/requests/modal-submit-request.js';
export type { UserPlaces } from '../interactions/user-places.js';
export { authorizationCodeFeature } from '../oauth/authorization-code-feature.js';
export type { AuthorizationServerMetadata } from '../oauth/authorization-server-metadata.js';
export type { MatchedRedirectUri } from '../oauth/match-redirect-uri.js';
export type { OAuthClient, OAuthGrantHandler } from '../oauth/oauth-grant-handler.js';
export { oauthGrantTypes } from '../oauth/oauth-grant-types.js';
export { openidFeature } from '../oauth/openid-feature.js';
export { TokenEndpointError } from '../oauth/token-endpoint-error.js';
export { tokenEndpointFeature } from '../oauth/token-endpoint-feature.js';
export { permissionsFeature } from '../permissions/permissions-feature.js';
export { type ReadyLine, readyLine } from '../ready-line.js';
export { type ActivityListener, ActivityLog } from '../runtime/activity-log.js';
export { DeadlineWatcher } from '../runtime/deadline-watcher.js';
export type { EmulatorContext } from '../runtime/emulator-context.js';
export {
  createEmulatorRuntime,
  type EmulatorRuntime,
  type EventStreamSettings,
} from '../runtime/emulator-runtime.js';
export {
  checkEventStreamLimits,
  type EventStreamResources,
  type EventStreamSource,
  EventStreams,
} from '../runtime/event-streams.js';
export type { GatewaySocketConnection } from '../runtime/gateway-socket-connection.js';
export { type GatewayResources, GatewaySockets } from '../runtime/gateway-sockets.js';
export { IdTokenSigner } from '../runtime/id-token-signer.js';
export { InteractionWaiters } from '../runtime/interaction-waiters.js';
export { AttachmentStore, type EmulatorAttachment } from '../state/attachment-store.js';
export {
  type AuthorizationCodeGrant,
  type AuthorizationCodeRedemption,
  AuthorizationCodeStore,
  type AuthorizationCodeStoreSnapshot,
} from '../state/authorization-code-store.js';
export type { AuthorizeRequest, RedirectUriKind } from '../state/authorize-request.js';
export { type ClockOffset, createEmulatorClock, type EmulatorClock } from '../state/clock.js';
export { type CommandLocation, CommandStore, type CommandStoreSnapshot } from '../state/command-store.js';
export { ConsentTicketStore, type ConsentTicketStoreSnapshot } from '../state/consent-ticket-store.js';
export { type DmChannel, type DmChannelOwner, DmChannels } from '../state/dm-channels.js';
export {
  createEmulatorState,
  type EmulatorState,
  resetEmulatorState,
  type StateServices,
  type StateSettings,
} from '../state/emulator-state.js';
export { GatewaySession, type GatewaySessionSnapshot, type GatewaySink } from '../state/gateway-session.js';
export { GatewayState, type GatewayStateSnapshot } from '../state/gateway-state.js';
export type { InstallRequest } from '../state/install-request.js';
export { InstallStore, type InstallStoreSnapshot } from '../state/install-store.js';
export type { InteractionRecord, InteractionState } from '../state/interaction-record.js';
export { InteractionStore } from '../state/interaction-store.js';
export {
  type MessageChangeListener,
  MessageStore,
  type StoredMessage,
} from '../state/message-store.js';
export { type OpenModal, OpenModals } from '../state/open-modals.js';
export { PermissionStore } from '../state/permission-store.js';
export {
  type RateLimitDecision,
  RateLimitEnforcer,
  type RateLimitRequest,
  type RateLimitSnapshot,
  type RateLimitWindowState,
} from '../state/rate-limit-enforcer.js';
export { rateLimitProfiles } from '../state/rate-limit-profile.js';
export { SessionStartLimiter, type SessionStartSnapshot } from '../state/session-start-limiter.js';
export { exportState } from '../state/snapshot/export-state.js';
export { importState } from '../state/snapshot/import-state.js';
export { parseSnapshot } from '../state/snapshot/parse-snapshot.js';
export {
  type AccessToken,
  type IssueTokenInput,
  TokenStore,
  type TokenStoreSnapshot,
} from '../state/token-store.js';
export { clientFeature, clientPageHeaders, clientPath } from '../web-client-routes/client-feature.js';
export { buildApplication, buildWorld } from '../world/build-world.js';
export type { Ed25519KeyPair } from '../world/ed25519-key-pair.js';
export { worldToSeed } from '../world/world-to-seed.js';
