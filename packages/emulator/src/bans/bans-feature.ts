import { type APIBan, Endpoints, GuildLimits, PermissionFlags, RESTJSONErrorCodes } from '@slashkit/api';
import { validateBulkBanBody, validateGuildBanBody } from '@slashkit/api/validation';
import { requireGuildPermission } from '../access/require-guild-permission.js';
import { banUser, bulkBanUsers, unbanUser } from '../guild-admin/ban-member.js';
import { botAction } from '../guild-admin/bot-action.js';
import type { GuildAction } from '../guild-admin/guild-action.js';
import type { EmulatorFeature } from '../http/emulator-feature.js';
import { forbidden, notFound, throwIfInvalid } from '../http/http-error.js';
import { jsonResponse } from '../http/json-response.js';
import { QueryValues } from '../http/query-values.js';
import { readJsonBody } from '../http/read-json-body.js';
import { readOptionalJsonBody } from '../http/read-optional-json-body.js';
import { serve } from '../http/serve.js';
import { validated } from '../http/validated.js';
import { apiUserOf } from '../world/api-user-of.js';
import { registerUserBanRoutes } from './user-ban-routes.js';

/**
 * The ban routes of a guild, for a bot of an app installed there holding Ban Members: list (by user id,
 * `before`/`after`, `limit` 1-1000), get one, ban (`delete_message_seconds` deletes the user's latest
 * messages), unban, and bulk ban (with Manage Guild too; `banned_users` and `failed_users`), with
 * GUILD_BAN_ADD/REMOVE, GUILD_MEMBER_REMOVE and audit entries; and the admin routes through which a user
 * bans by hand (`registerUserBanRoutes`).
 * @see {@link https://discord.com/developers/docs/resources/guild#get-guild-bans | Guild bans}
 */
export const bansFeature: EmulatorFeature = {
  name: 'bans',
  setup(router) {
    router
      .add(
        serve(Endpoints.listGuildBans, (ctx) => {
          const action = bansAction(botAction(ctx, ctx.params.guildId));
          const query = new QueryValues(ctx.url);
          const limit = query.integer('limit', GuildLimits.bansPageDefault, 1, GuildLimits.bansPageMax);
          const before = query.snowflake('before');
          const after = query.snowflake('after');
          throwIfInvalid(query.errors);
          const bans = action.context.state.bans.list(action.guild.id, {
            limit,
            ...(before !== undefined ? { before } : {}),
            ...(after !== undefined ? { after } : {}),
          });
          return jsonResponse(
            200,
            bans.flatMap((ban) => wireBan(action, ban.userId, ban.reason) ?? []),
          );
        }),
      )
      .add(
        serve(Endpoints.getGuildBan, (ctx) => {
          const action = bansAction(botAction(ctx, ctx.params.guildId));
          const ban = action.context.state.bans.get(action.guild.id, ctx.params.userId);
          const wire = ban && wireBan(action, ctx.params.userId, ban.reason);
          if (!wire) throw notFound(RESTJSONErrorCodes.UnknownBan, 'Unknown Ban');
          return jsonResponse(200, wire);
        }),
      )
      .add(
        serve(Endpoints.banUserFromGuild, async (ctx) => {
          const action = botAction(ctx, ctx.params.guildId);
          const body = validated(validateGuildBanBody(await readOptionalJsonBody(ctx.request)));
          banUser(action, ctx.params.userId, body.deleteMessageSeconds);
          return jsonResponse(204);
        }),
      )
      .add(
        serve(Endpoints.unbanUserFromGuild, (ctx) => {
          unbanUser(botAction(ctx, ctx.params.guildId), ctx.params.userId);
          return jsonResponse(204);
        }),
      )
      .add(
        serve(Endpoints.bulkBanUsersFromGuild, async (ctx) => {
          const action = botAction(ctx, ctx.params.guildId);
          const body = validated(validateBulkBanBody(await readJsonBody(ctx.request)));
          const result = bulkBanUsers(action, body.userIds, body.deleteMessageSeconds);
          if (result.banned_users.length === 0)
            throw forbidden(RESTJSONErrorCodes.FailedToBanUsers, 'Failed to ban users');
          return jsonResponse(200, result);
        }),
      );
    registerUserBanRoutes(router);
  },
};

/** The action, once its bot is known to hold Ban Members (the reads need it too). */
function bansAction(action: GuildAction): GuildAction {
  requireGuildPermission(action.guild, action.actor, PermissionFlags.BanMembers, 'Ban Members');
  return action;
}

function wireBan(action: GuildAction, userId: string, reason: string | null): APIBan | undefined {
  const user = apiUserOf(action.context.state.world, userId);
  return user && { user, reason };
}
