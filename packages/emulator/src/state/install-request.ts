import type { Snowflake } from '@slashkit/api';

/** The install an authorize request asks for (scopes `bot` and/or `applications.commands`). */
export interface InstallRequest {
  /** 0: to a guild the user picks; 1: to the user's account. */
  integrationType: 0 | 1;
  /** The `bot` scope: the bot user joins the guild. */
  bot: boolean;
  /** The decimal permission bit set of the bot's role (`permissions`, default "0"). */
  permissions: string;
  /** `guild_id`: the guild preselected on the page. */
  guildId: Snowflake | null;
  /** `disable_guild_select=true`: the user cannot pick another guild than `guildId`. */
  guildLocked: boolean;
}
