import { Endpoints, type RESTGetAPIGuildRoleMemberCountsResult } from '@slashkit/api';
import { validateGuildRoleBody, validateRolePositions } from '@slashkit/api/validation';
import { botAction } from '../guild-admin/bot-action.js';
import { createRole } from '../guild-admin/create-role.js';
import { deleteRole } from '../guild-admin/delete-role.js';
import { editRole, guildRole } from '../guild-admin/edit-role.js';
import { moveRoles } from '../guild-admin/move-roles.js';
import type { EmulatorFeature } from '../http/emulator-feature.js';
import { jsonResponse } from '../http/json-response.js';
import { readJsonBody } from '../http/read-json-body.js';
import { serve } from '../http/serve.js';
import { validated } from '../http/validated.js';
import { guildMembers } from '../world/bot-member.js';
import { toApiRole } from '../world/to-api-role.js';

/**
 * The role routes of a guild, for a bot of an app installed there: `GET /guilds/{id}/roles/{role_id}`,
 * `GET …/roles/member-counts`, and the writes, judged on the bot's Manage Roles and its highest role:
 * `POST …/roles` (create), `PATCH …/roles/{role_id}` (edit), `PATCH …/roles` (positions), `DELETE
 * …/roles/{role_id}`. Each write sends its gateway events and records its audit log entry with the
 * request's `X-Audit-Log-Reason`.
 * @see {@link https://discord.com/developers/docs/resources/guild#create-guild-role | Guild roles}
 */
export const rolesFeature: EmulatorFeature = {
  name: 'roles',
  setup(router) {
    router
      .add(
        serve(Endpoints.getGuildRole, (ctx) => {
          const { context, guild } = botAction(ctx, ctx.params.guildId);
          const role = guildRole(guild, ctx.params.roleId);
          return jsonResponse(200, toApiRole(role, context.state.world.applications));
        }),
      )
      .add(
        serve(Endpoints.guildRoleMemberCounts, (ctx) => {
          const { context, guild } = botAction(ctx, ctx.params.guildId);
          const counts: RESTGetAPIGuildRoleMemberCountsResult = {};
          const members = guildMembers(context.state.world, guild);
          for (const role of guild.roles)
            if (role.id !== guild.id)
              counts[role.id] = members.filter((m) => m.roles.includes(role.id)).length;
          return jsonResponse(200, counts);
        }),
      )
      .add(
        serve(Endpoints.createGuildRole, async (ctx) => {
          const action = botAction(ctx, ctx.params.guildId);
          const body = validated(validateGuildRoleBody(await readJsonBody(ctx.request)));
          const role = createRole(action, body);
          return jsonResponse(200, toApiRole(role, action.context.state.world.applications));
        }),
      )
      .add(
        serve(Endpoints.updateGuildRole, async (ctx) => {
          const action = botAction(ctx, ctx.params.guildId);
          const body = validated(validateGuildRoleBody(await readJsonBody(ctx.request)));
          const role = editRole(action, ctx.params.roleId, body);
          return jsonResponse(200, toApiRole(role, action.context.state.world.applications));
        }),
      )
      .add(
        serve(Endpoints.bulkUpdateGuildRoles, async (ctx) => {
          const action = botAction(ctx, ctx.params.guildId);
          const moves = validated(validateRolePositions(await readJsonBody(ctx.request)));
          const { applications } = action.context.state.world;
          return jsonResponse(
            200,
            moveRoles(action, moves).map((role) => toApiRole(role, applications)),
          );
        }),
      )
      .add(
        serve(Endpoints.deleteGuildRole, (ctx) => {
          deleteRole(botAction(ctx, ctx.params.guildId), ctx.params.roleId);
          return jsonResponse(204);
        }),
      );
  },
};
