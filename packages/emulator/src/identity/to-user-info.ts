import type { RESTGetAPIOAuth2UserInfoResult } from '@slashkit/api';
import type { EmulatorUser } from '../world/world.js';

/**
 * A world user's OpenID Connect claims, as `GET /oauth2/userinfo` answers for a token holding `openid`:
 * `sub`, `preferred_username`, `nickname` (the display name) and `locale`; with `email` too, `email` and
 * `email_verified` (world users have no address: null and false). No `picture`: world users have no avatar.
 * @see {@link https://discord.com/developers/docs/topics/oauth2 | OAuth2}, OpenID Connect Core §5.3 (UserInfo)
 */
export function toUserInfo(user: EmulatorUser, scopes: readonly string[]): RESTGetAPIOAuth2UserInfoResult {
  return {
    sub: user.id,
    preferred_username: user.username,
    nickname: user.globalName,
    locale: user.locale,
    ...(scopes.includes('email') ? { email: null, email_verified: false } : {}),
  };
}
