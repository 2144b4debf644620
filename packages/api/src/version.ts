/**
 * The HTTP API version this SDK speaks.
 * @see {@link https://discord.com/developers/docs/reference#api-versioning | API versioning}
 */
export const APIVersion = '10';

/** The real service's origin. */
export const DefaultServiceOrigin = 'https://discord.com';

/** The real service's API base URL, version included. */
export const DefaultBaseUrl = `${DefaultServiceOrigin}/api/v${APIVersion}`;
