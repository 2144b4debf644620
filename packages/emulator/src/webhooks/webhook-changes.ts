import { randomBytes } from 'node:crypto';
import { AuditLogEvent, ChannelType, RESTJSONErrorCodes, WebhookLimits } from '@slashkit/api';
import type { CheckedWebhookBody } from '@slashkit/api/validation';
import { auditLogChanges } from '../audit/audit-log-changes.js';
import { recordAuditLogEntry } from '../audit/record-audit-log-entry.js';
import { publishWebhooksUpdate } from '../channel-webhooks/webhooks-update-event.js';
import { badRequest } from '../http/http-error.js';
import { dropMedia, storeMedia } from '../media/store-media.js';
import type { EmulatorContext } from '../runtime/emulator-context.js';
import type { EmulatorWebhook } from '../state/webhook-store.js';
import type { EmulatorChannel, EmulatorGuild } from '../world/world.js';

// Webhooks post where messages go: text, announcement, voice and stage chats, forums and media channels.
const webhookChannelTypes: readonly ChannelType[] = [
  ChannelType.GuildText,
  ChannelType.GuildAnnouncement,
  ChannelType.GuildVoice,
  ChannelType.GuildStageVoice,
  ChannelType.GuildForum,
  ChannelType.GuildMedia,
];

/** Who makes a webhook: a user, or an app's bot (the webhook is then the app's). */
export interface WebhookMaker {
  userId: string;
  applicationId: string | null;
}

/** Who changes a webhook, for its guild's audit log: a user or a bot (null: the holder of its token), and why. */
export interface WebhookActor {
  userId: string | null;
  /** The `X-Audit-Log-Reason` of the request, or null. */
  reason: string | null;
}

/**
 * Makes an incoming webhook in a channel (`POST /channels/{id}/webhooks`), as the service does: only in a
 * channel messages go to (400/50024 in a category or a thread), at most 15 per channel (400/30007) and
 * 1000 per guild (400/30058); a fresh token; WEBHOOK_CREATE in the audit log; WEBHOOKS_UPDATE.
 * @see {@link https://discord.com/developers/docs/resources/webhook#create-webhook | Create Webhook}
 */
export function createWebhook(
  context: EmulatorContext,
  guild: EmulatorGuild,
  channel: EmulatorChannel,
  maker: WebhookMaker,
  body: CheckedWebhookBody & { name: string },
  reason: string | null,
): EmulatorWebhook {
  requireWebhookChannel(channel);
  const { webhooks } = context.state;
  if (webhooks.list({ channelId: channel.id }).length >= WebhookLimits.perChannel)
    throw badRequest(
      `Maximum number of webhooks reached (${WebhookLimits.perChannel}): delete a webhook of #${channel.name} first`,
      RESTJSONErrorCodes.MaximumWebhooks,
    );
  if (webhooks.list({ guildId: guild.id }).length >= WebhookLimits.perGuild)
    throw badRequest(
      `Maximum number of webhooks per guild reached (${WebhookLimits.perGuild})`,
      RESTJSONErrorCodes.MaximumGuildWebhooks,
    );
  const webhook = webhooks.add({
    id: context.nextId(),
    type: 1,
    guildId: guild.id,
    channelId: channel.id,
    name: body.name,
    avatar: null,
    token: newToken(),
    applicationId: maker.applicationId,
    creatorId: maker.userId,
  });
  if (body.avatar) webhook.avatar = keepAvatar(context, body.avatar);
  audit(
    context,
    webhook,
    AuditLogEvent.WebhookCreate,
    { userId: maker.userId, reason },
    null,
    auditFields(webhook),
  );
  publishWebhooksUpdate(context, guild.id, channel.id);
  return webhook;
}

/**
 * Edits a webhook (`PATCH /webhooks/{id}`, or with its token): its name, its avatar (null clears it), and
 * with `to` its channel (another channel of its guild that takes webhooks); WEBHOOKS_UPDATE for each
 * channel touched; WEBHOOK_UPDATE in the audit log.
 * @see {@link https://discord.com/developers/docs/resources/webhook#modify-webhook | Modify Webhook}
 */
export function updateWebhook(
  context: EmulatorContext,
  webhook: EmulatorWebhook,
  body: CheckedWebhookBody,
  actor: WebhookActor,
  to?: EmulatorChannel,
): EmulatorWebhook {
  const before = auditFields(webhook);
  if (to) requireWebhookChannel(to);
  if (
    to &&
    to.id !== webhook.channelId &&
    context.state.webhooks.list({ channelId: to.id }).length >= WebhookLimits.perChannel
  )
    throw badRequest(
      `Maximum number of webhooks reached (${WebhookLimits.perChannel}) in #${to.name}`,
      RESTJSONErrorCodes.MaximumWebhooks,
    );
  if (body.name !== undefined) webhook.name = body.name;
  if (body.avatar !== undefined) {
    dropMedia(context, webhook.avatar);
    webhook.avatar = body.avatar === null ? null : keepAvatar(context, body.avatar);
  }
  const from = webhook.channelId;
  if (to) webhook.channelId = to.id;
  audit(context, webhook, AuditLogEvent.WebhookUpdate, actor, before, auditFields(webhook));
  publishWebhooksUpdate(context, webhook.guildId, from);
  if (webhook.channelId !== from) publishWebhooksUpdate(context, webhook.guildId, webhook.channelId);
  return webhook;
}

/**
 * Deletes a webhook (`DELETE /webhooks/{id}`, or with its token): its token stops working at once; its
 * messages stay. WEBHOOK_DELETE in the audit log; WEBHOOKS_UPDATE.
 * @see {@link https://discord.com/developers/docs/resources/webhook#delete-webhook | Delete Webhook}
 */
export function deleteWebhook(context: EmulatorContext, webhook: EmulatorWebhook, actor: WebhookActor): void {
  context.state.webhooks.delete(webhook.id);
  dropMedia(context, webhook.avatar);
  audit(context, webhook, AuditLogEvent.WebhookDelete, actor, auditFields(webhook), null);
  publishWebhooksUpdate(context, webhook.guildId, webhook.channelId);
}

function requireWebhookChannel(channel: EmulatorChannel): void {
  if (!webhookChannelTypes.includes(channel.type))
    throw badRequest(
      `Cannot execute action on this channel type: #${channel.name} takes no webhooks (make one in its text channel, forum or media channel)`,
      RESTJSONErrorCodes.CannotExecuteActionOnChannelType,
    );
}

function keepAvatar(context: EmulatorContext, avatar: NonNullable<CheckedWebhookBody['avatar']>): string {
  const hash = context.nextId();
  storeMedia(context, hash, avatar);
  return hash;
}

/** A webhook token: random, URL-safe, as long as the service's. */
function newToken(): string {
  return randomBytes(WebhookLimits.tokenLength).toString('base64url').slice(0, WebhookLimits.tokenLength);
}

/** What the audit log records of a webhook, under the service's keys. */
function auditFields(webhook: EmulatorWebhook): Record<string, unknown> {
  return {
    name: webhook.name,
    type: webhook.type,
    channel_id: webhook.channelId,
    avatar_hash: webhook.avatar,
    application_id: webhook.applicationId,
  };
}

function audit(
  context: EmulatorContext,
  webhook: EmulatorWebhook,
  actionType: AuditLogEvent,
  actor: WebhookActor,
  before: Record<string, unknown> | null,
  after: Record<string, unknown> | null,
): void {
  recordAuditLogEntry(context, webhook.guildId, {
    actionType,
    userId: actor.userId,
    targetId: webhook.id,
    changes: auditLogChanges(before, after),
    reason: actor.reason,
  });
}
