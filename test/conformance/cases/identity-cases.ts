import { Endpoints } from '@slashkit/api';
import { type Case, GUILD, type Harness, MEMBER } from '../harness.js';

// Who is calling (service-facts "Installing an app and knowing who logged in", "Application and identity
// routes"), the gateway URL, a rate-limited answer, and the OAuth2 token endpoint's errors and revocation.

const bot = (h: Harness) => `Bot ${h.emu.world.application.botToken}`;
const bearer = async (h: Harness, scopes: string[]) => `Bearer ${await h.userToken(MEMBER, scopes)}`;
const asUser = async (h: Harness, scopes: string[], path: string) =>
  h.sdkWith(await h.userToken(MEMBER, scopes), 'Bearer').request({ method: 'GET', path });
const form = (h: Harness, body: string, secret = h.emu.world.application.clientSecret) => ({
  authorization: `Basic ${btoa(`${h.emu.world.application.clientId}:${secret}`)}`,
  type: 'application/x-www-form-urlencoded',
  body,
});

export const identityCases: Case[] = [
  {
    op: Endpoints.getMyUser,
    status: 200,
    as: 'Bot',
    what: 'the bot user',
    run: (h) => h.sdk.request({ method: 'GET', path: '/users/@me' }),
  },
  {
    op: Endpoints.getMyUser,
    status: 200,
    as: 'user Bearer',
    what: 'with identify and email',
    run: (h) => asUser(h, ['identify', 'email'], '/users/@me'),
  },
  {
    op: Endpoints.getMyUser,
    status: 401,
    as: 'user Bearer',
    what: 'without identify',
    run: async (h) => h.raw('GET', '/users/@me', { authorization: await bearer(h, ['openid']) }),
  },
  {
    op: Endpoints.getMyOauth2Authorization,
    status: 200,
    as: 'user Bearer',
    what: 'with identify (user included)',
    run: (h) => asUser(h, ['identify'], '/oauth2/@me'),
  },
  {
    op: Endpoints.getMyOauth2Authorization,
    status: 200,
    as: 'user Bearer',
    what: 'without identify (no user)',
    run: (h) => asUser(h, ['openid'], '/oauth2/@me'),
  },
  {
    op: Endpoints.getMyOauth2Authorization,
    status: 401,
    as: 'Bot',
    what: 'a Bot token',
    run: (h) => h.raw('GET', '/oauth2/@me', { authorization: bot(h) }),
  },
  {
    op: Endpoints.getMyGuildMember,
    status: 200,
    as: 'user Bearer',
    what: 'with guilds.members.read, in a guild of the user',
    run: async (h) =>
      h.sdk.users.getCurrentUserGuildMember(GUILD, {
        bearerToken: await h.userToken(MEMBER, ['guilds.members.read']),
      }),
  },
  {
    op: Endpoints.getMyGuildMember,
    status: 401,
    as: 'user Bearer',
    what: 'without guilds.members.read',
    run: async (h) =>
      h.raw('GET', `/users/@me/guilds/${GUILD}/member`, { authorization: await bearer(h, ['guilds']) }),
  },
  {
    op: Endpoints.getMyGuildMember,
    status: 404,
    code: 10004,
    as: 'user Bearer',
    what: 'a guild the user is not in',
    run: async (h) =>
      h.raw('GET', '/users/@me/guilds/1/member', {
        authorization: await bearer(h, ['guilds.members.read']),
      }),
  },
  {
    op: Endpoints.getMyGuildMember,
    status: 401,
    as: 'Bot',
    what: 'a Bot token',
    run: (h) => h.raw('GET', `/users/@me/guilds/${GUILD}/member`, { authorization: bot(h) }),
  },
  {
    op: Endpoints.listMyConnections,
    status: 200,
    as: 'user Bearer',
    what: 'with connections: the GitHub account of the member',
    run: async (h) =>
      h.sdk.users.getCurrentUserConnections({ bearerToken: await h.userToken(MEMBER, ['connections']) }),
  },
  {
    op: Endpoints.listMyConnections,
    status: 401,
    as: 'user Bearer',
    what: 'without connections',
    run: async (h) =>
      h.raw('GET', '/users/@me/connections', { authorization: await bearer(h, ['identify']) }),
  },
  {
    op: Endpoints.getOpenidConnectUserinfo,
    status: 200,
    as: 'user Bearer',
    what: 'with openid and email',
    run: (h) => asUser(h, ['openid', 'identify', 'email'], '/oauth2/userinfo'),
  },
  {
    op: Endpoints.getOpenidConnectUserinfo,
    status: 401,
    as: 'user Bearer',
    what: 'without openid',
    run: async (h) => h.raw('GET', '/oauth2/userinfo', { authorization: await bearer(h, ['identify']) }),
  },
  {
    op: Endpoints.getOpenidConnectUserinfo,
    status: 401,
    as: 'Bot',
    what: 'a Bot token',
    run: (h) => h.raw('GET', '/oauth2/userinfo', { authorization: bot(h) }),
  },
  {
    op: Endpoints.getPublicKeys,
    status: 200,
    as: 'none',
    what: 'the ID token keys',
    run: (h) => h.sdk.request({ method: 'GET', path: '/oauth2/keys', auth: false }),
  },
  {
    op: Endpoints.getMyApplication,
    status: 200,
    as: 'Bot',
    what: 'the application',
    run: (h) => h.sdk.applications.getCurrentApplication(),
  },
  {
    op: Endpoints.getMyApplication,
    status: 401,
    as: 'none',
    what: 'no Authorization',
    run: (h) => h.raw('GET', '/applications/@me'),
  },
  {
    op: Endpoints.getMyApplication,
    status: 401,
    as: 'user Bearer',
    what: 'a Bearer token',
    run: async (h) => h.raw('GET', '/applications/@me', { authorization: await bearer(h, ['identify']) }),
  },
  {
    op: Endpoints.getMyOauth2Application,
    status: 200,
    as: 'Bot',
    what: 'the application',
    run: (h) => h.sdk.request({ method: 'GET', path: '/oauth2/applications/@me' }),
  },
  {
    op: Endpoints.getMyOauth2Application,
    status: 401,
    as: 'none',
    what: 'no Authorization',
    run: (h) => h.raw('GET', '/oauth2/applications/@me'),
  },
  {
    op: Endpoints.getMyOauth2Application,
    status: 401,
    as: 'user Bearer',
    what: 'a Bearer token',
    run: async (h) =>
      h.raw('GET', '/oauth2/applications/@me', { authorization: await bearer(h, ['identify']) }),
  },
  {
    op: Endpoints.getGateway,
    status: 200,
    as: 'none',
    what: 'the gateway URL',
    run: (h) => h.sdk.gateway.getGateway(),
  },
  {
    op: Endpoints.getBotGateway,
    status: 200,
    as: 'Bot',
    what: 'the gateway URL with session limits',
    run: (h) => h.sdk.gateway.getGatewayBot(),
  },
  {
    op: Endpoints.getBotGateway,
    status: 401,
    code: 0,
    as: 'none',
    what: 'no Authorization',
    run: (h) => h.raw('GET', '/gateway/bot'),
  },
  {
    op: Endpoints.getBotGateway,
    status: 429,
    as: 'Bot',
    what: 'past the route limit (strict profile)',
    run: async (h) => {
      await h.admin('POST', '/rate-limits', { profile: 'strict' });
      try {
        for (let i = 0; i < 10; i++) {
          if ((await h.raw('GET', '/gateway/bot', { authorization: bot(h) })).status === 429) return;
        }
      } finally {
        await h.admin('POST', '/rate-limits', { profile: 'off' });
      }
    },
  },
  {
    op: Endpoints.exchangeOauth2Token,
    status: 401,
    as: 'client credentials',
    what: 'a wrong client secret (invalid_client)',
    run: (h) =>
      h.raw('POST', '/oauth2/token', form(h, 'grant_type=client_credentials&scope=identify', 'wrong')),
  },
  {
    op: Endpoints.exchangeOauth2Token,
    status: 400,
    as: 'client credentials',
    what: 'an unknown grant type (unsupported_grant_type)',
    run: (h) => h.raw('POST', '/oauth2/token', form(h, 'grant_type=password')),
  },
  {
    op: Endpoints.exchangeOauth2Token,
    status: 400,
    as: 'client credentials',
    what: 'a JSON body (invalid_request)',
    run: (h) =>
      h.raw('POST', '/oauth2/token', {
        ...form(h, '{"grant_type":"client_credentials"}'),
        type: 'application/json',
      }),
  },
  {
    op: Endpoints.revokeOauth2Token,
    status: 200,
    as: 'client credentials',
    what: 'revoke the client-credentials token',
    run: (h) => h.raw('POST', '/oauth2/token/revoke', form(h, `token=${h.state.clientCredentials}`)),
  },
  {
    op: Endpoints.revokeOauth2Token,
    status: 401,
    as: 'client credentials',
    what: 'a wrong client secret (invalid_client)',
    run: (h) => h.raw('POST', '/oauth2/token/revoke', form(h, 'token=x', 'wrong')),
  },
];
