import { RESTJSONErrorCodes } from '@slashkit/api';
import { jsonResponse } from '../http/json-response.js';
import { isTimedOut } from '../world/member-timeout.js';
import type { EmulatorMember, EmulatorUser } from '../world/world.js';
import type { UserChannel, UserChannelRefusal } from './user-channel.js';

/** The admin API's answer to a refused user action: `{ code: 0, message, reason }` with the refusal's status. */
export function userRefusalResponse(refusal: UserChannelRefusal): Response {
  return jsonResponse(refusal.status, {
    code: refusal.code ?? RESTJSONErrorCodes.GeneralError,
    message: refusal.message,
    reason: refusal.reason,
  });
}

/**
 * A refusal (403 `TIMED_OUT`, Discord's 50013 Missing Permissions) when the member is timed out at `now`:
 * until it ends they may read but not write, react nor vote. Null otherwise.
 * @see {@link https://discord.com/developers/docs/resources/guild#modify-guild-member | Modify Guild Member}
 */
export function userTimedOut(
  user: EmulatorUser,
  member: EmulatorMember | undefined,
  now: number,
): UserChannelRefusal | null {
  if (!isTimedOut(member, now)) return null;
  return {
    status: 403,
    reason: 'TIMED_OUT',
    code: RESTJSONErrorCodes.MissingPermissions,
    message: `${user.username} is timed out until ${member?.communicationDisabledUntil}: they may read, not write nor react`,
  };
}

/** A refusal (403 `MISSING_PERMISSIONS`) unless the user holds `permission` where they act; `what` names it. */
export function userLacks(place: UserChannel, permission: bigint, what: string): UserChannelRefusal | null {
  if ((place.permissions & permission) !== 0n) return null;
  return {
    status: 403,
    reason: 'MISSING_PERMISSIONS',
    message: `${place.user.username} lacks ${what} here`,
  };
}
