import { RESTJSONErrorCodes } from '@slashkit/api';
import { jsonResponse } from '../http/json-response.js';
import type { UserChannel, UserChannelRefusal } from './user-channel.js';

/** The admin API's answer to a refused user action: `{ code: 0, message, reason }` with the refusal's status. */
export function userRefusalResponse(refusal: UserChannelRefusal): Response {
  return jsonResponse(refusal.status, {
    code: RESTJSONErrorCodes.GeneralError,
    message: refusal.message,
    reason: refusal.reason,
  });
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
