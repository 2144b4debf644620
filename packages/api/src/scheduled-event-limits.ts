/**
 * The limits of guild scheduled events: their fields, how many a guild holds, and the interested users page.
 * @see {@link https://discord.com/developers/docs/resources/guild-scheduled-event | Guild Scheduled Event}
 */
export const ScheduledEventLimits = {
  /** A name: 1-100 characters. */
  nameMaxLength: 100,
  /** A description: 1-1000 characters. */
  descriptionMaxLength: 1000,
  /** An external event's `entity_metadata.location`: 1-100 characters. */
  locationMaxLength: 100,
  /** Events SCHEDULED or ACTIVE at once in a guild (JSON code 30038 beyond). */
  uncompletedPerGuild: 100,
  /** The interested users page: `limit` 1-100, 100 by default. */
  usersPageMax: 100,
  /** A cover image: data of at most 10 MiB. */
  imageMaxBytes: 10 * 1024 * 1024,
} as const;
