import { type APIInteraction, InteractionType } from '@slashkit/api';
import type { EmulatorMessageInteraction } from '../state/emulator-message.js';

/**
 * The deprecated `interaction` of a message an interaction created, which the service still sends beside
 * `interaction_metadata`, and which libraries written before it (discord.py 2.2 among them, which finds a
 * reply's view by it) still read: the interaction's id and type, `name` (the command with its subcommand
 * group and subcommand, `tag admin clear`; the `custom_id` for a component or a modal submit) and the
 * user, the fields Discord's OpenAPI document gives it.
 * @see {@link https://discord.com/developers/docs/interactions/receiving-and-responding#message-interaction-object | Message interaction object}
 */
export function messageInteraction(interaction: APIInteraction): EmulatorMessageInteraction {
  return {
    id: interaction.id,
    type: interaction.type,
    name: interactionName(interaction),
    user: structuredClone(interaction.member?.user ?? interaction.user!),
  };
}

/** The command's full name (`tag admin clear`), or a component's or a modal's `custom_id`. */
function interactionName(interaction: APIInteraction): string {
  if (
    interaction.type === InteractionType.MessageComponent ||
    interaction.type === InteractionType.ModalSubmit
  )
    return interaction.data.custom_id;
  if (interaction.type !== InteractionType.ApplicationCommand) return '';
  const names = [interaction.data.name];
  let options = 'options' in interaction.data ? interaction.data.options : undefined;
  // A group holds a subcommand; a subcommand holds values: follow options of types 1 and 2 only.
  for (let option = options?.[0]; option && (option.type === 1 || option.type === 2); ) {
    names.push(option.name);
    options = 'options' in option ? option.options : undefined;
    option = options?.[0];
  }
  return names.join(' ');
}
