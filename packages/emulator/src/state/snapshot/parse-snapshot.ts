import { isJsonObject, type JsonObject, ownValue, shownValue } from '@slashkit/api';
import { parseWorldSeed } from '../../world/parse-world-seed.js';
import { WorldSeedError } from '../../world/world-seed-error.js';
import { type EmulatorSnapshot, snapshotFormat, snapshotVersion } from './emulator-snapshot.js';
import { readAuditLog } from './read-audit-log.js';
import { readAutoModerationRules } from './read-auto-moderation-rules.js';
import { readBans } from './read-bans.js';
import { readCommands, readInstalls, readPermissions } from './read-command-parts.js';
import { readEmojis } from './read-emojis.js';
import { readGuildProfiles } from './read-guild-profiles.js';
import { readGuildScreens } from './read-guild-screens.js';
import { readGuildTemplates } from './read-guild-templates.js';
import {
  readAttachments,
  readDmChannels,
  readInteractions,
  readMessages,
  readModals,
} from './read-interaction-parts.js';
import { readInvites } from './read-invites.js';
import { messageIds, readPins, readPolls, readReactions } from './read-message-parts.js';
import { readEntitlements, readSubscriptions } from './read-monetization.js';
import { readConsents, readGrants, readTokens } from './read-oauth-parts.js';
import { readRoleConnections } from './read-role-connections.js';
import { readScheduledEvents } from './read-scheduled-events.js';
import { readCounters, readEvents, readGateway, readRateLimits } from './read-service-parts.js';
import { readSoundboardSounds } from './read-soundboard-sounds.js';
import { readStageInstances } from './read-stage-instances.js';
import { readStickers } from './read-stickers.js';
import { readVoiceStates } from './read-voice-states.js';
import { readWebhooks } from './read-webhooks.js';
import { SnapshotReader } from './snapshot-reader.js';
import { StateSnapshotError } from './state-snapshot-error.js';
import { type WorldRefs, worldRefs } from './world-refs.js';

/** The parts of a snapshot, in the order they are written. */
const parts = [
  'format',
  'version',
  'clock',
  'ids',
  'world',
  'commands',
  'permissions',
  'installs',
  'tokens',
  'grants',
  'consents',
  'interactions',
  'messages',
  'reactions',
  'pins',
  'polls',
  'modals',
  'dmChannels',
  'attachments',
  'webhooks',
  'auditLog',
  'bans',
  'entitlements',
  'subscriptions',
  'invites',
  'gateway',
  'rateLimits',
  'events',
  'emojis',
  'stickers',
  'autoModerationRules',
  'guildProfiles',
  'scheduledEvents',
  'voiceStates',
  'guildScreens',
  'guildTemplates',
  'stageInstances',
  'soundboardSounds',
  'roleConnections',
] as const satisfies readonly (keyof EmulatorSnapshot)[];

/**
 * Parts added after version 1 was first written: a snapshot without one (written by an earlier emulator)
 * holds none of it (an empty list), so older snapshots still load.
 */
const laterParts = [
  'reactions',
  'pins',
  'polls',
  'emojis',
  'stickers',
  'bans',
  'entitlements',
  'subscriptions',
  'invites',
  'autoModerationRules',
  'guildProfiles',
  'scheduledEvents',
  'voiceStates',
  'guildScreens',
  'guildTemplates',
  'stageInstances',
  'soundboardSounds',
  'roleConnections',
] as const satisfies readonly (keyof EmulatorSnapshot)[];

/**
 * Checks that `value` is a snapshot this emulator can load: its format and version, a valid world (as a
 * world file is checked), and every store's entries, with what they point at (applications, guilds, users,
 * interactions) in the snapshot's own world. Returns it typed, or throws a {@link StateSnapshotError}
 * listing every problem with its JSON path.
 * @param source names the snapshot in the error message (e.g. the file path).
 */
