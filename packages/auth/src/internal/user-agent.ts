/** The User-Agent the service asks clients to send: `DiscordBot (<url>, <version>)`. */
export const DefaultUserAgent = 'DiscordBot (https://github.com/slashkit/slashkit, 0.1.0) @slashkit/auth';
