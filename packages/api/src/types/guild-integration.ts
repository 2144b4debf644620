import type { Snowflake } from '../snowflake.js';
import type { APIUser } from './resolved-objects.js';

/** The account of an integration: for an app's, the app's id and name. */
export interface APIGuildIntegrationAccount {
  id: string;
  name: string | null;
}

/**
 * The app of a `discord` integration, with its bot.
 * @see {@link https://discord.com/developers/docs/resources/guild#integration-application-object | Integration Application object}
 */
export interface APIGuildIntegrationApplication {
  id: Snowflake;
  name: string;
  icon: string | null;
  description: string;
  /** The app's type (null: none). */
  type: number | null;
  /** The app's public flags, and the same as a string. */
  flags: number;
  flags_new: string;
  bot?: APIUser;
}

/**
 * An integration of a guild as `GET /guilds/{id}/integrations` lists it: for an app installed in the
 * guild, type `discord` with the app, its bot and the scopes it was given.
 * @see {@link https://discord.com/developers/docs/resources/guild#integration-object | Integration object}
 */
export interface APIGuildIntegration {
  id: Snowflake;
  name: string;
  /** `twitch`, `youtube`, `discord` or `guild_subscription`. */
  type: string;
  enabled: boolean;
  account: APIGuildIntegrationAccount;
  application?: APIGuildIntegrationApplication;
  /** The OAuth2 scopes of an app's integration: `applications.commands`, with `bot` when its bot joined. */
  scopes?: string[];
  /** Who added it (absent when unknown). */
  user?: APIUser;
}
