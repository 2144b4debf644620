import type { APICurrentUser } from '@slashkit/api';
import { replaceMedia } from '../media/store-media.js';
import type { EmulatorContext } from '../runtime/emulator-context.js';
import { toCurrentBotUser } from '../world/to-current-user.js';
import type { EmulatorApplication } from '../world/world.js';
import type { UserEdit } from './read-user-edit.js';

/**
 * Saves a checked Modify Current User edit on the app's bot: the username, and each image kept in the file
 * store under a new hash (`a_` first when it moves, as the service names animated ones) with the old one
 * dropped. Then USER_UPDATE carries the bot user to its own sessions (whatever their intents; no guild), and
 * everything that shows the bot (members, message authors, interactions) shows the new profile.
 * @see {@link https://discord.com/developers/docs/events/gateway-events#user-update | User Update}
 */
export function editBotUser(
  context: EmulatorContext,
  application: EmulatorApplication,
  edit: UserEdit,
): APICurrentUser {
  const { bot } = application;
  if (edit.username !== undefined) bot.username = edit.username;
  for (const key of ['avatar', 'banner'] as const) {
    const image = edit[key];
    if (image !== undefined) bot[key] = replaceMedia(context, bot[key], image);
  }
  context.applicationChanged(application);
  const user = toCurrentBotUser(application);
  context.events.publish({
    type: 'USER_UPDATE',
    applicationId: application.id,
    guildId: null,
    data: structuredClone(user),
  });
  return user;
}
