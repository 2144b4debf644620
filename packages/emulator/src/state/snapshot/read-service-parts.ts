import { GatewayOpcodes, isGatewayShard, type JsonObject, ownValue, shownValue } from '@slashkit/api';
import { checkGatewaySettings, defaultGatewaySettings, type GatewaySettings } from '../gateway-settings.js';
import type { SnapshotReader } from './snapshot-reader.js';
import type { WorldRefs } from './world-refs.js';

/** Checks `clock` (`{ offsetMs }`) and `ids` (`{ last }`, a snowflake or null). */
export function readCounters(reader: SnapshotReader, clockValue: unknown, idsValue: unknown): void {
  const clock = reader.object(clockValue, 'clock');
  if (clock) {
    reader.knownKeys(clock, 'clock', ['offsetMs']);
    reader.number(clock, 'offsetMs', 'clock');
  }
  const ids = reader.object(idsValue, 'ids');
  if (ids) {
    reader.knownKeys(ids, 'ids', ['last']);
    reader.snowflake(ids, 'last', 'ids', true);
  }
}

/** Checks `gateway`: its settings, its sessions (shard, sequence, kept dispatches) and identify budgets. */
export function readGateway(reader: SnapshotReader, value: unknown, refs: WorldRefs): void {
  const at = 'gateway';
  const gateway = reader.object(value, at);
  if (!gateway) return;
  reader.knownKeys(gateway, at, ['settings', 'sessions', 'identifies']);
  const settings = reader.objectAt(gateway, 'settings', at);
  if (settings) {
    const known = Object.keys(defaultGatewaySettings);
    reader.knownKeys(settings, `${at}.settings`, known);
    const problem = checkGatewaySettings(
      Object.fromEntries(known.map((key) => [key, ownValue(settings, key)])) as unknown as GatewaySettings,
      `${at}.settings`,
    );
    if (problem) reader.problems.push(problem);
  }
  const ids = new Set<unknown>();
  for (const [session, path] of reader.objectsAt(gateway, 'sessions', at)) {
    reader.string(session, 'id', path);
    if (ids.has(ownValue(session, 'id'))) reader.problem(`${path}.id`, 'this session comes twice');
    ids.add(ownValue(session, 'id'));
    reader.reference(session, 'applicationId', path, refs.applications, 'application');
    if (!isGatewayShard(ownValue(session, 'shard')))
      reader.problem(`${path}.shard`, 'expected [shard_id, num_shards] with 0 <= shard_id < num_shards');
    reader.number(session, 'intents', path, { integer: true, min: 0 });
    reader.number(session, 'createdAt', path);
    reader.number(session, 'seq', path, { integer: true, min: 0 });
    reader.number(session, 'resumes', path, { integer: true, min: 0 });
    reader.number(session, 'disconnectedAt', path, { nullable: true });
    reader.number(session, 'capacity', path, { integer: true, min: 1 });
    reader.json(session, 'frames', path, { kind: 'any' });
    for (const [frame, framePath] of reader.objectsAt(session, 'frames', path)) {
      reader.oneOf(frame, 'op', framePath, [GatewayOpcodes.Dispatch]);
      reader.string(frame, 't', framePath);
      reader.number(frame, 's', framePath, { integer: true, min: 1 });
    }
  }
  const identifies = reader.objectAt(gateway, 'identifies', at);
  if (!identifies) return;
  const iat = `${at}.identifies`;
  reader.knownKeys(identifies, iat, ['starts', 'last']);
  for (const [start, path] of reader.objectsAt(identifies, 'starts', iat)) {
    reader.string(start, 'applicationId', path);
    reader.list(start, 'times', path, (t) => Number.isFinite(t), 'an emulator time in epoch ms');
  }
  for (const [last, path] of reader.objectsAt(identifies, 'last', iat)) {
    reader.string(last, 'key', path);
    reader.number(last, 'at', path);
  }
}

/** Checks `rateLimits`: the profile (a `null` limit is no limit) and the open windows. */
export function readRateLimits(reader: SnapshotReader, value: unknown): void {
  const at = 'rateLimits';
  const limits = reader.object(value, at);
  if (!limits) return;
  reader.knownKeys(limits, at, ['profile', 'windows']);
  const profile = reader.objectAt(limits, 'profile', at);
  if (profile) {
    const pat = `${at}.profile`;
    reader.knownKeys(profile, pat, ['name', 'enabled', 'read', 'write', 'global', 'invalidRequests']);
    reader.oneOf(profile, 'name', pat, ['on', 'off', 'strict']);
    reader.boolean(profile, 'enabled', pat);
    for (const key of ['read', 'write', 'global', 'invalidRequests']) {
      if (key === 'invalidRequests' && ownValue(profile, key) === undefined) continue;
      const window = reader.objectAt(profile, key, pat);
      if (window) readWindow(reader, window, `${pat}.${key}`);
    }
  }
  for (const [window, path] of reader.objectsAt(limits, 'windows', at)) {
    reader.string(window, 'key', path);
    reader.number(window, 'count', path, { integer: true, min: 0 });
    reader.number(window, 'resetAt', path);
  }
}

function readWindow(reader: SnapshotReader, window: JsonObject, at: string): void {
  reader.knownKeys(window, at, ['limit', 'windowMs']);
  reader.number(window, 'limit', at, { integer: true, min: 0, nullable: true });
  reader.number(window, 'windowMs', at, { min: 1 });
}

/** Checks `events`: the last sequence number and the kept events, numbered up to it. */
export function readEvents(reader: SnapshotReader, value: unknown): void {
  const at = 'events';
  const events = reader.object(value, at);
  if (!events) return;
  reader.knownKeys(events, at, ['seq', 'events']);
  reader.number(events, 'seq', at, { integer: true, min: 0 });
  const seq = ownValue(events, 'seq');
  reader.json(events, 'events', at, { kind: 'any' });
  for (const [event, path] of reader.objectsAt(events, 'events', at)) {
    reader.number(event, 'seq', path, { integer: true, min: 1 });
    if (
      typeof seq === 'number' &&
      typeof ownValue(event, 'seq') === 'number' &&
      (ownValue(event, 'seq') as number) > seq
    )
      reader.problem(`${path}.seq`, `above the log's last sequence number ${seq}`);
    reader.string(event, 'type', path);
    reader.number(event, 'time', path);
    reader.string(event, 'applicationId', path, true);
    reader.string(event, 'guildId', path, true);
    if (ownValue(event, 'channelId') !== undefined) reader.snowflake(event, 'channelId', path);
    const permissions = ownValue(event, 'permissions');
    if (permissions !== undefined && (typeof permissions !== 'string' || !/^\d{1,20}$/.test(permissions)))
      reader.problem(
        `${path}.permissions`,
        `expected a decimal permission bit set, got ${shownValue(permissions)}`,
      );
    if (ownValue(event, 'data') === undefined) reader.problem(`${path}.data`, 'missing');
  }
}
