import type { Snowflake } from '../snowflake.js';

/**
 * A channel a guild's welcome screen links to, with how it is shown.
 * @see {@link https://discord.com/developers/docs/resources/guild#welcome-screen-object-welcome-screen-channel-structure | Welcome Screen Channel Structure}
 */
export interface APIGuildWelcomeScreenChannel {
  channel_id: Snowflake;
  /** What the screen says of the channel: 1-50 characters. */
  description: string;
  /** The guild's custom emoji shown beside it, or null. */
  emoji_id: Snowflake | null;
  /** A custom emoji's name, a standard emoji's character, or null for no emoji. */
  emoji_name: string | null;
}

/**
 * What `GET /guilds/{id}/welcome-screen` answers: the description new members see and at most 5 channels.
 * @see {@link https://discord.com/developers/docs/resources/guild#welcome-screen-object | Welcome Screen object}
 */
export interface APIGuildWelcomeScreen {
  description: string | null;
  welcome_channels: APIGuildWelcomeScreenChannel[];
}

/** A welcome channel as `PATCH /guilds/{id}/welcome-screen` takes it (the emoji fields optional). */
export interface RESTAPIGuildWelcomeScreenChannel {
  channel_id: Snowflake;
  description: string;
  emoji_id?: Snowflake | null;
  emoji_name?: string | null;
}

/**
 * The body of `PATCH /guilds/{id}/welcome-screen` (Modify Guild Welcome Screen): each field optional and
 * nullable (null: unchanged for `enabled`, none for the others).
 * @see {@link https://discord.com/developers/docs/resources/guild#modify-guild-welcome-screen | Modify Guild Welcome Screen}
 */
export interface RESTPatchAPIGuildWelcomeScreenJSONBody {
  /** Whether new members see the screen (the guild's WELCOME_SCREEN_ENABLED feature). */
  enabled?: boolean | null;
  /** At most 5 of the guild's channels, each once. */
  welcome_channels?: RESTAPIGuildWelcomeScreenChannel[] | null;
  /** At most 140 characters. */
  description?: string | null;
}
