import { userAction } from '../guild-admin/user-action.js';
import { AdminFields } from '../http/admin-fields.js';
import { jsonResponse } from '../http/json-response.js';
import { localRoute } from '../http/local-route.js';
import { readJsonBody } from '../http/read-json-body.js';
import type { Router } from '../http/router.js';
import { guildScheduledEvent } from './scheduled-event-changes.js';
import { markInterest, unmarkInterest } from './scheduled-event-interest.js';

const example = '{ "userId": "…" }';

/**
 * The admin routes through which a member of the world marks interest in a scheduled event they can see:
 * `POST /_emulator/guilds/:guildId/scheduled-events/:eventId/users` `{ userId }` (GUILD_SCHEDULED_EVENT_USER_ADD)
 * and `POST …/users/:userId/remove` (GUILD_SCHEDULED_EVENT_USER_REMOVE; 404/10071 when they were not).
 * A user who is not a member is refused (403/50001), an event they cannot see is unknown (404/10070).
 */
export function registerScheduledEventInterestRoutes(router: Router): void {
  const base = '/_emulator/guilds/:guildId/scheduled-events/:eventId/users';
  router
    .add(
      localRoute({
        method: 'POST',
        path: base,
        handler: async ({ request, emulator, params }) => {
          const fields = new AdminFields(await readJsonBody(request), ['userId'], example);
          const action = userAction(emulator, params.guildId, fields, fields.snowflake('userId', 'the user'));
          markInterest(action, guildScheduledEvent(action, params.eventId));
          return jsonResponse(204);
        },
      }),
    )
    .add(
      localRoute({
        method: 'POST',
        path: `${base}/:userId/remove`,
        handler: async ({ request, emulator, params }) => {
          const fields = new AdminFields(await readJsonBody(request), [], '{}');
          const action = userAction(emulator, params.guildId, fields, params.userId);
          unmarkInterest(action, guildScheduledEvent(action, params.eventId));
          return jsonResponse(204);
        },
      }),
    );
}
