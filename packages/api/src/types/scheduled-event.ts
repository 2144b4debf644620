import type { GuildScheduledEventEntityType } from '../enums/guild-scheduled-event-entity-type.js';
import type { GuildScheduledEventPrivacyLevel } from '../enums/guild-scheduled-event-privacy-level.js';
import type { GuildScheduledEventStatus } from '../enums/guild-scheduled-event-status.js';
import type { RecurrenceRuleFrequency } from '../enums/recurrence-rule-frequency.js';
import type { Snowflake } from '../snowflake.js';
import type { APIGuildMember } from './guild.js';
import type { APIUser } from './resolved-objects.js';

/**
 * A day of a month's week a recurring event comes back on: the week (1-5) and the weekday (0 Monday - 6
 * Sunday).
 * @see {@link https://discord.com/developers/docs/resources/guild-scheduled-event#guild-scheduled-event-recurrence-rule-object-guild-scheduled-event-recurrence-rule-nweekday-structure | N_Weekday structure}
 */
export interface APIRecurrenceRuleNWeekday {
  n: number;
  day: number;
}

/**
 * How a scheduled event recurs (a subset of iCalendar's rules); `end`, `count` and `by_year_day` are the
 * service's alone.
 * @see {@link https://discord.com/developers/docs/resources/guild-scheduled-event#guild-scheduled-event-recurrence-rule-object | Recurrence rule object}
 */
export interface APIRecurrenceRule {
  start: string;
  end: string | null;
  frequency: RecurrenceRuleFrequency;
  interval: number;
  by_weekday: number[] | null;
  by_n_weekday: APIRecurrenceRuleNWeekday[] | null;
  by_month: number[] | null;
  by_month_day: number[] | null;
  by_year_day: number[] | null;
  count: number | null;
}

/** A recurrence rule as a body sends it: what the service computes left out. */
export type RESTRecurrenceRuleBody = Pick<APIRecurrenceRule, 'start' | 'frequency'> &
  Partial<Pick<APIRecurrenceRule, 'interval' | 'by_weekday' | 'by_n_weekday' | 'by_month' | 'by_month_day'>>;

/**
 * What hosts an external event: its `location`.
 * @see {@link https://discord.com/developers/docs/resources/guild-scheduled-event#guild-scheduled-event-object-guild-scheduled-event-entity-metadata | Entity metadata}
 */
export interface APIGuildScheduledEventEntityMetadata {
  location?: string;
}

/**
 * A guild's scheduled event: in a stage or voice channel (`channel_id`) or external (`entity_metadata.location`
 * and `scheduled_end_time`); `creator` and `user_count` where the route includes them.
 * @see {@link https://discord.com/developers/docs/resources/guild-scheduled-event#guild-scheduled-event-object | Guild scheduled event object}
 */
export interface APIGuildScheduledEvent {
  id: Snowflake;
  guild_id: Snowflake;
  channel_id: Snowflake | null;
  creator_id: Snowflake | null;
  name: string;
  description: string | null;
  scheduled_start_time: string;
  scheduled_end_time: string | null;
  privacy_level: GuildScheduledEventPrivacyLevel;
  status: GuildScheduledEventStatus;
  entity_type: GuildScheduledEventEntityType;
  entity_id: Snowflake | null;
  entity_metadata: APIGuildScheduledEventEntityMetadata | null;
  creator?: APIUser;
  user_count?: number;
  image: string | null;
  recurrence_rule: APIRecurrenceRule | null;
  guild_scheduled_event_exceptions: unknown[];
}

/**
 * The body of `POST /guilds/{id}/scheduled-events`.
 * @see {@link https://discord.com/developers/docs/resources/guild-scheduled-event#create-guild-scheduled-event | Create Guild Scheduled Event}
 */
export interface RESTPostAPIGuildScheduledEventJSONBody {
  channel_id?: Snowflake;
  entity_metadata?: APIGuildScheduledEventEntityMetadata;
  name: string;
  privacy_level: GuildScheduledEventPrivacyLevel;
  scheduled_start_time: string;
  scheduled_end_time?: string;
  description?: string;
  entity_type: GuildScheduledEventEntityType;
  /** Image data: a data URI. */
  image?: string;
  recurrence_rule?: RESTRecurrenceRuleBody;
}

/**
 * The body of `PATCH /guilds/{id}/scheduled-events/{event_id}`: every field optional; `status` to start,
 * end or cancel it.
 * @see {@link https://discord.com/developers/docs/resources/guild-scheduled-event#modify-guild-scheduled-event | Modify Guild Scheduled Event}
 */
export interface RESTPatchAPIGuildScheduledEventJSONBody {
  channel_id?: Snowflake | null;
  entity_metadata?: APIGuildScheduledEventEntityMetadata | null;
  name?: string;
  privacy_level?: GuildScheduledEventPrivacyLevel;
  scheduled_start_time?: string;
  scheduled_end_time?: string;
  description?: string | null;
  entity_type?: GuildScheduledEventEntityType;
  status?: GuildScheduledEventStatus;
  image?: string | null;
  recurrence_rule?: RESTRecurrenceRuleBody | null;
}

/** The query of listing or reading scheduled events. */
export interface RESTGetAPIGuildScheduledEventsQuery {
  /** Include each event's `user_count`. */
  with_user_count?: boolean;
}

/** The query of `GET …/scheduled-events/{event_id}/users`. */
export interface RESTGetAPIGuildScheduledEventUsersQuery {
  /** 1-100 (100). */
  limit?: number;
  /** Include each user's `member`. */
  with_member?: boolean;
  /** Users before this id (wins over `after`). */
  before?: Snowflake;
  /** Users after this id. */
  after?: Snowflake;
}

/**
 * A user interested in a scheduled event, with their member when asked (the document's RSVP form: `user_id`
 * and `response` beside the docs' fields).
 * @see {@link https://discord.com/developers/docs/resources/guild-scheduled-event#guild-scheduled-event-user-object | Guild scheduled event user object}
 */
export interface APIGuildScheduledEventUser {
  guild_scheduled_event_id: Snowflake;
  /** The occurrence of a recurring event the answer is for; null: every one. */
  guild_scheduled_event_exception_id: Snowflake | null;
  user_id: Snowflake;
  user: APIUser;
  member?: APIGuildMember;
  /** 1: interested (the one answer a user gives). */
  response: number;
}
