import { PermissionFlags, RESTJSONErrorCodes } from '@slashkit/api';
import { channelPermissions } from '../access/channel-permissions.js';
import { forbidden, notFound } from '../http/http-error.js';
import type { EmulatorContext } from '../runtime/emulator-context.js';
import type { EmulatorWebhook } from '../state/webhook-store.js';
import { botMember } from '../world/bot-member.js';
import type { EmulatorApplication, EmulatorChannel, EmulatorGuild } from '../world/world.js';

/** A guild channel as an app's bot reaches it, with the bot's permissions there. */
export interface BotGuildChannel {
  guild: EmulatorGuild;
  channel: EmulatorChannel;
  permissions: bigint;
}

/**
 * The guild channel `channelId` as `application`'s bot sees it: 404/10003 when no guild has it (a DM has
 * no webhooks), 403/50001 when the bot is not in its guild or lacks View Channel there.
 */
export function botGuildChannel(
  context: EmulatorContext,
  application: EmulatorApplication,
  channelId: string,
): BotGuildChannel {
  for (const guild of context.state.world.guilds) {
    const channel = guild.channels.find((c) => c.id === channelId);
    if (!channel) continue;
    const member = botMember(guild, application);
    if (!member) throw missingAccess(`the app is not installed in guild ${guild.id}`);
    const permissions = channelPermissions(guild, channel, member.roles, application.bot.id);
    if ((permissions & PermissionFlags.ViewChannel) === 0n)
      throw missingAccess(`the bot lacks View Channel in #${channel.name}`);
    return { guild, channel, permissions };
  }
  throw notFound(RESTJSONErrorCodes.UnknownChannel, 'Unknown Channel');
}

/** Refuses with 403/50013 unless `permissions` hold Manage Webhooks; `where` names the channel or guild. */
export function requireManageWebhooks(permissions: bigint, where: string): void {
  if ((permissions & PermissionFlags.ManageWebhooks) === 0n)
    throw forbidden(
      RESTJSONErrorCodes.MissingPermissions,
      `Missing Permissions: the bot needs Manage Webhooks ${where}`,
    );
}

/**
 * The webhook `webhookId` for a bot's call by id: 404/10015 when there is none, or it is in a guild the bot
 * is not in; the bot's view of its channel, with Manage Webhooks needed unless `ownApp` and the app made it.
 */
export function botWebhook(
  context: EmulatorContext,
  application: EmulatorApplication,
  webhookId: string,
  ownApp: boolean,
): { webhook: EmulatorWebhook; place: BotGuildChannel } {
  const webhook = context.state.webhooks.get(webhookId);
  const guild = webhook && context.findGuild(webhook.guildId);
  if (!webhook || !guild || !botMember(guild, application))
    throw notFound(RESTJSONErrorCodes.UnknownWebhook, 'Unknown Webhook');
  const place = botGuildChannel(context, application, webhook.channelId);
  if (!(ownApp && webhook.applicationId === application.id))
    requireManageWebhooks(place.permissions, `in #${place.channel.name}`);
  return { webhook, place };
}

/** Whether a bot may see a webhook's token: its app made it, or a user did (another app's stays hidden). */
export function showsToken(webhook: EmulatorWebhook, application: EmulatorApplication): boolean {
  return webhook.applicationId === null || webhook.applicationId === application.id;
}

function missingAccess(why: string) {
  return forbidden(RESTJSONErrorCodes.MissingAccess, `Missing Access: ${why}`);
}
