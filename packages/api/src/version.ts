/** The HTTP API version this SDK speaks. @see spec "Versioning" */
export const APIVersion = '10';

/** The real service's origin. */
export const DefaultServiceOrigin = 'https://discord.com';

/** The real service's API base URL, version included. */
export const DefaultBaseUrl = `${DefaultServiceOrigin}/api/v${APIVersion}`;
