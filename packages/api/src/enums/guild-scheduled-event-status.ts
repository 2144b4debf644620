/**
 * Where a scheduled event stands: SCHEDULED (1), ACTIVE (2), COMPLETED (3), CANCELED (4). It moves
 * SCHEDULED to ACTIVE to COMPLETED, or SCHEDULED to CANCELED; the last two are final.
 * @see {@link https://discord.com/developers/docs/resources/guild-scheduled-event#guild-scheduled-event-object-guild-scheduled-event-status | Event status}
 */
export const GuildScheduledEventStatus = {
  Scheduled: 1,
  Active: 2,
  Completed: 3,
  Canceled: 4,
} as const;

/** A scheduled event status value. */
export type GuildScheduledEventStatus =
  (typeof GuildScheduledEventStatus)[keyof typeof GuildScheduledEventStatus];
