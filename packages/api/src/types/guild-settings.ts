/**
 * What `GET /guilds/{id}/vanity-url` answers: the guild's vanity invite code (null when it has none) and
 * how many times it was used.
 * @see {@link https://discord.com/developers/docs/resources/guild#get-guild-vanity-url | Get Guild Vanity URL}
 */
export interface APIGuildVanityUrl {
  code: string | null;
  uses: number;
}
