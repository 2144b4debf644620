import { type APIGuildMember, Endpoints, endpointPath } from '@slashkit/api';
import type { ApiCallOptions } from './api-call-options.js';
import { AuthError } from './auth-error.js';
import { toClientId } from './client-id.js';
import { getJson } from './internal/get-json.js';
import { requireText } from './internal/post-token-form.js';
import { parseApiBaseUrl } from './internal/urls.js';

/**
 * The logged-in user's member in a guild: `GET /users/@me/guilds/{guild.id}/member` with the user's access
 * token (it needs the `guilds.members.read` scope; the app's bot need not be in the guild). Throws
 * {@link AuthApiError} with status 401 when the token lacks the scope, and 404 (JSON code 10004) for a
 * guild the user is not in; an `AuthError` (`INVALID_ARGUMENT`) for a guild id that is not a snowflake,
 * before any request.
 * @example
 * const member = await getCurrentUserGuildMember({ apiBaseUrl }, token.accessToken, guildId);
 * console.log(`joined ${member.joined_at}, roles ${member.roles.join(', ')}`);
 * @see {@link https://discord.com/developers/docs/resources/user#get-current-user-guild-member | Get Current User Guild Member}
 */
export async function getCurrentUserGuildMember(
  options: ApiCallOptions,
  accessToken: string,
  guildId: string,
): Promise<APIGuildMember> {
  requireText(accessToken, 'accessToken', 'pass the accessToken of the token answer');
  // A snowflake, checked as a client id is: a path built from anything else would name another route.
  const id = String(toClientId(guildId, 'guildId'));
  const json = await getJson(
    `${parseApiBaseUrl(options.apiBaseUrl)}${endpointPath(Endpoints.getMyGuildMember, { guildId: id })}`,
    options,
    accessToken,
  );
  const member = json as Partial<APIGuildMember> | null;
  if (typeof member?.joined_at !== 'string' || !Array.isArray(member.roles)) {
    throw new AuthError(
      'INVALID_RESPONSE',
      'GET /users/@me/guilds/{guild.id}/member answered without a member (joined_at, roles).',
    );
  }
  return json as APIGuildMember;
}
