import { type Case, type Harness, MEMBER } from '../harness.js';

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
    op: 'GET /users/@me',
    status: 200,
    as: 'Bot',
    what: 'the bot user',
    run: (h) => h.sdk.request({ method: 'GET', path: '/users/@me' }),
  },
  {
    op: 'GET /users/@me',
    status: 200,
    as: 'user Bearer',
    what: 'with identify and email',
    run: (h) => asUser(h, ['identify', 'email'], '/users/@me'),
  },
  {
    op: 'GET /users/@me',
    status: 401,
    as: 'user Bearer',
    what: 'without identify',
    run: async (h) => h.raw('GET', '/users/@me', { authorization: await bearer(h, ['openid']) }),
  },
  {
    op: 'GET /oauth2/@me',
    status: 200,
    as: 'user Bearer',
    what: 'with identify (user included)',
    run: (h) => asUser(h, ['identify'], '/oauth2/@me'),
  },
  {
    op: 'GET /oauth2/@me',
    status: 200,
    as: 'user Bearer',
    what: 'without identify (no user)',
    run: (h) => asUser(h, ['openid'], '/oauth2/@me'),
  },
  {
    op: 'GET /oauth2/@me',
    status: 401,
    as: 'Bot',
    what: 'a Bot token',
    run: (h) => h.raw('GET', '/oauth2/@me', { authorization: bot(h) }),
  },
  {
    op: 'GET /oauth2/userinfo',
    status: 200,
    as: 'user Bearer',
    what: 'with openid and email',
    run: (h) => asUser(h, ['openid', 'identify', 'email'], '/oauth2/userinfo'),
  },
  {
    op: 'GET /oauth2/userinfo',
    status: 401,
    as: 'user Bearer',
    what: 'without openid',
    run: async (h) => h.raw('GET', '/oauth2/userinfo', { authorization: await bearer(h, ['identify']) }),
  },
  {
    op: 'GET /oauth2/userinfo',
    status: 401,
    as: 'Bot',
    what: 'a Bot token',
    run: (h) => h.raw('GET', '/oauth2/userinfo', { authorization: bot(h) }),
  },
  {
    op: 'GET /oauth2/keys',
    status: 200,
    as: 'none',
    what: 'the ID token keys',
    run: (h) => h.sdk.request({ method: 'GET', path: '/oauth2/keys', auth: false }),
  },
  {
    op: 'GET /applications/@me',
    status: 200,
    as: 'Bot',
    what: 'the application',
    run: (h) => h.sdk.applications.getCurrentApplication(),
  },
  {
    op: 'GET /applications/@me',
    status: 401,
    as: 'none',
    what: 'no Authorization',
    run: (h) => h.raw('GET', '/applications/@me'),
  },
  {
    op: 'GET /applications/@me',
    status: 401,
    as: 'user Bearer',
    what: 'a Bearer token',
    run: async (h) => h.raw('GET', '/applications/@me', { authorization: await bearer(h, ['identify']) }),
  },
  {
    op: 'GET /oauth2/applications/@me',
    status: 200,
    as: 'Bot',
    what: 'the application',
    run: (h) => h.sdk.request({ method: 'GET', path: '/oauth2/applications/@me' }),
  },
  {
    op: 'GET /oauth2/applications/@me',
    status: 401,
    as: 'none',
    what: 'no Authorization',
    run: (h) => h.raw('GET', '/oauth2/applications/@me'),
  },
  {
    op: 'GET /oauth2/applications/@me',
    status: 401,
    as: 'user Bearer',
    what: 'a Bearer token',
    run: async (h) =>
      h.raw('GET', '/oauth2/applications/@me', { authorization: await bearer(h, ['identify']) }),
  },
  {
    op: 'GET /gateway',
    status: 200,
    as: 'none',
    what: 'the gateway URL',
    run: (h) => h.sdk.gateway.getGateway(),
  },
  {
    op: 'GET /gateway/bot',
    status: 200,
    as: 'Bot',
    what: 'the gateway URL with session limits',
    run: (h) => h.sdk.gateway.getGatewayBot(),
  },
  {
    op: 'GET /gateway/bot',
    status: 401,
    code: 0,
    as: 'none',
    what: 'no Authorization',
    run: (h) => h.raw('GET', '/gateway/bot'),
  },
  {
    op: 'GET /gateway/bot',
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
    op: 'POST /oauth2/token',
    status: 401,
    as: 'client credentials',
    what: 'a wrong client secret (invalid_client)',
    run: (h) =>
      h.raw('POST', '/oauth2/token', form(h, 'grant_type=client_credentials&scope=identify', 'wrong')),
  },
  {
    op: 'POST /oauth2/token',
    status: 400,
    as: 'client credentials',
    what: 'an unknown grant type (unsupported_grant_type)',
    run: (h) => h.raw('POST', '/oauth2/token', form(h, 'grant_type=password')),
  },
  {
    op: 'POST /oauth2/token',
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
    op: 'POST /oauth2/token/revoke',
    status: 200,
    as: 'client credentials',
    what: 'revoke the client-credentials token',
    run: (h) => h.raw('POST', '/oauth2/token/revoke', form(h, `token=${h.state.clientCredentials}`)),
  },
  {
    op: 'POST /oauth2/token/revoke',
    status: 401,
    as: 'client credentials',
    what: 'a wrong client secret (invalid_client)',
    run: (h) => h.raw('POST', '/oauth2/token/revoke', form(h, 'token=x', 'wrong')),
  },
];
