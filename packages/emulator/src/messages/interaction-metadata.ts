import { ApplicationCommandType, InteractionType } from '@slashkit/api';
import type { EmulatorContext } from '../runtime/emulator-context.js';
import type { EmulatorMessageInteractionMetadata } from '../state/emulator-message.js';
import type { InteractionRecord } from '../state/interaction-record.js';

/**
 * The `interaction_metadata` of a message an interaction created: who ran what, the installations that
 * authorized it, the original response (on follow-ups), the message of a component, the target of a
 * context-menu command, and for a modal submit the metadata of the interaction that opened the modal.
 * @see {@link https://discord.com/developers/docs/resources/message#message-object | Message object}
 */
export function interactionMetadata(
  context: EmulatorContext,
  record: InteractionRecord,
): EmulatorMessageInteractionMetadata {
  const metadata = ownMetadata(record);
  const opener =
    record.triggeringInteractionId === undefined
      ? undefined
      : context.state.interactions.get(record.triggeringInteractionId);
  // The opener of a modal is a command or a component, never another modal: one level only.
  if (opener) metadata.triggering_interaction_metadata = ownMetadata(opener);
  return metadata;
}

function ownMetadata(record: InteractionRecord): EmulatorMessageInteractionMetadata {
  const interaction = record.interaction;
  const metadata: EmulatorMessageInteractionMetadata = {
    id: record.id,
    type: interaction.type,
    user: interaction.member?.user ?? interaction.user!,
    authorizing_integration_owners: { ...interaction.authorizing_integration_owners } as Record<
      string,
      string
    >,
  };
  if (record.originalMessageId) metadata.original_response_message_id = record.originalMessageId;
  if (interaction.type === InteractionType.MessageComponent && record.componentMessageId)
    metadata.interacted_message_id = record.componentMessageId;
  if (interaction.type === InteractionType.ApplicationCommand && interaction.data.target_id) {
    const target = interaction.data.target_id;
    if (interaction.data.type === ApplicationCommandType.User) {
      const user = interaction.data.resolved?.users?.[target];
      if (user) metadata.target_user = user;
    } else if (interaction.data.type === ApplicationCommandType.Message) {
      metadata.target_message_id = target;
    }
  }
  return metadata;
}
