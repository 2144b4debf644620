import { type APIGuildIncidentsData, PermissionFlags } from '@slashkit/api';
import { requireGuildPermission } from '../access/require-guild-permission.js';
import type { GuildAction } from '../guild-admin/guild-action.js';
import { publishGuildUpdate } from './guild-update-event.js';

/**
 * Sets the guild's incident actions as the service does (Manage Guild): until when invites and DMs are
 * paused (each at most 24 hours ahead, checked with the body; null or absent ends the pause). The guild
 * object's `incidents_data` shows them (null while neither is set); GUILD_UPDATE when they changed.
 * @see {@link https://discord.com/developers/docs/resources/guild#modify-guild-incident-actions | Modify Guild Incident Actions}
 */
export function editIncidentActions(action: GuildAction, data: APIGuildIncidentsData): APIGuildIncidentsData {
  const { context, guild } = action;
  requireGuildPermission(guild, action.actor, PermissionFlags.ManageGuild, 'Manage Guild');
  const profiles = context.state.guildProfiles;
  const profile = profiles.get(guild.id);
  const next = data.invites_disabled_until === null && data.dms_disabled_until === null ? null : { ...data };
  if (JSON.stringify(next) !== JSON.stringify(profile.incidents_data)) {
    profiles.set(guild.id, { ...profile, incidents_data: next });
    publishGuildUpdate(context, guild);
  }
  return data;
}
