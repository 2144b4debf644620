import { AttachmentStore } from '../attachments/attachment-store.js';
import { CommandStore } from '../commands/command-store.js';
import { EventLog } from '../events/event-log.js';
import { GatewayState } from '../gateway/gateway-state.js';
import { InstallStore } from '../installs/install-store.js';
import { InteractionStore } from '../interactions/delivery/interaction-store.js';
import { DmChannels } from '../interactions/messages/dm-channels.js';
import { MessageStore } from '../interactions/messages/message-store.js';
import { OpenModals } from '../interactions/responses/open-modals.js';
import { AuthorizationCodeStore } from '../oauth/authorization-code-store.js';
import { ConsentTicketStore } from '../oauth/consent-ticket-store.js';
import { TokenStore } from '../oauth/token-store.js';
import { PermissionStore } from '../permissions/permission-store.js';
import { RateLimitEnforcer, type RateLimitSnapshot } from '../rate-limits/rate-limit-enforcer.js';
import type { RateLimitWindow } from '../rate-limits/rate-limit-profile.js';
import { buildWorld } from '../world/build-world.js';
import type { EmulatorState, StateServices } from './emulator-state.js';
import { parseSnapshot } from './parse-snapshot.js';

/**
 * A state built from a snapshot (what `exportState` or `GET /_emulator/state` gave), checked in full
 * first: on any problem a `StateSnapshotError` lists them with their JSON paths, and nothing is built.
 * The result shares nothing with `value`.
 * @param source names the snapshot in error messages (e.g. `file state.json`).
 */
export function importState(value: unknown, services: StateServices, source?: string): EmulatorState {
  const snapshot = parseSnapshot(value, source);
  const world = buildWorld(snapshot.world);
  return {
    world,
    commands: CommandStore.restore(snapshot.commands),
    permissions: PermissionStore.restore(snapshot.permissions),
    installs: InstallStore.restore(snapshot.installs),
    tokens: TokenStore.restore(snapshot.tokens, services.now),
    grants: AuthorizationCodeStore.restore(snapshot.grants, services.now),
    consents: ConsentTicketStore.restore(snapshot.consents, services.now, (id) =>
      world.applications.find((a) => a.id === id),
    ),
    interactions: InteractionStore.restore(snapshot.interactions),
    messages: MessageStore.restore(snapshot.messages, services.messageChanged),
    modals: OpenModals.restore(snapshot.modals),
    dmChannels: DmChannels.restore(snapshot.dmChannels, services.nextId),
    attachments: AttachmentStore.restore(snapshot.attachments),
    gateway: GatewayState.restore(snapshot.gateway),
    limits: RateLimitEnforcer.restore(unlimitedAsInfinity(snapshot.rateLimits), services.now),
    events: EventLog.restore(snapshot.events),
    clock: { offsetMs: snapshot.clock.offsetMs },
    ids: { last: snapshot.ids.last },
  };
}

/** JSON has no infinity: a limit written as `null` is no limit. */
function unlimitedAsInfinity(snapshot: RateLimitSnapshot): RateLimitSnapshot {
  const window = (w: RateLimitWindow): RateLimitWindow => ({
    ...w,
    limit: (w.limit as number | null) === null ? Number.POSITIVE_INFINITY : w.limit,
  });
  const { profile } = snapshot;
  return {
    ...snapshot,
    profile: {
      ...profile,
      read: window(profile.read),
      write: window(profile.write),
      global: window(profile.global),
      ...(profile.invalidRequests ? { invalidRequests: window(profile.invalidRequests) } : {}),
    },
  };
}
