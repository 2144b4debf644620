import { worldToSeed } from '../../world/world-to-seed.js';
import type { EmulatorState } from '../emulator-state.js';
import { type EmulatorSnapshot, snapshotFormat, snapshotVersion } from './emulator-snapshot.js';

/**
 * The whole state as a snapshot: plain JSON sharing nothing with the state (what `JSON.stringify` keeps:
 * fields left undefined are left out, an infinite rate limit is `null`). Exporting, importing and
 * exporting again gives the same snapshot.
 * @example
 * writeFileSync('state.json', JSON.stringify(exportState(emulator.context.state)));
 */
export function exportState(state: EmulatorState): EmulatorSnapshot {
  const snapshot: EmulatorSnapshot = {
    format: snapshotFormat,
    version: snapshotVersion,
    clock: { offsetMs: state.clock.offsetMs },
    ids: { last: state.ids.last },
    world: worldToSeed(state.world),
    commands: state.commands.snapshot(),
    permissions: state.permissions.snapshot(),
    installs: state.installs.snapshot(),
    tokens: state.tokens.snapshot(),
    grants: state.grants.snapshot(),
    consents: state.consents.snapshot(),
    interactions: state.interactions.snapshot(),
    messages: state.messages.snapshot(),
    modals: state.modals.snapshot(),
    dmChannels: state.dmChannels.snapshot(),
    attachments: state.attachments.snapshot(),
    webhooks: state.webhooks.snapshot(),
    gateway: state.gateway.snapshot(),
    rateLimits: state.limits.snapshot(),
    events: state.events.snapshot(),
  };
  // The JSON form itself, so what a caller holds is exactly what a file or a response would hold.
  return JSON.parse(JSON.stringify(snapshot)) as EmulatorSnapshot;
}
