import {
  Endpoints,
  type RESTGetAPICurrentUserResult,
  type RESTGetAPIOAuth2CurrentAuthorizationResult,
  RESTJSONErrorCodes,
} from '@slashkit/api';
import { toPrivateApplication } from '../app-endpoints/to-private-application.js';
import type { EmulatorFeature } from '../http/emulator-feature.js';
import { HttpError } from '../http/http-error.js';
import { jsonResponse } from '../http/json-response.js';
import { requireBearerScope } from '../http/require-bearer-scope.js';
import type { RouteContext } from '../http/router.js';
import { serve } from '../http/serve.js';
import type { AccessToken } from '../state/token-store.js';
import { apiUserOf } from '../world/api-user-of.js';
import { toApiGuildMember } from '../world/to-api-guild-member.js';
import { toCurrentBotUser, toCurrentUser } from '../world/to-current-user.js';
import { toUserInfo } from './to-user-info.js';

/**
 * Who is calling: `GET /users/@me` (a Bot token's bot user, or the user of a Bearer token holding
 * `identify`), `GET /oauth2/@me` (a Bearer token's application, scopes, expiry, and user when `identify`
 * was granted), `GET /oauth2/userinfo` (the OpenID Connect claims of a Bearer token holding `openid`),
 * `GET /users/@me/guilds/{guild.id}/member` (the member of a Bearer token's user holding
 * `guilds.members.read`: nickname, roles, join date; 10004 for a guild the user is not in),
 * `GET /users/@me/connections` (the accounts a Bearer token's user holding `connections` connected), and
 * `GET /applications/@me` = `GET /oauth2/applications/@me` (a Bot token's application), so a game can tell
 * who logged in and a bot what it is.
 * @see {@link https://discord.com/developers/docs/resources/user#get-current-user | Get Current User},
 *   {@link https://discord.com/developers/docs/resources/application#get-current-application | Get Current Application}
 */
export const identityFeature: EmulatorFeature = {
  name: 'identity',
  setup(router) {
    router
      .add(
        serve(Endpoints.getMyUser, (ctx) => {
          const principal = ctx.principal!;
          if (principal.kind === 'bot') {
            return jsonResponse(200, toCurrentBotUser(principal.application));
          }
          if (!principal.token.scopes.includes('identify')) {
            throw unauthorized(
              `this Bearer token lacks the identify scope (it has: ${principal.token.scopes.join(' ') || 'none'}); ask for identify when authorizing`,
            );
          }
          return jsonResponse(200, currentUser(ctx, principal.token));
        }),
      )
      .add(
        serve(Endpoints.getMyOauth2Authorization, (ctx) => {
          const principal = ctx.principal!;
          if (principal.kind !== 'bearer') {
            throw unauthorized(
              'GET /oauth2/@me takes a Bearer token (an OAuth2 access token), not a Bot token',
            );
          }
          const { application, token } = principal;
          const body: RESTGetAPIOAuth2CurrentAuthorizationResult = {
            application: {
              id: application.id,
              name: application.name,
              icon: application.icon,
              description: application.description,
              // Null for every app but a guild role subscription; Discord's document types it `4 | null`.
              type: null,
              verify_key: application.publicKey,
              bot_public: true,
              bot_require_code_grant: false,
              flags: application.flags,
            },
            scopes: [...token.scopes],
            expires: new Date(token.expiresAt).toISOString(),
          };
          if (token.scopes.includes('identify')) body.user = currentUser(ctx, token);
          return jsonResponse(200, body);
        }),
      )
      .add(
        serve(Endpoints.getMyGuildMember, (ctx) => {
          const { userId } = requireBearerScope(
            ctx,
            'guilds.members.read',
            'GET /users/@me/guilds/{guild.id}/member',
          ).token;
          const { world } = ctx.emulator.state;
          const guild = world.guilds.find((g) => g.id === ctx.params.guildId);
          // Not a member reads as no such guild: the token's user cannot see into guilds it is not in.
          const member = guild?.members.find((m) => m.userId === userId);
          if (!member) throw new HttpError(404, RESTJSONErrorCodes.UnknownGuild, 'Unknown Guild');
          return jsonResponse(200, toApiGuildMember(member, apiUserOf(world, userId)!));
        }),
      )
      .add(
        serve(Endpoints.listMyConnections, (ctx) => {
          const { token } = requireBearerScope(ctx, 'connections', 'GET /users/@me/connections');
          const user = ctx.emulator.findUser(token.userId);
          if (!user) throw unauthorized('the user of this token is no longer in the world');
          return jsonResponse(200, user.connections);
        }),
      )
      .add(
        serve(Endpoints.getOpenidConnectUserinfo, (ctx) => {
          const { token } = requireBearerScope(ctx, 'openid', 'GET /oauth2/userinfo');
          const user = ctx.emulator.findUser(token.userId);
          if (!user) throw unauthorized('the user of this token is no longer in the world');
          return jsonResponse(200, toUserInfo(user, token.scopes));
        }),
      );
    for (const endpoint of [Endpoints.getMyApplication, Endpoints.getMyOauth2Application])
      router.add(
        serve(endpoint, (ctx) => {
          const principal = ctx.principal!;
          if (principal.kind !== 'bot')
            throw unauthorized(`GET ${endpoint.route} takes the application's Bot token, not a Bearer token`);
          return jsonResponse(200, toPrivateApplication(ctx.emulator, principal.application));
        }),
      );
  },
};

function currentUser(ctx: RouteContext, token: AccessToken): RESTGetAPICurrentUserResult {
  const user = ctx.emulator.findUser(token.userId);
  // A token outlives nothing in the world but a reset; a user gone since is an unknown token.
  if (!user) throw unauthorized('the user of this token is no longer in the world');
  return toCurrentUser(user);
}

function unauthorized(why: string): HttpError {
  return new HttpError(401, RESTJSONErrorCodes.GeneralError, `401: Unauthorized (${why})`);
}
