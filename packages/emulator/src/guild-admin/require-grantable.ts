import { PermissionFlags, RESTJSONErrorCodes } from '@slashkit/api';
import type { RoleHolder } from '../access/role-hierarchy.js';
import { forbidden } from '../http/http-error.js';
import { memberGuildPermissions } from '../world/guild-permissions.js';
import type { EmulatorGuild } from '../world/world.js';

/**
 * Refuses with 403/50013 when `actor` would give a role or an overwrite permissions they do not hold
 * themselves: a bot grants only what it has (the owner and ADMINISTRATOR holders have everything). `bits`
 * are the permissions being added; `held` what the actor holds where it matters (default: in the guild);
 * `what` names the target for the message.
 * @see {@link https://discord.com/developers/docs/topics/permissions#permission-hierarchy | Permission hierarchy}
 */
export function requireGrantable(
  guild: EmulatorGuild,
  actor: RoleHolder,
  bits: bigint,
  what: string,
  held: bigint = memberGuildPermissions(guild, actor),
): void {
  const missing = bits & ~held;
  if (missing === 0n) return;
  const names = Object.entries(PermissionFlags)
    .filter(([, bit]) => (missing & bit) !== 0n)
    .map(([name]) => name);
  throw forbidden(
    RESTJSONErrorCodes.MissingPermissions,
    `Missing Permissions: cannot give ${what} permissions one does not hold: ${names.join(', ')}`,
  );
}
