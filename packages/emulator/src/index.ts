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
export { type EmulatorFeature, featureAlreadySetUp } from './emulator-feature.js';
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
  GatewayResources,
  GatewaySettings,
} from './gateway/gateway-server.js';
export type { GatewaySessionInfo } from './gateway/gateway-session.js';
export { authenticate } from './http/authenticate.js';
export {
  badRequest,
  forbidden,
  HttpError,
  invalidForm,
  notFound,
  throwIfInvalid,
  unauthorized,
} from './http/http-error.js';
export { jsonResponse } from './http/json-response.js';
export { createNodeListener, type NodeListenerOptions } from './http/node-listener.js';
export type { Principal } from './http/principal.js';
export { readJsonBody } from './http/read-json-body.js';
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
export { checkInteractionsEndpoint } from './interactions/check-interactions-endpoint.js';
export type {
  EmulatorMessage,
  EmulatorMessageInteractionMetadata,
} from './interactions/emulator-message.js';
export type { InteractionRecord, InteractionState } from './interactions/interaction-record.js';
export { InteractionService, type InteractionServiceOptions } from './interactions/interaction-service.js';
export { InteractionStore } from './interactions/interaction-store.js';
export { createInteractionsFeature } from './interactions/interactions-feature.js';
export type { InvocationOutcome } from './interactions/invocation-outcome.js';
export type { InvocationRefusal } from './interactions/invocation-refusal.js';
export { type InvocationRequest, parseInvocationRequest } from './interactions/invocation-request.js';
export { MessageStore } from './interactions/message-store.js';
export { type InteractionSignatureHeaders, signInteraction } from './interactions/sign-interaction.js';
export { authorizationCodeFeature } from './oauth/authorization-code-feature.js';
export { createAuthorizationCodeGrant } from './oauth/authorization-code-grant.js';
export { authorizationCodeScopes } from './oauth/authorization-code-scopes.js';
export {
  type AuthorizationCodeGrant,
  type AuthorizationCodeRedemption,
  AuthorizationCodeStore,
  authorizationCodeLifetimeMs,
} from './oauth/authorization-code-store.js';
export {
  type AuthorizationServerMetadata,
  authorizationServerMetadata,
} from './oauth/authorization-server-metadata.js';
export { clientCredentialsGrant, clientCredentialsScopes } from './oauth/client-credentials-grant.js';
export {
  type MatchedRedirectUri,
  matchRedirectUri,
  type RedirectUriKind,
} from './oauth/match-redirect-uri.js';
export { OAuthError } from './oauth/oauth-error.js';
export type { OAuthClient, OAuthGrantHandler } from './oauth/oauth-grant-handler.js';
export { OAuthGrantRegistry, oauthGrants } from './oauth/oauth-grant-registry.js';
export { refreshTokenGrant } from './oauth/refresh-token-grant.js';
export { authenticateClient, readForm, tokenEndpointFeature } from './oauth/token-endpoint-feature.js';
export {
  type AccessToken,
  accessTokenLifetimeMs,
  type IssueTokenInput,
  TokenStore,
} from './oauth/token-store.js';
export {
  type AuthorizeRequest,
  type AuthorizeValidation,
  validateAuthorizeRequest,
} from './oauth/validate-authorize-request.js';
export { verifyCodeVerifier } from './oauth/verify-code-verifier.js';
export { PermissionStore } from './permissions/permission-store.js';
export {
  type RateLimitProfile,
  type RateLimitWindow,
  rateLimitProfiles,
  serviceInvalidRequests,
} from './rate-limits/rate-limit-profile.js';
export { type RateLimitDecision, RateLimiter, type RateLimitRequest } from './rate-limits/rate-limiter.js';
export { type ReadyLine, readyLine } from './ready-line.js';
export { type RunningEmulator, type StartEmulatorOptions, startEmulator } from './start-emulator.js';
export { ApplicationFlags, hasActivities } from './world/application-flags.js';
export { buildApplication, buildWorld } from './world/build-world.js';
export { defaultWorldSeed } from './world/default-world-seed.js';
export { createEd25519KeyPair, type Ed25519KeyPair, ed25519PrivateKey } from './world/ed25519-key-pair.js';
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
