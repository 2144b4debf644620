import { RESTJSONErrorCodes } from '@slashkit/api';
import { forbidden, notFound } from '../http/http-error.js';
import type { EmulatorContext } from '../runtime/emulator-context.js';
import { botMember } from '../world/bot-member.js';
import type { EmulatorApplication, EmulatorGuild, EmulatorMember } from '../world/world.js';

/**
 * The guild `guildId` as `application`'s bot reaches it, with the bot's member: 404/10004 when there is
 * no such guild, 403/50001 when the app is not installed there (its bot is no member).
 */
export function botGuild(
  emulator: EmulatorContext,
  application: EmulatorApplication,
  guildId: string,
): { guild: EmulatorGuild; member: EmulatorMember } {
  const guild = emulator.findGuild(guildId);
  if (!guild) throw notFound(RESTJSONErrorCodes.UnknownGuild, 'Unknown Guild');
  const member = botMember(guild, application);
  if (!member)
    throw forbidden(
      RESTJSONErrorCodes.MissingAccess,
      `Missing Access: the app is not installed in guild ${guild.id}, so its bot is not a member`,
    );
  return { guild, member };
}
