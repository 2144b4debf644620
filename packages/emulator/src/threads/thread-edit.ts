import {
  ChannelType,
  FieldErrorCodes,
  PermissionFlags,
  RESTJSONErrorCodes,
  type RESTPatchAPIChannelJSONBody,
} from '@slashkit/api';
import { channelPermissions } from '../access/channel-permissions.js';
import type { RoleHolder } from '../access/role-hierarchy.js';
import { forbidden, invalidForm } from '../http/http-error.js';
import { threadOf } from '../world/thread-facts.js';
import type { EmulatorChannel, EmulatorGuild, EmulatorThread } from '../world/world.js';
import { requireActiveThread } from './thread-membership.js';

// What a thread's owner may change without Manage Threads (in a thread that is not locked).
const ownerFields = ['name', 'archived', 'auto_archive_duration', 'applied_tags'] as const;

/**
 * Whether `actor` may edit the thread without Manage Threads, as the service allows: its owner changing
 * its name, archive state, auto-archive duration or tags, or anyone who may post in it unarchiving it,
 * while it is not locked.
 */
export function mayEditOwnThread(
  guild: EmulatorGuild,
  channel: EmulatorChannel,
  actor: RoleHolder,
  body: RESTPatchAPIChannelJSONBody,
): boolean {
  const thread = threadOf(guild, channel);
  if (thread.locked) return false;
  const keys = Object.keys(body);
  if (thread.ownerId === actor.userId)
    return keys.every((key) => (ownerFields as readonly string[]).includes(key));
  const held = channelPermissions(guild, channel, actor.roles, actor.userId);
  return (
    keys.length === 1 && body.archived === false && (held & PermissionFlags.SendMessagesInThreads) !== 0n
  );
}

/**
 * Checks a thread edit before anything changes: an archived thread takes only its unarchiving (with other
 * changes, 400/50083); `locked` takes Manage Threads (403/50013); `invitable` is a private thread's;
 * `applied_tags` a forum post's, each a tag of its forum (400/50035).
 */
export function checkThreadEdit(
  guild: EmulatorGuild,
  channel: EmulatorChannel,
  actor: RoleHolder,
  body: RESTPatchAPIChannelJSONBody,
): void {
  const thread = threadOf(guild, channel);
  if (thread.archived && body.archived !== false) requireActiveThread(guild, channel, 'editing it');
  const held = channelPermissions(guild, channel, actor.roles, actor.userId);
  if (
    body.locked !== undefined &&
    body.locked !== thread.locked &&
    (held & PermissionFlags.ManageThreads) === 0n
  )
    throw forbidden(
      RESTJSONErrorCodes.MissingPermissions,
      `Missing Permissions: locking or unlocking #${channel.name} needs Manage Threads`,
    );
  if (body.applied_tags !== undefined) {
    const parent = guild.channels.find((c) => c.id === channel.parentId);
    const tags = parent?.availableTags ?? [];
    const problems = body.applied_tags.flatMap((id, index) =>
      tags.some((t) => t.id === id)
        ? []
        : [
            {
              path: ['applied_tags', index],
              code: FieldErrorCodes.InvalidValue,
              message: `Tag ${id} is not a tag of this forum`,
            },
          ],
    );
    if (problems.length > 0) throw invalidForm(problems);
  }
}

/**
 * Applies a checked thread edit: archive state, lock, duration, invitable, tags. `archive_timestamp`
 * moves when the thread is archived or unarchived and when its auto-archive duration changes (the
 * service counts that as activity). Returns whether the edit unarchived it.
 */
export function applyThreadEdit(
  now: number,
  guild: EmulatorGuild,
  channel: EmulatorChannel,
  body: RESTPatchAPIChannelJSONBody,
): boolean {
  const thread = threadOf(guild, channel);
  const unarchived = body.archived === false && thread.archived;
  if (body.archived !== undefined && body.archived !== thread.archived) {
    thread.archived = body.archived;
    thread.archiveTimestamp = new Date(now).toISOString();
  }
  if (body.locked !== undefined) thread.locked = body.locked;
  if (
    body.auto_archive_duration !== undefined &&
    body.auto_archive_duration !== null &&
    body.auto_archive_duration !== thread.autoArchiveDuration
  ) {
    thread.autoArchiveDuration = body.auto_archive_duration as EmulatorThread['autoArchiveDuration'];
    thread.archiveTimestamp = new Date(now).toISOString();
  }
  if (body.invitable !== undefined && channel.type === ChannelType.PrivateThread)
    thread.invitable = body.invitable;
  if (body.applied_tags !== undefined) thread.appliedTags = [...body.applied_tags];
  return unarchived;
}
