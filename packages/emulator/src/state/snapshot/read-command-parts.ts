import { isSnowflake, type JsonObject, ownValue } from '@slashkit/api';
import type { SnapshotReader } from './snapshot-reader.js';
import type { WorldRefs } from './world-refs.js';

/** Checks `commands`: each list's location and commands, each daily counter's location and times. */
export function readCommands(reader: SnapshotReader, value: unknown, refs: WorldRefs): void {
  const at = 'commands';
  const commands = reader.object(value, at);
  if (!commands) return;
  reader.knownKeys(commands, at, ['lists', 'creates']);
  const seen = new Set<string>();
  for (const [list, path] of reader.objectsAt(commands, 'lists', at)) {
    location(reader, list, path, refs, seen);
    reader.objectsAt(list, 'commands', path).forEach(([command, commandPath]) => {
      reader.snowflake(command, 'id', commandPath);
      reader.snowflake(command, 'version', commandPath);
      reader.string(command, 'name', commandPath);
      reader.number(command, 'type', commandPath, { integer: true, min: 1 });
      if (ownValue(command, 'application_id') !== ownValue(list, 'applicationId'))
        reader.problem(`${commandPath}.application_id`, "expected the list's applicationId");
    });
    reader.json(list, 'commands', path, { kind: 'any' });
  }
  const counted = new Set<string>();
  for (const [creates, path] of reader.objectsAt(commands, 'creates', at)) {
    location(reader, creates, path, refs, counted);
    reader.list(creates, 'times', path, (t) => Number.isFinite(t), 'an emulator time in epoch ms');
  }
}

function location(
  reader: SnapshotReader,
  object: JsonObject,
  at: string,
  refs: WorldRefs,
  seen: Set<string>,
): void {
  reader.reference(object, 'applicationId', at, refs.applications, 'application');
  reader.reference(object, 'guildId', at, refs.guilds, 'guild', true);
  const key = `${String(ownValue(object, 'applicationId'))}:${String(ownValue(object, 'guildId'))}`;
  if (seen.has(key)) reader.problem(at, 'this application and guild come twice; merge the two entries');
  seen.add(key);
}

/** Checks `permissions`: each entry's target, application, guild and overwrites. */
export function readPermissions(reader: SnapshotReader, value: unknown, refs: WorldRefs): void {
  reader.array(value, 'permissions').forEach((item, index) => {
    const at = `permissions[${index}]`;
    const entry = reader.object(item, at);
    if (!entry) return;
    reader.snowflake(entry, 'id', at);
    reader.reference(entry, 'application_id', at, refs.applications, 'application');
    reader.reference(entry, 'guild_id', at, refs.guilds, 'guild');
    for (const [overwrite, path] of reader.objectsAt(entry, 'permissions', at)) {
      reader.snowflake(overwrite, 'id', path);
      reader.oneOf(overwrite, 'type', path, [1, 2, 3]);
      reader.boolean(overwrite, 'permission', path);
    }
  });
}

/** Checks `installs`: per application of the world, the user ids that installed it. */
export function readInstalls(reader: SnapshotReader, value: unknown, refs: WorldRefs): void {
  reader.array(value, 'installs').forEach((item, index) => {
    const at = `installs[${index}]`;
    const entry = reader.object(item, at);
    if (!entry) return;
    reader.reference(entry, 'applicationId', at, refs.applications, 'application');
    reader.list(entry, 'userIds', at, isSnowflake, 'a user id');
  });
}
