import { type BotChannel, botChannel } from '../access/bot-channel.js';
import { botGuild } from '../access/bot-guild.js';
import { auditLogReason } from '../http/audit-log-reason.js';
import { requireBot } from '../http/require-bot.js';
import type { RouteContext } from '../http/router.js';
import { botMember } from '../world/bot-member.js';
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

/**
 * The action a bot's request does on channel `channelId`, judged as `botChannel` judges it (10003 unknown,
 * 50001 out of sight): with its guild action, or for the bot's DM the channel alone (`dm`).
 */
export function botChannelAction(
  ctx: RouteContext,
  channelId: string,
):
  | { kind: 'guild'; action: GuildAction; target: Extract<BotChannel, { kind: 'guild' }> }
  | { kind: 'dm'; target: Extract<BotChannel, { kind: 'dm' }> } {
  const application = requireBot(ctx);
  const target = botChannel(ctx.emulator, application, channelId);
  if (target.kind === 'dm') return { kind: 'dm', target };
  const member = botMember(target.guild, application)!;
  return {
    kind: 'guild',
    target,
    action: {
      context: ctx.emulator,
      guild: target.guild,
      actor: member,
      reason: auditLogReason(ctx.request),
    },
  };
}
