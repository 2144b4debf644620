import {
  ApplicationIntegrationType,
  DefaultServiceOrigin,
  OriginRoutes,
  type Snowflake,
} from '@slashkit/api';
import { AuthError } from './auth-error.js';
import { type ClientIdInput, toClientId } from './client-id.js';
import { parseUrlOption } from './internal/urls.js';

/** What the install URL has in common for both install types. */
interface InstallUrlCommon {
  /** The application to install. */
  applicationId: ClientIdInput;
  /** Origin of the authorize page; `https://discord.com` by default, the emulator's URL in tests. */
  authorizeOrigin?: string | undefined;
  /**
   * A registered redirect URI: the service then sends the user there with a `code` (and, for a guild
   * install, `guild_id` and `permissions`). Without one, the page itself ends the install.
   */
  redirectUri?: string | undefined;
  /** The `state` to send with `redirectUri` (check it on the callback). */
  state?: string | undefined;
}

/**
 * A guild install (`integration_type=0`): a user with Manage Server picks the guild (or gets `guildId`).
 * @see {@link https://discord.com/developers/docs/topics/oauth2#bot-authorization-flow | Bot authorization flow}
 */
export interface GuildInstallUrlOptions extends InstallUrlCommon {
  integrationType?: typeof ApplicationIntegrationType.GuildInstall | undefined;
  /** `bot` adds the bot user; `applications.commands` the commands. Both by default. */
  scopes?: readonly ('bot' | 'applications.commands')[] | undefined;
  /** The permissions of the bot's role (with `bot`): a bit set as bigint or decimal string. */
  permissions?: bigint | string | undefined;
  /** Preselects the guild. */
  guildId?: Snowflake | undefined;
  /** With `guildId`: the user may not pick another guild. */
  disableGuildSelect?: boolean | undefined;
}

/**
 * A user install (`integration_type=1`): the app's user-installable commands follow the user.
 * @see {@link https://discord.com/developers/docs/resources/application#installation-context | Installation context}
 */
export interface UserInstallUrlOptions extends InstallUrlCommon {
  integrationType: typeof ApplicationIntegrationType.UserInstall;
  /** Only `applications.commands` installs to a user (the default). */
  scopes?: readonly 'applications.commands'[] | undefined;
  permissions?: never;
  guildId?: never;
  disableGuildSelect?: never;
}

/** Options of {@link createInstallUrl}: a guild install (the default) or a user install. */
export type InstallUrlOptions = GuildInstallUrlOptions | UserInstallUrlOptions;

const DECIMAL = /^\d{1,16}$/;

/**
 * Builds the URL that installs an app: `client_id`, `scope` (`bot applications.commands` for a guild
 * install, `applications.commands` for a user install), `integration_type`, and for a guild install
 * `permissions`, `guild_id` and `disable_guild_select`. Open it in a browser; the user approves there.
 * @example
 * createInstallUrl({ applicationId: '1234567890123456789', permissions: PermissionFlags.SendMessages });
 * createInstallUrl({ applicationId, integrationType: ApplicationIntegrationType.UserInstall });
 * @see {@link https://discord.com/developers/docs/topics/oauth2#bot-authorization-flow | Bot authorization flow}
 */
export function createInstallUrl(options: InstallUrlOptions): string {
  const clientId = toClientId(options.applicationId, 'applicationId');
  const userInstall = options.integrationType === ApplicationIntegrationType.UserInstall;
  const scopes: readonly string[] =
    options.scopes ?? (userInstall ? ['applications.commands'] : ['bot', 'applications.commands']);
  if (scopes.length === 0 || scopes.some((s) => s !== 'bot' && s !== 'applications.commands')) {
    throw new AuthError('INVALID_ARGUMENT', 'scopes must hold bot and/or applications.commands.');
  }
  if (userInstall && scopes.includes('bot')) {
    throw new AuthError(
      'INVALID_ARGUMENT',
      'A user install cannot add a bot: use scopes ["applications.commands"], or a guild install for bot.',
    );
  }
  const query: [string, string][] = [
    ['client_id', clientId.toString()],
    ['scope', scopes.join(' ')],
    ['integration_type', String(userInstall ? 1 : 0)],
  ];
  if (!userInstall) {
    const guild = options as GuildInstallUrlOptions;
    if (guild.permissions !== undefined) {
      const bits = String(guild.permissions);
      if (!DECIMAL.test(bits)) {
        throw new AuthError(
          'INVALID_ARGUMENT',
          `permissions must be a non-negative bit set (bigint or decimal string), e.g. PermissionFlags.SendMessages; got ${JSON.stringify(bits)}.`,
        );
      }
      query.push(['permissions', bits]);
    }
    if (guild.guildId !== undefined)
      query.push(['guild_id', toClientId(guild.guildId, 'guildId').toString()]);
    if (guild.disableGuildSelect) {
      if (guild.guildId === undefined) {
        throw new AuthError(
          'INVALID_ARGUMENT',
          'disableGuildSelect needs guildId: the guild the user may not change.',
        );
      }
      query.push(['disable_guild_select', 'true']);
    }
  }
  if (options.redirectUri !== undefined) {
    const redirect = parseUrlOption(options.redirectUri, 'redirectUri', 'http://127.0.0.1:53682/callback');
    query.push(['response_type', 'code'], ['redirect_uri', redirect.href]);
    if (options.state !== undefined) query.push(['state', options.state]);
  }
  const origin = parseUrlOption(
    options.authorizeOrigin ?? DefaultServiceOrigin,
    'authorizeOrigin',
    'https://discord.com',
  );
  const url = new URL(OriginRoutes.oauth2Authorization(), origin.origin);
  url.search = query.map(([key, value]) => `${key}=${encodeURIComponent(value)}`).join('&');
  return url.href;
}
