/**
 * What hosts a scheduled event: a stage channel's instance (1), a voice channel (2), or somewhere outside
 * Discord (3, EXTERNAL: a `location` and an end time, no channel).
 * @see {@link https://discord.com/developers/docs/resources/guild-scheduled-event#guild-scheduled-event-object-guild-scheduled-event-entity-types | Entity types}
 */
export const GuildScheduledEventEntityType = {
  StageInstance: 1,
  Voice: 2,
  External: 3,
} as const;

/** A scheduled event entity type value. */
export type GuildScheduledEventEntityType =
  (typeof GuildScheduledEventEntityType)[keyof typeof GuildScheduledEventEntityType];
