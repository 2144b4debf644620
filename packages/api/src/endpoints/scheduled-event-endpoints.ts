import { RESTJSONErrorCodes } from '../error-codes.js';
import type {
  APIGuildScheduledEvent,
  APIGuildScheduledEventUser,
  RESTGetAPIGuildScheduledEventsQuery,
  RESTGetAPIGuildScheduledEventUsersQuery,
  RESTPatchAPIGuildScheduledEventJSONBody,
  RESTPostAPIGuildScheduledEventJSONBody,
} from '../types/scheduled-event.js';
import { defineEndpoint } from './define-endpoint.js';

const events = '/guilds/:guildId/scheduled-events';
const event = '/guilds/:guildId/scheduled-events/:guildScheduledEventId';
const perGuild = { auth: ['bot'], major: ['guildId'], global: true } as const;

/**
 * The scheduled events of a guild: listed and read by its members (`with_user_count`), made with Create
 * Events (at most 100 not yet ended), edited and deleted by their creator or with Manage Events (status
 * SCHEDULED → ACTIVE → COMPLETED, or SCHEDULED → CANCELED), and the users interested in one; each write
 * audit-logged and told to the guild's bots (GUILD_SCHEDULED_EVENT_*, intent GUILD_SCHEDULED_EVENTS).
 * @see {@link https://discord.com/developers/docs/resources/guild-scheduled-event | Guild Scheduled Event}
 */
export const ScheduledEventEndpoints = {
  listGuildScheduledEvents: defineEndpoint<{
    result: APIGuildScheduledEvent[];
    query: RESTGetAPIGuildScheduledEventsQuery;
  }>()({
    operationId: 'list_guild_scheduled_events',
    method: 'GET',
    route: events,
    ...perGuild,
    replay: 'always',
    query: ['with_user_count'],
  }),
  createGuildScheduledEvent: defineEndpoint<{
    body: RESTPostAPIGuildScheduledEventJSONBody;
    result: APIGuildScheduledEvent;
  }>()({
    operationId: 'create_guild_scheduled_event',
    method: 'POST',
    route: events,
    ...perGuild,
    // Sent twice, it makes two events.
    replay: 'unsent-only',
    reason: true,
  }),
  getGuildScheduledEvent: defineEndpoint<{
    result: APIGuildScheduledEvent;
    query: RESTGetAPIGuildScheduledEventsQuery;
  }>()({
    operationId: 'get_guild_scheduled_event',
    method: 'GET',
    route: event,
    ...perGuild,
    replay: 'always',
    query: ['with_user_count'],
  }),
  updateGuildScheduledEvent: defineEndpoint<{
    body: RESTPatchAPIGuildScheduledEventJSONBody;
    result: APIGuildScheduledEvent;
  }>()({
    operationId: 'update_guild_scheduled_event',
    method: 'PATCH',
    route: event,
    ...perGuild,
    // A status change sent twice is refused the second time (the event has moved on): safe to replay.
    replay: 'always',
    reason: true,
  }),
  deleteGuildScheduledEvent: defineEndpoint()({
    operationId: 'delete_guild_scheduled_event',
    method: 'DELETE',
    route: event,
    ...perGuild,
    replay: 'always',
    goneCode: RESTJSONErrorCodes.UnknownGuildScheduledEvent,
    reason: true,
  }),
  listGuildScheduledEventUsers: defineEndpoint<{
    result: APIGuildScheduledEventUser[];
    query: RESTGetAPIGuildScheduledEventUsersQuery;
  }>()({
    operationId: 'list_guild_scheduled_event_users',
    method: 'GET',
    route: `${event}/users`,
    ...perGuild,
    replay: 'always',
    query: ['with_member', 'limit', 'before', 'after'],
  }),
} as const;
