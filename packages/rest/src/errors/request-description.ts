/**
 * Which request an error belongs to: the method and the route template (never the real path, which may
 * hold an interaction token).
 * @example
 * const where: RequestDescription = { method: 'GET', route: '/applications/{application_id}/commands' };
 * @see README "Errors"
 */
export interface RequestDescription {
  /** The HTTP method, upper case. */
  method: string;
  /** The route template, e.g. `/applications/{application_id}/guilds/{guild_id}/commands`. */
  route: string;
}
