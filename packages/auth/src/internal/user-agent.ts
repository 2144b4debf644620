import { DefaultUserAgent as SDKUserAgent } from '@slashkit/api';

/** The User-Agent the service asks clients to send, `DiscordBot (<url>, <version>)`, naming this package. */
export const DefaultUserAgent = `${SDKUserAgent} @slashkit/auth`;
