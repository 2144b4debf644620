import { Endpoints, FieldErrorCodes, GuildLimits, isJsonObject, ownValue } from '@slashkit/api';
import {
  validateCurrentMemberEdit,
  validateGuildMemberAdd,
  validateGuildMemberEdit,
} from '@slashkit/api/validation';
import { addGuildMember } from '../guild-admin/add-guild-member.js';
import { botAction } from '../guild-admin/bot-action.js';
import { editMember } from '../guild-admin/edit-member.js';
import { editOwnMember } from '../guild-admin/edit-own-member.js';
import { kickMember } from '../guild-admin/kick-member.js';
import { setMemberRole } from '../guild-admin/member-role.js';
import type { EmulatorFeature } from '../http/emulator-feature.js';
import { throwIfInvalid } from '../http/http-error.js';
import { jsonResponse } from '../http/json-response.js';
import { QueryValues } from '../http/query-values.js';
import { readJsonBody } from '../http/read-json-body.js';
import { requireBot } from '../http/require-bot.js';
import { serve } from '../http/serve.js';
import { validated } from '../http/validated.js';
import { apiUserOf } from '../world/api-user-of.js';
import { guildMembers } from '../world/bot-member.js';
import { toApiGuildMember } from '../world/to-api-guild-member.js';
import type { EmulatorMember, World } from '../world/world.js';
import { registerUserMemberRoutes } from './user-member-routes.js';

/**
 * The member routes of a guild, for a bot of an app installed there: search (`query`, `limit` 1-1000),
 * add a user who granted the app `guilds.join` (`PUT …/members/{user_id}`: 201 with the member, 204 for
 * one already there),
 * edit a member (`PATCH …/members/{user_id}`: nickname, roles, timeout, flags), edit its own member
 * (`PATCH …/members/@me`), give and take a role (`PUT`/`DELETE …/members/{user_id}/roles/{role_id}`) and
 * kick (`DELETE …/members/{user_id}`), each judged on the bot's permissions and rank, with
 * GUILD_MEMBER_UPDATE/REMOVE and audit log entries; and the admin routes through which users join, leave
 * and act on members by hand (`registerUserMemberRoutes`).
 * @see {@link https://discord.com/developers/docs/resources/guild#modify-guild-member | Guild members}
 */
export const membersFeature: EmulatorFeature = {
  name: 'members',
  setup(router) {
    router
      .add(
        serve(Endpoints.searchGuildMembers, (ctx) => {
          const { context, guild } = botAction(ctx, ctx.params.guildId);
          const query = new QueryValues(ctx.url);
          const limit = query.integer(
            'limit',
            GuildLimits.memberSearchDefault,
            1,
            GuildLimits.memberSearchMax,
          );
          const text = ctx.url.searchParams.get('query');
          if (text === null)
            query.errors.push({
              path: ['query'],
              code: FieldErrorCodes.Required,
              message: 'This field is required',
            });
          throwIfInvalid(query.errors);
          const { world } = context.state;
          const wanted = (text ?? '').toLowerCase();
          const found = guildMembers(world, guild).filter((member) => {
            const user = apiUserOf(world, member.userId);
            return [user?.username, member.nick].some((name) => name?.toLowerCase().startsWith(wanted));
          });
          return jsonResponse(
            200,
            found.slice(0, limit).map((m) => wireMember(world, m)),
          );
        }),
      )
      .add(
        serve(Endpoints.addGuildMember, async (ctx) => {
          const application = requireBot(ctx);
          const action = botAction(ctx, ctx.params.guildId);
          const body = validated(validateGuildMemberAdd(await readJsonBody(ctx.request)));
          const { member, joined } = addGuildMember(action, ctx.params.userId, body, application.id);
          return joined
            ? jsonResponse(201, wireMember(action.context.state.world, member))
            : jsonResponse(204);
        }),
      )
      .add(
        serve(Endpoints.updateGuildMember, async (ctx) => {
          const action = botAction(ctx, ctx.params.guildId);
          const now = action.context.clock.now();
          const body = validated(validateGuildMemberEdit(await readJsonBody(ctx.request), { now }));
          const member = editMember(action, ctx.params.userId, body);
          return jsonResponse(200, wireMember(action.context.state.world, member));
        }),
      )
      .add(
        serve(Endpoints.updateMyGuildMember, async (ctx) => {
          const action = botAction(ctx, ctx.params.guildId);
          const body = validated(validateCurrentMemberEdit(await readJsonBody(ctx.request)));
          const member = editOwnMember(action, body);
          return jsonResponse(200, wireMember(action.context.state.world, member));
        }),
      )
      .add(
        // The deprecated nickname route: the nick alone, answered as `{ nick }`.
        serve(Endpoints.modifyCurrentUserNick, async (ctx) => {
          const action = botAction(ctx, ctx.params.guildId);
          const body = await readJsonBody(ctx.request);
          const nick = isJsonObject(body) ? { nick: ownValue(body, 'nick') } : body;
          const member = editOwnMember(action, validated(validateCurrentMemberEdit(nick)));
          return jsonResponse(200, { nick: member.nick ?? null });
        }),
      )
      .add(
        serve(Endpoints.deleteGuildMember, (ctx) => {
          kickMember(botAction(ctx, ctx.params.guildId), ctx.params.userId);
          return jsonResponse(204);
        }),
      )
      .add(
        serve(Endpoints.addGuildMemberRole, (ctx) => {
          setMemberRole(botAction(ctx, ctx.params.guildId), ctx.params.userId, ctx.params.roleId, true);
          return jsonResponse(204);
        }),
      )
      .add(
        serve(Endpoints.deleteGuildMemberRole, (ctx) => {
          setMemberRole(botAction(ctx, ctx.params.guildId), ctx.params.userId, ctx.params.roleId, false);
          return jsonResponse(204);
        }),
      );
    registerUserMemberRoutes(router);
  },
};

function wireMember(world: World, member: EmulatorMember) {
  // Every member is a user or an app's bot of the world (world files and installs keep it so).
  return toApiGuildMember(member, apiUserOf(world, member.userId)!);
}
