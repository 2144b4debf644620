/**
 * The limits of the routes that manage a guild: its audit log, roles, members, bans, channels and invites.
 * @see {@link https://discord.com/developers/docs/resources/guild | Guild resource}
 */
export const GuildLimits = {
  /** `X-Audit-Log-Reason`: 1-512 characters (URL-encoded UTF-8 on the wire). */
  auditLogReasonMaxLength: 512,
  /** Entries per page of `GET /guilds/{id}/audit-logs`: 1-100, default 50. */
  auditLogPageDefault: 50,
  auditLogPageMax: 100,
} as const;
