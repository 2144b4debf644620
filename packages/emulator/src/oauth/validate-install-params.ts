import { isSnowflake, type OAuth2ErrorCode } from '@slashkit/api';
import type { EmulatorContext } from '../runtime/emulator-context.js';
import type { InstallRequest } from '../state/install-request.js';
import type { EmulatorApplication } from '../world/world.js';

/** The scopes that install an app; alone, they need no redirect and no code exchange. */
export const installScopes: readonly string[] = Object.freeze(['bot', 'applications.commands']);

/** The parameters only an install reads; given once each. */
export const installParams = ['permissions', 'guild_id', 'disable_guild_select'] as const;

// Permission bit sets are decimal strings of at most 53 bits (the service's highest bit is below that).
const permissionsPattern = /^\d{1,16}$/;

/**
 * Reads the install part of an authorize request: `integration_type` (0 by default), `permissions`,
 * `guild_id` and `disable_guild_select`. An install is asked for by `bot`, by `applications.commands`
 * alone, or by `applications.commands` with an explicit `integration_type`. Returns null when no install
 * is asked for, the install, or an error `[code, description]`.
 * @see {@link https://discord.com/developers/docs/topics/oauth2#bot-authorization-flow | Bot authorization flow}
 */
export function validateInstallParams(
  params: URLSearchParams,
  scopes: readonly string[],
  integrationType: 0 | 1 | null,
  application: EmulatorApplication,
  context: EmulatorContext,
): InstallRequest | null | [OAuth2ErrorCode, string] {
  const bot = scopes.includes('bot');
  if (!bot && !scopes.includes('applications.commands')) return null;
  // applications.commands beside user scopes (a game's `identify applications.commands`) installs only
  // when integration_type says so; alone, or with bot, it always does.
  const installOnly = scopes.every((s) => installScopes.includes(s));
  if (!bot && !installOnly && integrationType === null) return null;
  const type = integrationType ?? 0;
  if (bot && type === 1) {
    return [
      'invalid_request',
      'the bot scope installs to a server only: use integration_type=0, or drop bot for a user install (integration_type=1 with applications.commands)',
    ];
  }
  if (!application.integrationTypes.includes(type)) {
    return [
      'invalid_request',
      `${application.name} does not support ${type === 0 ? 'guild' : 'user'} installs (integration_type ${type}); it supports ${application.integrationTypes.join(', ')}`,
    ];
  }
  const permissions = params.get('permissions') ?? '0';
  if (!permissionsPattern.test(permissions) || BigInt(permissions) >= 1n << 53n) {
    return ['invalid_request', 'permissions must be a decimal permission bit set, e.g. permissions=2048'];
  }
  const guildId = params.get('guild_id');
  if (guildId !== null) {
    if (type === 1) {
      return ['invalid_request', 'guild_id applies to guild installs only (integration_type=0)'];
    }
    if (!isSnowflake(guildId) || !context.findGuild(guildId)) {
      return ['invalid_request', `guild_id ${JSON.stringify(guildId)} is not a guild of the world`];
    }
  }
  const select = params.get('disable_guild_select');
  if (select !== null && select !== 'true' && select !== 'false') {
    return ['invalid_request', 'disable_guild_select must be true or false'];
  }
  if (select === 'true' && guildId === null) {
    return ['invalid_request', 'disable_guild_select=true needs guild_id: the guild the user may not change'];
  }
  return { integrationType: type, bot, permissions, guildId, guildLocked: select === 'true' };
}
