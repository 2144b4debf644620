import type { Timers } from '@slashkit/api';
import { ChannelSight } from './channel-sight.js';
import { DeadlineWatcher } from './deadline-watcher.js';
import { type EventStreamLimits, type EventStreamSource, EventStreams } from './event-streams.js';
import { GatewaySockets } from './gateway-sockets.js';
import { IdTokenSigner } from './id-token-signer.js';
import { InteractionWaiters } from './interaction-waiters.js';
import { SigningKeys } from './signing-keys.js';
import { WebhookEventDeliveries } from './webhook-event-deliveries.js';

/**
 * What a running emulator holds that is not state and never goes into a snapshot: sockets, timers,
 * waiters, a signing key made at run time. One per emulator, kept across resets and loaded snapshots.
 */
export interface EmulatorRuntime {
  /** Wakes deliveries when the emulator clock reaches an interaction's deadline. */
  readonly deadlines: DeadlineWatcher;
  /** The deliveries waiting for an interaction's first response. */
  readonly waiters: InteractionWaiters;
  /** The gateway's WebSocket server and connections. */
  readonly gateway: GatewaySockets;
  /** Signs ID tokens with a key made on first use. */
  readonly idTokens: IdTokenSigner;
  /** The apps' interaction signing keys, imported once each. */
  readonly signingKeys: SigningKeys;
  /** The web client's open event streams (`GET /_emulator/client/stream`), bounded. */
  readonly eventStreams: EventStreams;
  /** How interactions are POSTed to apps' endpoints. */
  readonly fetch: typeof fetch;
  /** The Webhook Events sent to apps' event webhooks URLs, with their attempts (Webhook Events). */
  readonly webhookEvents: WebhookEventDeliveries;
  /** Which channels each app's bot viewed in each guild, for THREAD_LIST_SYNC when it gains some. */
  readonly channelSight: ChannelSight;
}

/** What the runtime's event streams follow, and how far. */
export interface EventStreamSettings {
  /** Checked limits, defaults applied. */
  limits: Required<EventStreamLimits>;
  /** The emulator the streams follow (its bus, activity log and world for redaction). */
  source: () => EventStreamSource;
}

/** The runtime of a new emulator, on its clock and timers. */
export function createEmulatorRuntime(
  now: () => number,
  timers: Timers,
  streams: EventStreamSettings,
): EmulatorRuntime {
  return {
    deadlines: new DeadlineWatcher(now, timers),
    waiters: new InteractionWaiters(),
    gateway: new GatewaySockets(),
    idTokens: new IdTokenSigner(),
    signingKeys: new SigningKeys(),
    eventStreams: new EventStreams(streams.source, streams.limits),
    fetch: (input, init) => fetch(input, init),
    webhookEvents: new WebhookEventDeliveries(),
    channelSight: new ChannelSight(),
  };
}
