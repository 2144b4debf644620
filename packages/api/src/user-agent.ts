/**
 * The version of the slashkit packages (they are released together), as sent in the User-Agent; a test
 * keeps it equal to package.json.
 */
export const SDKVersion = '0.1.0';

/**
 * The User-Agent every slashkit request carries, in the form the service asks for:
 * `DiscordBot (<url>, <version>)`. The REST client, the gateway client and the OAuth2 calls all send it.
 * @see {@link https://discord.com/developers/docs/reference#authentication | Authentication}
 */
export const DefaultUserAgent = `DiscordBot (https://github.com/slashkit/slashkit, ${SDKVersion})`;
