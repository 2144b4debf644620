import { AuditLogEvent, PinLimits, RESTJSONErrorCodes } from '@slashkit/api';
import { recordAuditLogEntry } from '../audit/record-audit-log-entry.js';
import { badRequest } from '../http/http-error.js';
import { channelPins, publishChannelPinsUpdate } from '../messages/channel-pins-update.js';
import { baseMessage } from '../messages/message-factory.js';
import { isSystemMessage } from '../messages/system-message.js';
import type { EmulatorContext } from '../runtime/emulator-context.js';
import type { EmulatorMessage } from '../state/emulator-message.js';

/** Message type of the notice a pin leaves in the channel (CHANNEL_PINNED_MESSAGE). */
const pinNoticeType = 6;

/** Who pins or unpins, with the reason for the audit log. */
export interface PinActor {
  /** The acting user's (or bot's) user object, as the notice's author. */
  user: EmulatorMessage['author'];
  reason: string | null;
}

/** Refuses with 400/50021 a system message (a pin notice, a member join…): those are never pinned. */
function requireOwnWords(message: EmulatorMessage, action: string): void {
  if (isSystemMessage(message.type))
    throw badRequest(
      `Cannot execute action on a system message: message ${message.id} is of type ${message.type}, and a system message cannot be ${action}`,
      RESTJSONErrorCodes.CannotExecuteOnSystemMessage,
    );
}

/**
 * Pins `message` (nothing happens when it already is): 400/30003 when its channel holds the most pins it
 * may; then the notice (type 6, pointing at the message), CHANNEL_PINS_UPDATE, and in a guild an audit
 * entry MESSAGE_PIN.
 */
export function pinMessage(emulator: EmulatorContext, message: EmulatorMessage, actor: PinActor): void {
  const { pins, messages } = emulator.state;
  if (pins.has(message.id)) return;
  requireOwnWords(message, 'pinned');
  if (channelPins(emulator, message.channel_id).length >= PinLimits.perChannel)
    throw badRequest(
      `Maximum number of pins reached (${PinLimits.perChannel}): unpin a message of this channel first`,
      RESTJSONErrorCodes.MaximumPins,
    );
  const now = emulator.clock.now();
  pins.add(message.id, new Date(now).toISOString());
  const guildId = message.guild_id;
  messages.add(
    {
      ...baseMessage(emulator.nextId(), message.channel_id, actor.user, now),
      type: pinNoticeType,
      ...(guildId !== undefined ? { guild_id: guildId } : {}),
      message_reference: {
        type: 0,
        message_id: message.id,
        channel_id: message.channel_id,
        ...(guildId !== undefined ? { guild_id: guildId } : {}),
      },
    },
    null,
  );
  pinsChanged(emulator, message, actor, AuditLogEvent.MessagePin);
}

/** Unpins `message` (nothing happens when it is not pinned): CHANNEL_PINS_UPDATE and MESSAGE_UNPIN. */
export function unpinMessage(emulator: EmulatorContext, message: EmulatorMessage, actor: PinActor): void {
  if (!emulator.state.pins.remove(message.id)) return;
  pinsChanged(emulator, message, actor, AuditLogEvent.MessageUnpin);
}

function pinsChanged(
  emulator: EmulatorContext,
  message: EmulatorMessage,
  actor: PinActor,
  actionType: typeof AuditLogEvent.MessagePin | typeof AuditLogEvent.MessageUnpin,
): void {
  const guildId = message.guild_id ?? null;
  // The message's `pinned` changed: live views and bots see it as an edit, as on the service.
  emulator.state.messages.changed(message);
  publishChannelPinsUpdate(emulator, message.channel_id, guildId);
  if (guildId === null) return;
  recordAuditLogEntry(emulator, guildId, {
    actionType,
    userId: actor.user.id,
    targetId: message.author.id,
    options: { channel_id: message.channel_id, message_id: message.id },
    reason: actor.reason,
  });
}
