import { Endpoints, GuildScheduledEventStatus, ScheduledEventLimits } from '@slashkit/api';
import { validateScheduledEventBody } from '@slashkit/api/validation';
import { botAction } from '../guild-admin/bot-action.js';
import type { EmulatorFeature } from '../http/emulator-feature.js';
import { throwIfInvalid } from '../http/http-error.js';
import { jsonResponse } from '../http/json-response.js';
import { QueryValues } from '../http/query-values.js';
import { readJsonBody } from '../http/read-json-body.js';
import { serve } from '../http/serve.js';
import { validated } from '../http/validated.js';
import { apiUserOf } from '../world/api-user-of.js';
import { toApiGuildMember } from '../world/to-api-guild-member.js';
import {
  createScheduledEvent,
  deleteScheduledEvent,
  editScheduledEvent,
  guildScheduledEvent,
  visibleScheduledEvents,
} from './scheduled-event-changes.js';
import { registerScheduledEventInterestRoutes } from './scheduled-event-interest-routes.js';
import { closeStageOfEvent } from './stage-event-link.js';
import { toApiScheduledEvent } from './to-api-scheduled-event.js';

/**
 * A guild's scheduled events, for a bot of an app installed there: listed and read (`with_user_count`;
 * those in a channel only by whoever can view it), made (Create Events), edited, started, ended, canceled
 * and deleted (their creator, or Manage Events; ending a stage event closes the stage instance it
 * started), and the users interested in one (`GET …/users`: by user id, `limit` 1-100, `before` or
 * `after`, `with_member`); each write an audit entry and
 * GUILD_SCHEDULED_EVENT_CREATE/UPDATE/DELETE. Users mark interest through the admin API
 * (`registerScheduledEventInterestRoutes`): GUILD_SCHEDULED_EVENT_USER_ADD/REMOVE.
 * @see {@link https://discord.com/developers/docs/resources/guild-scheduled-event | Guild Scheduled Event}
 */
export const scheduledEventsFeature: EmulatorFeature = {
  name: 'scheduled-events',
  setup(router) {
    router
      .add(
        serve(Endpoints.listGuildScheduledEvents, (ctx) => {
          const action = botAction(ctx, ctx.params.guildId);
          const withUserCount = userCountQuery(ctx.url);
          const { world } = action.context.state;
          return jsonResponse(
            200,
            visibleScheduledEvents(action).map((r) => toApiScheduledEvent(world, r, withUserCount)),
          );
        }),
      )
      .add(
        serve(Endpoints.getGuildScheduledEvent, (ctx) => {
          const action = botAction(ctx, ctx.params.guildId);
          const withUserCount = userCountQuery(ctx.url);
          const record = guildScheduledEvent(action, ctx.params.guildScheduledEventId);
          return jsonResponse(200, toApiScheduledEvent(action.context.state.world, record, withUserCount));
        }),
      )
      .add(
        serve(Endpoints.createGuildScheduledEvent, async (ctx) => {
          const action = botAction(ctx, ctx.params.guildId);
          const body = validated(validateScheduledEventBody(await readJsonBody(ctx.request), 'create'));
          const record = createScheduledEvent(action, body);
          return jsonResponse(200, toApiScheduledEvent(action.context.state.world, record));
        }),
      )
      .add(
        serve(Endpoints.updateGuildScheduledEvent, async (ctx) => {
          const action = botAction(ctx, ctx.params.guildId);
          const record = guildScheduledEvent(action, ctx.params.guildScheduledEventId);
          const body = validated(validateScheduledEventBody(await readJsonBody(ctx.request), 'edit'));
          const edited = editScheduledEvent(action, record, body);
          // Ending a stage event closes the stage it started.
          if (edited.event.status === GuildScheduledEventStatus.Completed) closeStageOfEvent(action, edited);
          return jsonResponse(200, toApiScheduledEvent(action.context.state.world, edited));
        }),
      )
      .add(
        serve(Endpoints.deleteGuildScheduledEvent, (ctx) => {
          const action = botAction(ctx, ctx.params.guildId);
          deleteScheduledEvent(action, guildScheduledEvent(action, ctx.params.guildScheduledEventId));
          return jsonResponse(204);
        }),
      )
      .add(
        serve(Endpoints.listGuildScheduledEventUsers, (ctx) => {
          const action = botAction(ctx, ctx.params.guildId);
          const record = guildScheduledEvent(action, ctx.params.guildScheduledEventId);
          const query = new QueryValues(ctx.url);
          const limit = query.integer(
            'limit',
            ScheduledEventLimits.usersPageMax,
            1,
            ScheduledEventLimits.usersPageMax,
          );
          const before = query.snowflake('before');
          const after = query.snowflake('after');
          const withMember = query.boolean('with_member');
          throwIfInvalid(query.errors);
          const { world } = action.context.state;
          // Ascending by user id; `before` wins over `after`, and takes the users closest to it.
          const ids = [...record.interested].sort((a, b) => (BigInt(a) < BigInt(b) ? -1 : 1));
          const page =
            before !== undefined
              ? ids.filter((id) => BigInt(id) < BigInt(before)).slice(-limit)
              : ids.filter((id) => after === undefined || BigInt(id) > BigInt(after)).slice(0, limit);
          const users = page.flatMap((userId) => {
            const user = apiUserOf(world, userId);
            if (!user) return [];
            const member = withMember ? action.guild.members.find((m) => m.userId === userId) : undefined;
            return [
              {
                guild_scheduled_event_id: record.event.id,
                guild_scheduled_event_exception_id: null,
                user_id: userId,
                user,
                // INTERESTED: the emulator's users answer nothing else.
                response: 1,
                ...(member ? { member: toApiGuildMember(member, user) } : {}),
              },
            ];
          });
          return jsonResponse(200, users);
        }),
      );
    registerScheduledEventInterestRoutes(router);
  },
};

function userCountQuery(url: URL): boolean {
  const query = new QueryValues(url);
  const withUserCount = query.boolean('with_user_count');
  throwIfInvalid(query.errors);
  return withUserCount;
}
