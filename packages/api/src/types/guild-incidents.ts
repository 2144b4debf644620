/**
 * A guild's incident actions: until when invites and DMs are paused (null: not paused).
 * @see {@link https://discord.com/developers/docs/resources/guild#incidents-data-object | Incidents Data object}
 */
export interface APIGuildIncidentsData {
  /** ISO 8601, or null. */
  invites_disabled_until: string | null;
  /** ISO 8601, or null. */
  dms_disabled_until: string | null;
}

/**
 * The body of `PUT /guilds/{id}/incident-actions` (Modify Guild Incident Actions): each at most 24 hours
 * ahead; null (or absent) ends the pause.
 * @see {@link https://discord.com/developers/docs/resources/guild#modify-guild-incident-actions | Modify Guild Incident Actions}
 */
export interface RESTPutAPIGuildIncidentActionsJSONBody {
  invites_disabled_until?: string | null;
  dms_disabled_until?: string | null;
}
