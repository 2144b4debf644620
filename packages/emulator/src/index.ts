/**
 * `@slashkit/emulator`
 * @packageDocumentation
 * @module @slashkit/emulator
 */
// @slashkit/emulator: the Application Commands service, running locally.

export { adminFeature } from './admin/admin-feature.js';
export { createEmulatorClock, type EmulatorClock } from './clock.js';
export { type CommandScope, CommandStore } from './commands/command-store.js';
export {
  createEmulator,
  type Emulator,
  type EmulatorOptions,
  type EmulatorRequestInfo,
} from './create-emulator.js';
export { createDefaultFeatures, type DefaultFeatureOptions } from './default-features.js';
export {
  createEmulatorContext,
  type EmulatorContext,
  type EmulatorContextOptions,
} from './emulator-context.js';
export type { EmulatorFeature, FeatureAttachment } from './emulator-feature.js';
export {
  type EmulatorEvent,
  type EmulatorEventInput,
  type EmulatorEventListener,
  EventBus,
} from './event-bus.js';
export {
  type GatewayFeature,
  type GatewayFeatureOptions,
  gatewayFeature,
} from './gateway/gateway-feature.js';
export type {
  GatewayDisconnectRequest,
  GatewaySettings,
} from './gateway/gateway-server.js';
export type { GatewaySessionInfo } from './gateway/gateway-session.js';
export { createNodeListener, type NodeListenerOptions } from './http/node-listener.js';
export type { Principal } from './http/principal.js';
export { redactPath } from './http/redact-path.js';
export {
  type HttpMethod,
  type RouteContext,
  type RouteDefinition,
  type RouteHandler,
  type RouteMatch,
  type RouteRateLimit,
  Router,
} from './http/router.js';
export { identityFeature } from './identity/identity-feature.js';
export { InstallStore } from './installs/install-store.js';
export { installsFeature } from './installs/installs-feature.js';
export type { InteractionRecord, InteractionState } from './interactions/delivery/interaction-record.js';
export { InteractionStore } from './interactions/delivery/interaction-store.js';
export type { InvocationOutcome } from './interactions/delivery/invocation-outcome.js';
export {
  type InteractionSignatureHeaders,
  signInteraction,
} from './interactions/delivery/sign-interaction.js';
export { InteractionService, type InteractionServiceOptions } from './interactions/interaction-service.js';
export { createInteractionsFeature } from './interactions/interactions-feature.js';
export type {
  EmulatorMessage,
  EmulatorMessageInteractionMetadata,
} from './interactions/messages/emulator-message.js';
export {
  type MessageChange,
  type MessageChangeListener,
  MessageStore,
} from './interactions/messages/message-store.js';
export type { InvocationRefusal } from './interactions/requests/invocation-refusal.js';
export type { InvocationRequest } from './interactions/requests/invocation-request.js';
export { authorizationCodeFeature } from './oauth/authorization-code-feature.js';
export {
  type AuthorizationCodeGrant,
  type AuthorizationCodeRedemption,
  AuthorizationCodeStore,
} from './oauth/authorization-code-store.js';
export type { AuthorizationServerMetadata } from './oauth/authorization-server-metadata.js';
export type { MatchedRedirectUri, RedirectUriKind } from './oauth/match-redirect-uri.js';
export { OAuthError } from './oauth/oauth-error.js';
export type { OAuthClient, OAuthGrantHandler } from './oauth/oauth-grant-handler.js';
export { OAuthGrantRegistry, oauthGrants } from './oauth/oauth-grant-registry.js';
export { openidFeature } from './oauth/openid-feature.js';
export { tokenEndpointFeature } from './oauth/token-endpoint-feature.js';
export { type AccessToken, type IssueTokenInput, TokenStore } from './oauth/token-store.js';
export { PermissionStore } from './permissions/permission-store.js';
export type { RateLimitProfile, RateLimitWindow } from './rate-limits/rate-limit-profile.js';
export { type RateLimitDecision, RateLimiter, type RateLimitRequest } from './rate-limits/rate-limiter.js';
export { type ReadyLine, readyLine } from './ready-line.js';
export { type RunningEmulator, type StartEmulatorOptions, startEmulator } from './start-emulator.js';
export { type ActivityEntry, type ActivityListener, ActivityLog } from './web-client-routes/activity-log.js';
export { clientFeature, clientPath } from './web-client-routes/client-feature.js';
export type { VisibleCommand } from './web-client-routes/client-read-routes.js';
export { ApplicationFlags, hasActivities } from './world/application-flags.js';
export { buildApplication, buildWorld } from './world/build-world.js';
export { defaultWorldSeed } from './world/default-world-seed.js';
export type { Ed25519KeyPair } from './world/ed25519-key-pair.js';
export { loadWorldSeed } from './world/load-world-seed.js';
export { parseWorldSeed } from './world/parse-world-seed.js';
export type {
  EmulatorApplication,
  EmulatorChannel,
  EmulatorGuild,
  EmulatorMember,
  EmulatorPermissionOverwrite,
  EmulatorRole,
  EmulatorUser,
  World,
} from './world/world.js';
export type {
  ApplicationSeed,
  ChannelSeed,
  GuildSeed,
  MemberSeed,
  RoleSeed,
  UserSeed,
  WorldSeed,
} from './world/world-seed.js';
export { WorldSeedError } from './world/world-seed-error.js';
