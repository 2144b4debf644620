import {
  AuditLogEvent,
  ChannelLimits,
  FieldErrorCodes,
  type GatewayMessageDeleteBulkData,
  isSnowflake,
  PermissionFlags,
  RESTJSONErrorCodes,
  type Snowflake,
  snowflakeTimestamp,
} from '@slashkit/api';
import type { FieldError } from '@slashkit/api/validation';
import { type BotChannel, requirePermission } from '../access/bot-channel.js';
import { recordAuditLogEntry } from '../audit/record-audit-log-entry.js';
import { worldEvent } from '../events/world-event.js';
import { badRequest, forbidden, invalidForm } from '../http/http-error.js';
import { publishChannelPinsUpdate } from '../messages/channel-pins-update.js';
import { botChannelId } from '../messages/readable-messages.js';
import type { EmulatorContext } from '../runtime/emulator-context.js';
import type { EmulatorApplication } from '../world/world.js';

/**
 * Deletes 2-100 messages of a channel at once (`POST /channels/{id}/messages/bulk-delete`), as the service
 * does: Manage Messages (403/50013), never in a DM (403/50003); `messages` an array of snowflakes
 * (400/50035 at the path of a bad one, or a repeated one), 2 to 100 of them (400/50016), none older than
 * two weeks by its id (400/50034); ids of no message of the channel are passed over. Nothing is deleted
 * on a refusal. One MESSAGE_DELETE_BULK (GUILD_MESSAGES) tells bots (and CHANNEL_PINS_UPDATE when a pinned one went), and the audit log records
 * MESSAGE_BULK_DELETE with the count.
 * @see {@link https://discord.com/developers/docs/resources/message#bulk-delete-messages | Bulk Delete Messages}
 */
export function bulkDeleteMessages(
  emulator: EmulatorContext,
  application: EmulatorApplication,
  target: BotChannel,
  body: unknown,
  reason: string | null,
): void {
  if (target.kind === 'dm')
    throw forbidden(
      RESTJSONErrorCodes.CannotExecuteActionOnDMChannel,
      'Cannot execute action on a DM channel: bulk delete is for guild channels',
    );
  requirePermission(target, PermissionFlags.ManageMessages, 'Manage Messages to bulk delete');
  const ids = readIds(body);
  const oldest = emulator.clock.now() - ChannelLimits.bulkDeleteMaxAgeMs;
  const old = ids.find((id) => snowflakeTimestamp(id) < oldest);
  if (old !== undefined)
    throw badRequest(
      `You can only bulk delete messages that are under 14 days old: ${old} is older (delete it on its own)`,
      RESTJSONErrorCodes.MessageTooOldToBulkDelete,
    );
  const channelId = botChannelId(target);
  const { messages, attachments } = emulator.state;
  const inChannel = ids.filter((id) => messages.get(id)?.channel_id === channelId);
  const hadPins = inChannel.some((id) => emulator.state.pins.has(id));
  const deleted = messages.deleteQuietly(inChannel);
  for (const message of deleted) for (const file of message.attachments) attachments.delete(file.id);
  if (deleted.length === 0) return;
  const guildId = target.guild.id;
  const data: GatewayMessageDeleteBulkData = {
    ids: deleted.map((m) => m.id),
    channel_id: channelId,
    guild_id: guildId,
  };
  emulator.events.publish(worldEvent('MESSAGE_DELETE_BULK', { guildId, channelId }, data));
  if (hadPins) publishChannelPinsUpdate(emulator, channelId, guildId);
  recordAuditLogEntry(emulator, guildId, {
    actionType: AuditLogEvent.MessageBulkDelete,
    userId: application.bot.id,
    targetId: channelId,
    options: { count: String(deleted.length) },
    reason,
  });
}

/** The body's `messages`: snowflakes, none twice, 2 to 100 of them. */
function readIds(body: unknown): Snowflake[] {
  const list =
    typeof body === 'object' && body !== null && Object.hasOwn(body, 'messages')
      ? (body as { messages: unknown }).messages
      : undefined;
  if (!Array.isArray(list))
    throw invalidForm([
      {
        path: ['messages'],
        code: list === undefined ? FieldErrorCodes.Required : FieldErrorCodes.Array,
        message: list === undefined ? 'This field is required' : 'Must be an array of message ids.',
      },
    ]);
  const errors: FieldError[] = [];
  const seen = new Set<string>();
  list.forEach((id, index) => {
    const text = typeof id === 'number' ? String(id) : id;
    if (typeof text !== 'string' || !isSnowflake(text))
      errors.push({
        path: ['messages', index],
        code: FieldErrorCodes.Snowflake,
        message: 'Value is not snowflake.',
      });
    else if (seen.has(text))
      errors.push({
        path: ['messages', index],
        code: FieldErrorCodes.InvalidValue,
        message: `Duplicate message id ${text}: give each message once`,
      });
    else seen.add(text);
  });
  if (errors.length > 0) throw invalidForm(errors);
  if (list.length < ChannelLimits.bulkDeleteMin || list.length > ChannelLimits.bulkDeleteMax)
    throw badRequest(
      `You can only bulk delete ${ChannelLimits.bulkDeleteMin} to ${ChannelLimits.bulkDeleteMax} messages at a time (got ${list.length})`,
      RESTJSONErrorCodes.BulkDeleteMessageCount,
    );
  return [...seen];
}
