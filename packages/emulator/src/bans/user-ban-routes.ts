import { validateGuildBanBody } from '@slashkit/api/validation';
import { banUser, unbanUser } from '../guild-admin/ban-member.js';
import { userAction } from '../guild-admin/user-action.js';
import { AdminFields } from '../http/admin-fields.js';
import { jsonResponse } from '../http/json-response.js';
import { localRoute } from '../http/local-route.js';
import { readJsonBody } from '../http/read-json-body.js';
import type { Router } from '../http/router.js';
import { validated } from '../http/validated.js';

const example = '{ "actorId": "…", "userId": "…", "deleteMessageSeconds": 3600, "reason": "spam" }';

/**
 * The admin routes through which a user of the world bans by hand, judged as a bot's ban is (Ban
 * Members, a member below the actor) and told to bots the same way: `POST /_emulator/guilds/:guildId/bans`
 * `{ actorId, userId, deleteMessageSeconds?, reason? }` bans (the user's messages of the last
 * `deleteMessageSeconds`, 0-604800, go), and `POST …/bans/:userId/remove` `{ actorId, reason? }` lifts it.
 */
export function registerUserBanRoutes(router: Router): void {
  router
    .add(
      localRoute({
        method: 'POST',
        path: '/_emulator/guilds/:guildId/bans',
        handler: async ({ request, emulator, params }) => {
          const fields = new AdminFields(
            await readJsonBody(request),
            ['actorId', 'reason', 'userId', 'deleteMessageSeconds'],
            example,
          );
          const action = userAction(emulator, params.guildId, fields);
          const userId = fields.snowflake('userId', 'the user banned');
          const seconds = fields.raw('deleteMessageSeconds');
          const body = validated(
            validateGuildBanBody(seconds === undefined ? {} : { delete_message_seconds: seconds }),
          );
          banUser(action, userId, body.deleteMessageSeconds);
          return jsonResponse(204);
        },
      }),
    )
    .add(
      localRoute({
        method: 'POST',
        path: '/_emulator/guilds/:guildId/bans/:userId/remove',
        handler: async ({ request, emulator, params }) => {
          const fields = new AdminFields(await readJsonBody(request), ['actorId', 'reason'], example);
          unbanUser(userAction(emulator, params.guildId, fields), params.userId);
          return jsonResponse(204);
        },
      }),
    );
}