export function parseSnapshot(value: unknown, source = 'snapshot'): EmulatorSnapshot {
  if (!isJsonObject(value))
    throw new StateSnapshotError(source, [
      `(root): expected an object { "format": "${snapshotFormat}", "version": ${snapshotVersion}, … } as GET /_emulator/state answers, got ${shownValue(value)}`,
    ]);
  const format = ownValue(value, 'format');
  const version = ownValue(value, 'version');
  if (format !== snapshotFormat)
    throw new StateSnapshotError(source, [
      `format: expected "${snapshotFormat}", got ${shownValue(format)}; is this a snapshot from GET /_emulator/state?`,
    ]);
  if (version !== snapshotVersion)
    throw new StateSnapshotError(source, [
      typeof version === 'number' && version > snapshotVersion
        ? `version: ${version} was written by a newer emulator; this one reads version ${snapshotVersion} (upgrade @slashkit/emulator)`
        : `version: expected ${snapshotVersion}, got ${shownValue(version)}`,
    ]);
  const reader = new SnapshotReader();
  for (const key of Object.keys(value))
    if (!(parts as readonly string[]).includes(key))
      reader.problem(key, `unknown part; known: ${parts.join(', ')}`);
  for (const key of parts)
    if (ownValue(value, key) === undefined && !(laterParts as readonly string[]).includes(key))
      reader.problem(key, 'missing');
  // Without every part there is nothing to check against: say what is missing first.
  if (reader.problems.length > 0)
    throw new StateSnapshotError(source, reader.problems.reported, reader.problems.omitted);
  const refs = readWorld(reader, ownValue(value, 'world'));
  readCounters(reader, ownValue(value, 'clock'), ownValue(value, 'ids'));
  readCommands(reader, ownValue(value, 'commands'), refs);
  readPermissions(reader, ownValue(value, 'permissions'), refs);
  readInstalls(reader, ownValue(value, 'installs'), refs);
  readTokens(reader, ownValue(value, 'tokens'), refs);
  readGrants(reader, ownValue(value, 'grants'), refs);
  readConsents(reader, ownValue(value, 'consents'), refs);
  const interactions = readInteractions(reader, ownValue(value, 'interactions'), refs);
  readMessages(reader, ownValue(value, 'messages'), interactions, {
    channels: channelsOf(refs, ownValue(value, 'dmChannels')),
    files: idsOf(ownValue(value, 'attachments'), 'id'),
  });
  const messages = messageIds(ownValue(value, 'messages'));
  readReactions(reader, ownValue(value, 'reactions') ?? [], messages);
  readPins(reader, ownValue(value, 'pins') ?? [], messages);
  readPolls(reader, ownValue(value, 'polls') ?? [], messages);
  readModals(reader, ownValue(value, 'modals'), refs);
  readDmChannels(reader, ownValue(value, 'dmChannels'), refs);
  readAttachments(reader, ownValue(value, 'attachments'));
  readWebhooks(reader, ownValue(value, 'webhooks'), refs);
  readAuditLog(reader, ownValue(value, 'auditLog'), refs);
  readBans(reader, ownValue(value, 'bans') ?? [], refs);
  readInvites(reader, ownValue(value, 'invites') ?? [], refs);
  readGateway(reader, ownValue(value, 'gateway'), refs);
  readRateLimits(reader, ownValue(value, 'rateLimits'));
  readEvents(reader, ownValue(value, 'events'));
  readEmojis(reader, ownValue(value, 'emojis') ?? [], refs);
  readStickers(reader, ownValue(value, 'stickers') ?? [], refs);
  readEntitlements(reader, ownValue(value, 'entitlements') ?? [], refs);
  readSubscriptions(reader, ownValue(value, 'subscriptions') ?? [], refs);
  readAutoModerationRules(reader, ownValue(value, 'autoModerationRules') ?? [], refs);
  readGuildProfiles(reader, ownValue(value, 'guildProfiles') ?? [], refs);
  readScheduledEvents(reader, ownValue(value, 'scheduledEvents') ?? [], refs);
  readVoiceStates(reader, ownValue(value, 'voiceStates') ?? [], refs);
  readGuildScreens(reader, ownValue(value, 'guildScreens') ?? [], refs);
  readGuildTemplates(reader, ownValue(value, 'guildTemplates') ?? [], refs);
  readStageInstances(reader, ownValue(value, 'stageInstances') ?? [], refs);
  readSoundboardSounds(reader, ownValue(value, 'soundboardSounds') ?? [], refs);
  readRoleConnections(reader, ownValue(value, 'roleConnections') ?? [], refs);
  if (reader.problems.length > 0)
    throw new StateSnapshotError(source, reader.problems.reported, reader.problems.omitted);
  const snapshot = { ...value } as unknown as EmulatorSnapshot;
  for (const key of laterParts) if (ownValue(value, key) === undefined) snapshot[key] = [];
  return snapshot;
}

/** Checks the world as a world file; its ids (as far as they can be read) for the other parts' checks. */
function readWorld(reader: SnapshotReader, world: unknown): WorldRefs {
  try {
    return worldRefs(parseWorldSeed(world, 'world'));
  } catch (error) {
    if (!(error instanceof WorldSeedError)) throw error;
    for (const problem of error.problems)
      reader.problems.push(problem.startsWith('(root)') ? `world${problem.slice(6)}` : `world.${problem}`);
    reader.problems.omit(error.omitted);
  }
  // The ids that can be read, so the other parts' checks do not repeat the world's problems.
  const ids = (key: string): Set<string> => {
    const list = isJsonObject(world) ? ownValue(world, key) : undefined;
    const found = new Set<string>();
    if (Array.isArray(list))
      for (const item of list)
        if (isJsonObject(item) && typeof ownValue(item, 'id') === 'string')
          found.add(ownValue(item, 'id') as string);
    return found;
  };
  const channels = new Map<string, string>();
  const guilds = isJsonObject(world) ? ownValue(world, 'guilds') : undefined;
  if (Array.isArray(guilds))
    for (const guild of guilds) {
      const list = isJsonObject(guild) ? ownValue(guild, 'channels') : undefined;
      if (typeof ownValue(guild as JsonObject, 'id') !== 'string' || !Array.isArray(list)) continue;
      for (const channel of list)
        if (isJsonObject(channel) && typeof ownValue(channel, 'id') === 'string')
          channels.set(ownValue(channel, 'id') as string, ownValue(guild as JsonObject, 'id') as string);
    }
  return { applications: ids('applications'), guilds: ids('guilds'), users: ids('users'), channels };
}

/** The guild channels of the world and the DM channels of the snapshot (null: no guild). */
function channelsOf(refs: WorldRefs, dmChannels: unknown): Map<string, string | null> {
  const channels = new Map<string, string | null>(refs.channels);
  for (const id of idsOf(dmChannels, 'channelId')) if (!channels.has(id)) channels.set(id, null);
  return channels;
}

/** The string `key` of each object of a part (as far as it can be read), which other parts point at. */
function idsOf(part: unknown, key: string): Set<string> {
  const ids = new Set<string>();
  if (Array.isArray(part))
    for (const item of part)
      if (isJsonObject(item) && typeof ownValue(item, key) === 'string')
        ids.add(ownValue(item, key) as string);
  return ids;
}
