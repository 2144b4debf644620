import type { APIGuildIntegrationApplication } from '@slashkit/api';
import { botUser } from './to-api-user.js';
import type { EmulatorApplication } from './world.js';

/**
 * What every wire form of an application starts with (a guild integration's `application`, the app's own
 * `GET /applications/@me`): id, name, icon, description, type, its flags twice, and its bot.
 * @see {@link https://discord.com/developers/docs/resources/application#application-object | Application object}
 */
export function toPartialApplication(
  application: EmulatorApplication,
): Required<APIGuildIntegrationApplication> {
  return {
    id: application.id,
    name: application.name,
    icon: application.icon,
    description: application.description,
    // Null for every app but a guild role subscription; Discord's document types it `4 | null`.
    type: null,
    flags: application.flags,
    flags_new: String(application.flags),
    bot: botUser(application),
  };
}
