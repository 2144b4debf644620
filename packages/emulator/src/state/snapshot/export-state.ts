import { worldToSeed } from '../../world/world-to-seed.js';
import { type StoredFile, snapshotFile } from '../attachment-store.js';
import type { EmulatorState } from '../emulator-state.js';
import { type EmulatorSnapshot, snapshotFormat, snapshotVersion } from './emulator-snapshot.js';

/**
 * The state at one moment, ready to be written out: every part as plain JSON sharing nothing with the
 * state, except the files, whose bytes (never changed in place) are kept as they are and encoded only when
 * written (`snapshotPieces`), so a large state is never one string.
 */
export type CapturedState = Omit<EmulatorSnapshot, 'attachments'> & { attachments: StoredFile[] };

/** The state as it is now (see {@link CapturedState}); what comes after changes nothing in it. */
export function captureState(state: EmulatorState): CapturedState {
  return {
    format: snapshotFormat,
    version: snapshotVersion,
    clock: { offsetMs: state.clock.offsetMs },
    ids: { last: state.ids.last },
    world: jsonCopy(worldToSeed(state.world)),
    commands: jsonCopy(state.commands.snapshot()),
    permissions: jsonCopy(state.permissions.snapshot()),
    installs: jsonCopy(state.installs.snapshot()),
    tokens: jsonCopy(state.tokens.snapshot()),
    grants: jsonCopy(state.grants.snapshot()),
    consents: jsonCopy(state.consents.snapshot()),
    interactions: jsonCopy(state.interactions.snapshot()),
    messages: jsonCopy(state.messages.snapshot()),
    reactions: jsonCopy(state.reactions.snapshot()),
    pins: jsonCopy(state.pins.snapshot()),
    polls: jsonCopy(state.polls.snapshot()),
    modals: jsonCopy(state.modals.snapshot()),
    dmChannels: jsonCopy(state.dmChannels.snapshot()),
    attachments: state.attachments.files(),
    webhooks: jsonCopy(state.webhooks.snapshot()),
    auditLog: jsonCopy(state.auditLog.snapshot()),
    bans: jsonCopy(state.bans.snapshot()),
    entitlements: jsonCopy(state.entitlements.snapshot()),
    subscriptions: jsonCopy(state.subscriptions.snapshot()),
    invites: jsonCopy(state.invites.snapshot()),
    gateway: jsonCopy(state.gateway.snapshot()),
    rateLimits: jsonCopy(state.limits.snapshot()),
    events: jsonCopy(state.events.snapshot()),
    emojis: jsonCopy(state.emojis.snapshot()),
    stickers: jsonCopy(state.stickers.snapshot()),
    autoModerationRules: jsonCopy(state.autoModerationRules.snapshot()),
    guildProfiles: jsonCopy(state.guildProfiles.snapshot()),
    guildScreens: jsonCopy(state.guildScreens.snapshot()),
    guildTemplates: jsonCopy(state.guildTemplates.snapshot()),
    scheduledEvents: jsonCopy(state.scheduledEvents.snapshot()),
    voiceStates: jsonCopy(state.voiceStates.snapshot()),
    stageInstances: jsonCopy(state.stageInstances.snapshot()),
    soundboardSounds: jsonCopy(state.soundboardSounds.snapshot()),
    roleConnections: jsonCopy(state.roleConnections.snapshot()),
  };
}

/**
 * The whole state as a snapshot: plain JSON sharing nothing with the state (what `JSON.stringify` keeps:
 * fields left undefined are left out, an infinite rate limit is `null`), files in base64. Exporting,
 * importing and exporting again gives the same snapshot.
 * @example
 * await writeStateFile('state.json', exportState(emulator.context.state));
 */
export function exportState(state: EmulatorState): EmulatorSnapshot {
  const captured = captureState(state);
  return { ...captured, attachments: captured.attachments.map(snapshotFile) };
}

/**
 * A part in its JSON form (what a file or a response would hold), an array entry by entry so that no
 * single string holds a whole large part.
 */
function jsonCopy<T>(value: T): T {
  const copy = (item: unknown): unknown => JSON.parse(JSON.stringify(item) ?? 'null');
  return (Array.isArray(value) ? value.map(copy) : copy(value)) as T;
}
