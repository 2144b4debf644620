import {
  type APIGuildScheduledEvent,
  type APIGuildScheduledEventUser,
  Endpoints,
  type RESTPatchAPIGuildScheduledEventJSONBody,
  type RESTPostAPIGuildScheduledEventJSONBody,
  type Snowflake,
} from '@slashkit/api';
import type { AuditLogOptions } from '../call-options.js';
import type { RESTCore } from '../client/rest-core.js';
import type {
  GetScheduledEventsOptions,
  GetScheduledEventUsersOptions,
} from '../scheduled-event-call-options.js';

/**
 * The scheduled events of a guild (`rest.scheduledEvents`, Bot token): listed and read, made with Create
 * Events (stage, voice or external; at most 100 not yet ended), edited, started, ended or canceled by their
 * creator or with Manage Events, deleted, and the users interested in one; `reason` for the audit log.
 * @example
 * const event = await rest.scheduledEvents.createGuildScheduledEvent(guildId, {
 *   name: 'Launch party', privacy_level: 2, entity_type: 3,
 *   entity_metadata: { location: 'The park' },
 *   scheduled_start_time: '2030-01-01T18:00:00Z', scheduled_end_time: '2030-01-01T20:00:00Z',
 * });
 * await rest.scheduledEvents.editGuildScheduledEvent(guildId, event.id, { status: 2 });
 * @see {@link https://discord.com/developers/docs/resources/guild-scheduled-event | Guild Scheduled Event}
 */
export class ScheduledEventsAPI {
  readonly #core: RESTCore;

  /** @internal Built by `REST` over its request core. */
  constructor(core: RESTCore) {
    this.#core = core;
  }

  /**
   * A guild's scheduled events (`GET /guilds/{guild.id}/scheduled-events`), each with `user_count` when
   * `withUserCount`.
   * @example
   * const events = await rest.scheduledEvents.getGuildScheduledEvents(guildId, { withUserCount: true });
   * @see {@link https://discord.com/developers/docs/resources/guild-scheduled-event#list-scheduled-events-for-guild | List Scheduled Events for Guild}
   */
  getGuildScheduledEvents(
    guildId: Snowflake,
    options: GetScheduledEventsOptions = {},
  ): Promise<APIGuildScheduledEvent[]> {
    const { withUserCount, ...call } = options;
    return this.#core.send(Endpoints.listGuildScheduledEvents, { guildId }, undefined, {
      ...call,
      ...(withUserCount ? { query: { with_user_count: true } } : {}),
    });
  }

  /**
   * One scheduled event (`GET /guilds/{guild.id}/scheduled-events/{event.id}`); 404/10070 for an id that
   * is not the guild's.
   * @example
   * const event = await rest.scheduledEvents.getGuildScheduledEvent(guildId, eventId);
   * @see {@link https://discord.com/developers/docs/resources/guild-scheduled-event#get-guild-scheduled-event | Get Guild Scheduled Event}
   */
  getGuildScheduledEvent(
    guildId: Snowflake,
    eventId: Snowflake,
    options: GetScheduledEventsOptions = {},
  ): Promise<APIGuildScheduledEvent> {
    const { withUserCount, ...call } = options;
    return this.#core.send(
      Endpoints.getGuildScheduledEvent,
      { guildId, guildScheduledEventId: eventId },
      undefined,
      {
        ...call,
        ...(withUserCount ? { query: { with_user_count: true } } : {}),
      },
    );
  }

  /**
   * Makes a scheduled event (`POST /guilds/{guild.id}/scheduled-events`; Create Events): in a stage or voice
   * channel (`channel_id`), or external (`entity_metadata.location` and `scheduled_end_time`). Refused with
   * 30038 when the guild holds 100 events not yet ended; never replayed after an ambiguous failure.
   * @example
   * await rest.scheduledEvents.createGuildScheduledEvent(guildId, { name: 'Town hall', privacy_level: 2, entity_type: 2, channel_id: voiceId, scheduled_start_time: start }, { reason: 'monthly' });
   * @see {@link https://discord.com/developers/docs/resources/guild-scheduled-event#create-guild-scheduled-event | Create Guild Scheduled Event}
   */
  createGuildScheduledEvent(
    guildId: Snowflake,
    body: RESTPostAPIGuildScheduledEventJSONBody,
    options?: AuditLogOptions,
  ): Promise<APIGuildScheduledEvent> {
    return this.#core.send(Endpoints.createGuildScheduledEvent, { guildId }, body, options);
  }

  /**
   * Edits a scheduled event (`PATCH /guilds/{guild.id}/scheduled-events/{event.id}`; its creator, or Manage
   * Events): `status` 2 starts it, 3 ends an active one, 4 cancels a scheduled one (400/180000 once it is
   * over).
   * @example
   * await rest.scheduledEvents.editGuildScheduledEvent(guildId, eventId, { status: 2 });
   * @see {@link https://discord.com/developers/docs/resources/guild-scheduled-event#modify-guild-scheduled-event | Modify Guild Scheduled Event}
   */
  editGuildScheduledEvent(
    guildId: Snowflake,
    eventId: Snowflake,
    body: RESTPatchAPIGuildScheduledEventJSONBody,
    options?: AuditLogOptions,
  ): Promise<APIGuildScheduledEvent> {
    return this.#core.send(
      Endpoints.updateGuildScheduledEvent,
      { guildId, guildScheduledEventId: eventId },
      body,
      options,
    );
  }

  /**
   * Deletes a scheduled event (`DELETE /guilds/{guild.id}/scheduled-events/{event.id}`; its creator, or
   * Manage Events).
   * @example
   * await rest.scheduledEvents.deleteGuildScheduledEvent(guildId, eventId, { reason: 'called off' });
   * @see {@link https://discord.com/developers/docs/resources/guild-scheduled-event#delete-guild-scheduled-event | Delete Guild Scheduled Event}
   */
  deleteGuildScheduledEvent(
    guildId: Snowflake,
    eventId: Snowflake,
    options?: AuditLogOptions,
  ): Promise<void> {
    return this.#core.send(
      Endpoints.deleteGuildScheduledEvent,
      { guildId, guildScheduledEventId: eventId },
      undefined,
      options,
    );
  }

  /**
   * A page of the users interested in a scheduled event, by user id
   * (`GET /guilds/{guild.id}/scheduled-events/{event.id}/users`): `limit` 1-100, `before` or `after`, each
   * with its `member` when `withMember`.
   * @example
   * const users = await rest.scheduledEvents.getGuildScheduledEventUsers(guildId, eventId, { withMember: true });
   * @see {@link https://discord.com/developers/docs/resources/guild-scheduled-event#get-guild-scheduled-event-users | Get Guild Scheduled Event Users}
   */
  getGuildScheduledEventUsers(
    guildId: Snowflake,
    eventId: Snowflake,
    options: GetScheduledEventUsersOptions = {},
  ): Promise<APIGuildScheduledEventUser[]> {
    const { limit, withMember, before, after, ...call } = options;
    return this.#core.send(
      Endpoints.listGuildScheduledEventUsers,
      { guildId, guildScheduledEventId: eventId },
      undefined,
      {
        ...call,
        query: { limit, before, after, ...(withMember ? { with_member: true } : {}) },
      },
    );
  }
}
