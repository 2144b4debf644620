import type { Snowflake } from '../snowflake.js';

/**
 * What `GET /guilds/{id}/widget` answers: whether the guild's widget is on and the channel its invites
 * lead to (null: none).
 * @see {@link https://discord.com/developers/docs/resources/guild#guild-widget-settings-object | Guild Widget Settings object}
 */
export interface APIGuildWidgetSettings {
  enabled: boolean;
  channel_id: Snowflake | null;
}

/**
 * The body of `PATCH /guilds/{id}/widget` (Modify Guild Widget): each field optional.
 * @see {@link https://discord.com/developers/docs/resources/guild#modify-guild-widget | Modify Guild Widget}
 */
export interface RESTPatchAPIGuildWidgetSettingsJSONBody {
  enabled?: boolean | null;
  /** One of the guild's channels, or null for none. */
  channel_id?: Snowflake | null;
}

/** A voice or stage channel as a guild's widget lists it. */
export interface APIGuildWidgetChannel {
  id: Snowflake;
  name: string;
  position: number;
}

/** A member as a guild's widget shows them: anonymized, with their presence. */
export interface APIGuildWidgetMember {
  id: string;
  username: string;
  discriminator: string;
  avatar: null;
  status: string;
  avatar_url: string;
}

/**
 * What `GET /guilds/{id}/widget.json` answers (no credentials): the guild's name, the voice and stage
 * channels `@everyone` may see, the online members (at most 100) and how many are online.
 * @see {@link https://discord.com/developers/docs/resources/guild#guild-widget-object | Guild Widget object}
 */
export interface APIGuildWidget {
  id: Snowflake;
  name: string;
  instant_invite: string | null;
  channels: APIGuildWidgetChannel[];
  members: APIGuildWidgetMember[];
  presence_count: number;
}
