import { RESTJSONErrorCodes } from '@slashkit/api';
import type { EmulatorApplication, EmulatorGuild } from '../world/world.js';
import { HttpError } from './http-error.js';
import type { RouteContext } from './router.js';

/** The context of a route under `/guilds/:guildId`: its `params` name the guild. */
export type GuildRouteContext = Pick<RouteContext, 'emulator'> & {
  readonly params: { readonly guildId: string };
};

/**
 * Resolves the route's `:guildId`: the guild exists (404/10004) and the application is installed in it
 * with the `applications.commands` scope (403/50001).
 */
export function requireGuild(context: GuildRouteContext, application: EmulatorApplication): EmulatorGuild {
  const guild = context.emulator.findGuild(context.params.guildId);
  if (!guild) throw new HttpError(404, RESTJSONErrorCodes.UnknownGuild, 'Unknown Guild');
  if (!application.guildIds.includes(guild.id)) {
    throw new HttpError(
      403,
      RESTJSONErrorCodes.MissingAccess,
      `Missing Access: application ${application.id} is not installed in guild ${guild.id} with the applications.commands scope`,
    );
  }
  return guild;
}
