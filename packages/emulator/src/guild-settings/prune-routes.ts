import { Endpoints, GuildLimits } from '@slashkit/api';
import { validateGuildPruneBody } from '@slashkit/api/validation';
import { botAction } from '../guild-admin/bot-action.js';
import { throwIfInvalid } from '../http/http-error.js';
import { jsonResponse } from '../http/json-response.js';
import { QueryValues } from '../http/query-values.js';
import { readOptionalJsonBody } from '../http/read-optional-json-body.js';
import type { Router } from '../http/router.js';
import { serve } from '../http/serve.js';
import { validated } from '../http/validated.js';
import { pruneCandidates, pruneMembers, requirePrunePermissions } from './prune-members.js';

/**
 * The prune routes of a guild (Manage Guild and Kick Members): `GET /guilds/{id}/prune?days&include_roles`
 * counts whom a prune would remove (days 1-30, 7 by default; include_roles comma-separated, at most 250),
 * `POST …/prune` removes them (an absent body is an empty one).
 * @see {@link https://discord.com/developers/docs/resources/guild#get-guild-prune-count | Get Guild Prune Count}
 */
export function registerPruneRoutes(router: Router): void {
  router
    .add(
      serve(Endpoints.previewPruneGuild, (ctx) => {
        const action = botAction(ctx, ctx.params.guildId);
        requirePrunePermissions(action);
        const query = new QueryValues(ctx.url);
        const days = query.integer('days', GuildLimits.pruneDaysDefault, 1, GuildLimits.pruneDaysMax);
        const includeRoles = query.snowflakeList('include_roles', GuildLimits.rolesMax);
        throwIfInvalid(query.errors);
        return jsonResponse(200, { pruned: pruneCandidates(action, { days, includeRoles }).length });
      }),
    )
    .add(
      serve(Endpoints.pruneGuild, async (ctx) => {
        const action = botAction(ctx, ctx.params.guildId);
        const prune = validated(validateGuildPruneBody(await readOptionalJsonBody(ctx.request)));
        return jsonResponse(200, pruneMembers(action, prune));
      }),
    );
}
