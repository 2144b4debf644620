import type { EmulatorMessage } from '../state/emulator-message.js';
import type { EmulatorApplication, World } from '../world/world.js';

/**
 * The application that authored a message, to which its components belong: the one its `application_id`
 * names (interaction answers and follow-ups, messages of an application's webhooks), else the one whose
 * bot wrote it (a message posted with `POST /channels/{id}/messages`, which carries no `application_id`);
 * undefined for a message of a user or of a webhook no application owns.
 * @see {@link https://discord.com/developers/docs/interactions/message-components | Message components}
 */
export function messageApplication(
  world: Pick<World, 'applications'>,
  message: Pick<EmulatorMessage, 'application_id' | 'author' | 'webhook_id'>,
): EmulatorApplication | undefined {
  if (message.application_id) return world.applications.find((a) => a.id === message.application_id);
  if (message.webhook_id || message.author.bot !== true) return undefined;
  return world.applications.find((a) => a.bot.id === message.author.id);
}
