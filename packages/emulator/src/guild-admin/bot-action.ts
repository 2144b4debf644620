import { botGuild } from '../access/bot-guild.js';
import { auditLogReason } from '../http/audit-log-reason.js';
import { requireBot } from '../http/require-bot.js';
import type { RouteContext } from '../http/router.js';
import type { GuildAction } from './guild-action.js';

/**
 * The action a bot's request does in guild `guildId`: the bot (its member) as the actor, the request's
 * `X-Audit-Log-Reason` as the reason; 401 for a Bearer token, 404/10004 for an unknown guild, 403/50001
 * for a guild the app is not installed in.
 */
export function botAction(ctx: RouteContext, guildId: string): GuildAction {
  const { guild, member } = botGuild(ctx.emulator, requireBot(ctx), guildId);
  return { context: ctx.emulator, guild, actor: member, reason: auditLogReason(ctx.request) };
}
