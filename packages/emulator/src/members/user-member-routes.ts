import { validateGuildMemberEdit } from '@slashkit/api/validation';
import { editMember } from '../guild-admin/edit-member.js';
import { joinGuild } from '../guild-admin/join-guild.js';
import { kickMember } from '../guild-admin/kick-member.js';
import { leaveGuild } from '../guild-admin/leave-guild.js';
import { setMemberRole } from '../guild-admin/member-role.js';
import { userAction, worldGuild } from '../guild-admin/user-action.js';
import { AdminFields } from '../http/admin-fields.js';
import { badRequest } from '../http/http-error.js';
import { jsonResponse } from '../http/json-response.js';
import { localRoute } from '../http/local-route.js';
import { readJsonBody } from '../http/read-json-body.js';
import type { Router } from '../http/router.js';
import { validated } from '../http/validated.js';
import { apiUserOf } from '../world/api-user-of.js';
import { toApiGuildMember } from '../world/to-api-guild-member.js';
import type { EmulatorMember, World } from '../world/world.js';

const members = '/_emulator/guilds/:guildId/members';
const byHand = ['actorId', 'reason'] as const;

/**
 * The admin routes through which users of the world come, go and act on members by hand, each judged as
 * a bot's request is (the actor's permissions and rank, Discord's codes) and told to bots the same way:
 * `POST …/members` `{ userId, inviteCode? }` joins (201 the member; 200 when they already were one),
 * `POST …/members/:userId/leave` leaves, `PATCH …/members/:userId` `{ actorId?, nick?, roles?,
 * communicationDisabledUntil?, reason? }` edits (the member themselves by default: their own nickname),
 * `POST …/members/:userId/roles/:roleId` `{ actorId, reason? }` gives a role and `…/remove` takes it,
 * `POST …/members/:userId/kick` `{ actorId, reason? }` kicks. Each under `/_emulator/guilds/:guildId`.
 */
export function registerUserMemberRoutes(router: Router): void {
  router
    .add(
      localRoute({
        method: 'POST',
        path: members,
        handler: async ({ request, emulator, params }) => {
          const guild = worldGuild(emulator, params.guildId);
          const fields = new AdminFields(
            await readJsonBody(request),
            ['userId', 'inviteCode'],
            '{ "userId": "…" }',
          );
          const userId = fields.snowflake('userId', 'the user who joins');
          const code = fields.has('inviteCode') ? fields.string('inviteCode', 1, 64) : undefined;
          const { member, joined } = joinGuild(emulator, guild, userId, code);
          return jsonResponse(joined ? 201 : 200, wireMember(emulator.state.world, member));
        },
      }),
    )
    .add(
      localRoute({
        method: 'POST',
        path: `${members}/:userId/leave`,
        handler: async ({ request, emulator, params }) => {
          const guild = worldGuild(emulator, params.guildId);
          new AdminFields(await readJsonBody(request), [], '{}');
          const user = emulator.findUser(params.userId);
          if (!user || user.bot)
            throw badRequest(`no user ${params.userId} in the world (a bot leaves when its app is removed)`);
          leaveGuild(emulator, guild, params.userId);
          return jsonResponse(204);
        },
      }),
    )
    .add(
      localRoute({
        method: 'PATCH',
        path: `${members}/:userId`,
        handler: async ({ request, emulator, params }) => {
          const fields = new AdminFields(
            await readJsonBody(request),
            [...byHand, 'nick', 'roles', 'communicationDisabledUntil'],
            '{ "actorId": "…", "communicationDisabledUntil": "2025-01-01T13:00:00.000Z" }',
          );
          const action = userAction(emulator, params.guildId, fields, params.userId);
          const body = validated(
            validateGuildMemberEdit(
              {
                nick: fields.raw('nick'),
                roles: fields.raw('roles'),
                communication_disabled_until: fields.raw('communicationDisabledUntil'),
              },
              { now: emulator.clock.now() },
            ),
          );
          const member = editMember(action, params.userId, body);
          return jsonResponse(200, wireMember(emulator.state.world, member));
        },
      }),
    )
    .add(
      localRoute({
        method: 'POST',
        path: `${members}/:userId/roles/:roleId`,
        handler: async ({ request, emulator, params }) => {
          const fields = new AdminFields(await readJsonBody(request), byHand, '{ "actorId": "…" }');
          setMemberRole(userAction(emulator, params.guildId, fields), params.userId, params.roleId, true);
          return jsonResponse(204);
        },
      }),
    )
    .add(
      localRoute({
        method: 'POST',
        path: `${members}/:userId/roles/:roleId/remove`,
        handler: async ({ request, emulator, params }) => {
          const fields = new AdminFields(await readJsonBody(request), byHand, '{ "actorId": "…" }');
          setMemberRole(userAction(emulator, params.guildId, fields), params.userId, params.roleId, false);
          return jsonResponse(204);
        },
      }),
    )
    .add(
      localRoute({
        method: 'POST',
        path: `${members}/:userId/kick`,
        handler: async ({ request, emulator, params }) => {
          const fields = new AdminFields(await readJsonBody(request), byHand, '{ "actorId": "…" }');
          kickMember(userAction(emulator, params.guildId, fields), params.userId);
          return jsonResponse(204);
        },
      }),
    );
}

function wireMember(world: World, member: EmulatorMember) {
  // A member of a guild is a user of the world (the joins and the seed keep it so).
  return toApiGuildMember(member, apiUserOf(world, member.userId)!);
}
