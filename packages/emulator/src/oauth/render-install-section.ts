import type { InstallRequest } from '../state/install-request.js';
import type { EmulatorGuild } from '../world/world.js';
import { escapeHtml } from './escape-html.js';

/**
 * The install part of the consent page: for a guild install, a select of the world's guilds (preselected
 * by `guild_id`, fixed by `disable_guild_select=true`; only guilds where the user has MANAGE_GUILD are
 * accepted on submit) and the bot's permissions; for a user install, one sentence.
 * @see {@link https://discord.com/developers/docs/topics/oauth2#bot-authorization-flow | Bot authorization flow}
 */
export function renderInstallSection(install: InstallRequest, guilds: readonly EmulatorGuild[]): string {
  if (install.integrationType === 1) {
    return '<p id="install">Installs the app to your account (user install): you can use its commands wherever they allow.</p>';
  }
  const options = guilds
    .map((guild) => {
      const selected = guild.id === install.guildId ? ' selected' : '';
      return `<option value="${escapeHtml(guild.id)}"${selected}>${escapeHtml(guild.name)} — ${escapeHtml(guild.id)}</option>`;
    })
    .join('');
  const placeholder =
    install.guildId === null ? '<option value="" disabled selected>Choose a server…</option>' : '';
  const locked = install.guildLocked ? ' disabled' : '';
  // A disabled select is not submitted: the server takes the locked guild from the request itself.
  const bot = install.bot
    ? `<p class="muted">The bot joins with a role holding permissions <code id="permissions">${escapeHtml(install.permissions)}</code>.</p>`
    : '';
  return `<p id="install">Installs the app to a server (guild install). You need Manage Server there.</p>
<label for="guild">Add to server</label>
<select id="guild" name="guild_id"${locked}${install.guildLocked ? '' : ' required'}>${placeholder}${options}</select>
${bot}`;
}
