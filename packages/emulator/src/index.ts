/**
 * `@slashkit/emulator`: the Application Commands service, running locally. What a test author uses: start
 * an emulator (on a socket, or as a Fetch core), its world and seed types, snapshots of its state, and the
 * shapes of its admin API. The feature API (features, the router, the stores, the error factories) is
 * `@slashkit/emulator/features`.
 * @packageDocumentation
 * @module @slashkit/emulator
 */

export type { InvocationRefusal } from './access/invocation-refusal.js';
export {
  createEmulator,
  type Emulator,
  type EmulatorOptions,
  type EmulatorRequestInfo,
} from './create-emulator.js';
export { EmulatorError, type EmulatorErrorCode } from './errors/emulator-error.js';
export type { EmulatorEvent } from './events/emulator-event.js';
export type { GatewayDisconnectRequest } from './gateway/gateway-server.js';
export type { ReadTimeouts } from './http/read-timeouts.js';
export type { InvocationOutcome } from './interactions/delivery/invocation-outcome.js';
export type { InvocationRequest } from './interactions/requests/invocation-request.js';
export type { ActivityEntry } from './runtime/activity-log.js';
export type { EventStreamLimits } from './runtime/event-streams.js';
export { type RunningEmulator, type StartEmulatorOptions, startEmulator } from './start-emulator.js';
export type {
  EmulatorMessage,
  EmulatorMessageInteraction,
  EmulatorMessageInteractionMetadata,
} from './state/emulator-message.js';
export type { GatewaySessionInfo } from './state/gateway-session.js';
export type { GatewaySettings } from './state/gateway-settings.js';
export type { RateLimitProfile, RateLimitWindow } from './state/rate-limit-profile.js';
export {
  type EmulatorSnapshot,
  snapshotFormat,
  snapshotVersion,
} from './state/snapshot/emulator-snapshot.js';
export { readStateFile, writeStateFile } from './state/snapshot/state-file.js';
export { StateSnapshotError } from './state/snapshot/state-snapshot-error.js';
export { ApplicationFlags, hasActivities } from './world/application-flags.js';
export { defaultWorldSeed } from './world/default-world-seed.js';
export { loadWorldSeed } from './world/load-world-seed.js';
export { parseWorldSeed } from './world/parse-world-seed.js';
export {
  type InteractionSignatureHeaders,
  signInteraction,
} from './world/sign-interaction.js';
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
