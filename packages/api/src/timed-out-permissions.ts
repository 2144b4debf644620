import { PermissionFlags } from './enums/permission-flags.js';

/**
 * What a timed-out member keeps (Timeout Members, `communication_disabled_until`): they see channels and
 * read their history, and nothing more, until the timeout ends. Owners and ADMINISTRATOR holders are not
 * affected.
 * @see {@link https://discord.com/developers/docs/topics/permissions#permissions-for-timed-out-members | Permissions for timed out members}
 */
export const TimedOutPermissions: bigint = PermissionFlags.ViewChannel | PermissionFlags.ReadMessageHistory;
