import { type APIPartialEmoji, RESTJSONErrorCodes } from '@slashkit/api';
import { badRequest } from '../http/http-error.js';
import type { EmulatorContext } from '../runtime/emulator-context.js';
import type { EmulatorApplication } from '../world/world.js';

/**
 * The emoji a new reaction uses, as the service knows it: a unicode emoji as it is; a custom emoji only
 * when it exists (400/10014 otherwise), with its stored name and whether it moves, whatever name the path
 * gave. A bot uses its own app's emojis and those of the guilds its app is installed in; a user (`null`)
 * any guild's, as a member with Nitro does.
 * @see {@link https://discord.com/developers/docs/resources/message#create-reaction | Create Reaction}
 */
export function knownEmoji(
  context: EmulatorContext,
  emoji: APIPartialEmoji,
  bot: EmulatorApplication | null,
): APIPartialEmoji {
  if (emoji.id === null) return emoji;
  const stored = context.state.emojis.get(emoji.id);
  const usable =
    stored !== undefined &&
    (bot === null ||
      stored.applicationId === bot.id ||
      (stored.guildId !== null && bot.guildIds.includes(stored.guildId)));
  if (!stored || !usable)
    throw badRequest(
      `Unknown Emoji: ${emoji.name ?? ''}:${emoji.id} is no custom emoji ${bot === null ? 'of the world' : "of the bot's app or of a guild it is in"} (make one with POST /guilds/{id}/emojis)`,
      RESTJSONErrorCodes.UnknownEmoji,
    );
  return { id: stored.id, name: stored.name, ...(stored.animated ? { animated: true } : {}) };
}
