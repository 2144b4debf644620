import { DefaultUserAgent, SDKVersion } from '@slashkit/api';

/**
 * The version of @slashkit/rest, sent in the User-Agent (a test keeps it equal to package.json).
 * @example
 * console.log(`@slashkit/rest ${version}`);
 * @see {@link https://discord.com/developers/docs/reference#authentication | Authentication}
 */
export const version: string = SDKVersion;

/**
 * The User-Agent every request carries, in the form the service asks for: `DiscordBot (<url>, <version>)`.
 * @example
 * new REST({ userAgentSuffix: 'my-bot/1.2' }); // DiscordBot (https://github.com/slashkit/slashkit, 0.1.0) my-bot/1.2
 * @see {@link https://discord.com/developers/docs/reference#authentication | Authentication}
 */
export { DefaultUserAgent };
