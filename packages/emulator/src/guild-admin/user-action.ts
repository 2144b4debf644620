import { GuildLimits, RESTJSONErrorCodes } from '@slashkit/api';
import type { AdminFields } from '../http/admin-fields.js';
import { badRequest, forbidden, notFound } from '../http/http-error.js';
import type { EmulatorContext } from '../runtime/emulator-context.js';
import type { EmulatorGuild } from '../world/world.js';
import type { GuildAction } from './guild-action.js';

/** The guild `guildId` of the world; 404/10004 Unknown Guild for any other. */
export function worldGuild(context: EmulatorContext, guildId: string): EmulatorGuild {
  const guild = context.findGuild(guildId);
  if (!guild)
    throw notFound(RESTJSONErrorCodes.UnknownGuild, `Unknown Guild: no guild ${guildId} in the world`);
  return guild;
}

/**
 * The action a user of the world does by hand in guild `guildId` (the admin API): `actorId` (default
 * `fallbackActorId`) must be a user, not a bot (400), and a member there (403/50001); `reason`, when the
 * body gives one, is the audit log's (at most 512 characters), as `X-Audit-Log-Reason` is a bot's.
 */
export function userAction(
  context: EmulatorContext,
  guildId: string,
  fields: AdminFields,
  fallbackActorId?: string,
): GuildAction {
  const guild = worldGuild(context, guildId);
  const actorId =
    fallbackActorId !== undefined && !fields.has('actorId')
      ? fallbackActorId
      : fields.snowflake('actorId', 'the user who acts');
  const user = context.findUser(actorId);
  if (!user || user.bot)
    throw badRequest(`actorId: no user ${actorId} in the world (a bot acts through the API)`);
  const actor = guild.members.find((m) => m.userId === actorId);
  if (!actor)
    throw forbidden(
      RESTJSONErrorCodes.MissingAccess,
      `Missing Access: ${user.username} is not a member of ${guild.name}`,
    );
  const reason = fields.has('reason')
    ? fields.string('reason', 1, GuildLimits.auditLogReasonMaxLength)
    : null;
  return { context, guild, actor, reason };
}
