import {
  type APIAuditLog,
  type APIUser,
  AuditLogEvent,
  Endpoints,
  FieldErrorCodes,
  GuildLimits,
  PermissionFlags,
} from '@slashkit/api';
import { botGuild } from '../access/bot-guild.js';
import { requireGuildPermission } from '../access/require-guild-permission.js';
import type { EmulatorFeature } from '../http/emulator-feature.js';
import { throwIfInvalid } from '../http/http-error.js';
import { jsonResponse } from '../http/json-response.js';
import { QueryValues } from '../http/query-values.js';
import { requireBot } from '../http/require-bot.js';
import { serve } from '../http/serve.js';
import { apiUserOf } from '../world/api-user-of.js';

const actionTypes: readonly number[] = Object.values(AuditLogEvent);

/**
 * `GET /guilds/{id}/audit-logs`: a guild's audit log for a bot holding View Audit Log there (403/50013
 * otherwise), filtered by `user_id`, `action_type` and `target_id`, paged by `before`/`after` and `limit`
 * (1-100, 50 by default), with the users its entries name. The entries are what every write of the
 * emulator records (`recordAuditLogEntry`), with the reason from `X-Audit-Log-Reason`.
 * @see {@link https://discord.com/developers/docs/resources/audit-log#get-guild-audit-log | Get guild audit log}
 */
export const auditLogFeature: EmulatorFeature = {
  name: 'audit-log',
  setup(router) {
    router.add(
      serve(Endpoints.listGuildAuditLogEntries, (ctx) => {
        const { guild, member } = botGuild(ctx.emulator, requireBot(ctx), ctx.params.guildId);
        requireGuildPermission(guild, member, PermissionFlags.ViewAuditLog, 'View Audit Log');
        const query = new QueryValues(ctx.url);
        const limit = query.integer('limit', GuildLimits.auditLogPageDefault, 1, GuildLimits.auditLogPageMax);
        const userId = query.snowflake('user_id');
        const targetId = query.snowflake('target_id');
        const before = query.snowflake('before');
        const after = query.snowflake('after');
        const actionType = ctx.url.searchParams.has('action_type')
          ? query.integer('action_type', 0, 1, Number.MAX_SAFE_INTEGER)
          : undefined;
        if (actionType !== undefined && query.errors.length === 0 && !actionTypes.includes(actionType))
          query.errors.push({
            path: ['action_type'],
            code: FieldErrorCodes.Choices,
            message: `Value must be one of the audit log events (${actionTypes.join(', ')}).`,
          });
        throwIfInvalid(query.errors);
        const entries = ctx.emulator.state.auditLog.list(guild.id, {
          limit,
          ...(userId !== undefined ? { userId } : {}),
          ...(targetId !== undefined ? { targetId } : {}),
          ...(before !== undefined ? { before } : {}),
          ...(after !== undefined ? { after } : {}),
          ...(actionType !== undefined ? { actionType: actionType as AuditLogEvent } : {}),
        });
        // The users the entries name: who acted, and whom it was done to.
        const users = new Map<string, APIUser>();
        for (const entry of entries)
          for (const id of [entry.user_id, entry.target_id]) {
            const user = id === null || users.has(id) ? undefined : apiUserOf(ctx.emulator.state.world, id);
            if (user) users.set(user.id, user);
          }
        const log: APIAuditLog = {
          audit_log_entries: entries,
          application_commands: [],
          auto_moderation_rules: [],
          guild_scheduled_events: [],
          integrations: [],
          threads: [],
          users: [...users.values()],
          webhooks: [],
        };
        return jsonResponse(200, log);
      }),
    );
  },
};
