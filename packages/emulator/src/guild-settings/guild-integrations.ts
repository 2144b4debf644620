import {
  type APIGuildIntegration,
  AuditLogEvent,
  GuildLimits,
  PermissionFlags,
  RESTJSONErrorCodes,
} from '@slashkit/api';
import { requireGuildPermission } from '../access/require-guild-permission.js';
import { worldEvent } from '../events/world-event.js';
import { auditChange, type GuildAction } from '../guild-admin/guild-action.js';
import { removeMember } from '../guild-admin/remove-member.js';
import { notFound } from '../http/http-error.js';
import { toPartialApplication } from '../world/to-partial-application.js';
import type { EmulatorApplication } from '../world/world.js';

/**
 * An app installed in a guild as its integration: type `discord`, the app's id as the integration's (the
 * emulator keeps no other), its bot, and the scopes `applications.commands` and `bot`.
 */
function integrationOf(application: EmulatorApplication): APIGuildIntegration {
  return {
    id: application.id,
    name: application.name,
    type: 'discord',
    enabled: true,
    account: { id: application.id, name: application.name },
    application: toPartialApplication(application),
    // An installed app's bot is a member (the world's installs count as membership).
    scopes: ['applications.commands', 'bot'],
  };
}

function installed(action: GuildAction): EmulatorApplication[] {
  return action.context.state.world.applications.filter((a) => a.guildIds.includes(action.guild.id));
}

/**
 * The guild's integrations (`GET /guilds/{id}/integrations`; Manage Guild): each app installed there, in
 * the world's order, at most 50.
 * @see {@link https://discord.com/developers/docs/resources/guild#get-guild-integrations | Get Guild Integrations}
 */
export function guildIntegrations(action: GuildAction): APIGuildIntegration[] {
  requireGuildPermission(action.guild, action.actor, PermissionFlags.ManageGuild, 'Manage Guild');
  return installed(action).slice(0, GuildLimits.integrationsListMax).map(integrationOf);
}

/**
 * Removes an integration as the service does (Manage Guild; 10005 for one the guild does not have): the
 * app's install goes, and its bot leaves the guild (GUILD_MEMBER_REMOVE, and GUILD_DELETE to its
 * sessions), even when it is the bot that asked. GUILD_INTEGRATIONS_UPDATE and INTEGRATION_DELETE
 * (GUILD_INTEGRATIONS intent) go out first, so the app's own sessions hear them; an INTEGRATION_DELETE
 * audit entry.
 * @see {@link https://discord.com/developers/docs/resources/guild#delete-guild-integration | Delete Guild Integration}
 */
export function deleteIntegration(action: GuildAction, integrationId: string): void {
  const { context, guild } = action;
  requireGuildPermission(guild, action.actor, PermissionFlags.ManageGuild, 'Manage Guild');
  const application = installed(action).find((a) => a.id === integrationId);
  if (!application) throw notFound(RESTJSONErrorCodes.UnknownIntegration, 'Unknown Integration');
  const before = integrationOf(application);
  auditChange(
    action,
    {
      actionType: AuditLogEvent.IntegrationDelete,
      targetId: integrationId,
      before: { name: before.name, type: before.type },
      after: null,
      keys: ['name', 'type'],
    },
    () => {
      const place = { guildId: guild.id };
      context.events.publish(worldEvent('GUILD_INTEGRATIONS_UPDATE', place, { guild_id: guild.id }));
      context.events.publish(
        worldEvent('INTEGRATION_DELETE', place, {
          id: integrationId,
          guild_id: guild.id,
          application_id: application.id,
        }),
      );
    },
  );
  // An installed app's bot is always a member (one of its own or the install's implicit one).
  removeMember(action, application.bot.id);
}
