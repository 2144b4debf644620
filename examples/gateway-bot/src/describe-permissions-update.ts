import type { APIGuildApplicationCommandPermissions } from '@slashkit/api';

const kinds: Record<number, string> = { 1: 'role', 2: 'user', 3: 'channel' };

/**
 * One log line for an APPLICATION_COMMAND_PERMISSIONS_UPDATE, with command names instead of ids:
 * `permissions of /lockdown in guild 1250000000000000100: role 1250000000000000303 allowed`.
 */
export function describePermissionsUpdate(
  update: APIGuildApplicationCommandPermissions,
  commandNames: ReadonlyMap<string, string>,
): string {
  // An entry whose id is the application's own id holds the overwrites for all of its commands.
  const target =
    update.id === update.application_id ? 'every command' : `/${commandNames.get(update.id) ?? update.id}`;
  const overwrites = update.permissions
    .map((p) => `${kinds[p.type] ?? `type ${p.type}`} ${p.id} ${p.permission ? 'allowed' : 'denied'}`)
    .join(', ');
  return `permissions of ${target} in guild ${update.guild_id}: ${overwrites || 'back to the defaults'}`;
}
