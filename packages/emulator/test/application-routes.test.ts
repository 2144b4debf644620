import { describe, expect, it } from 'vitest';
import { start } from './harness.js';

// service-facts "Application and identity routes": the application of a Bot token, on both paths.

describe('GET /applications/@me and GET /oauth2/applications/@me', () => {
  it('answer a Bot token with its application, the same on both paths', async () => {
    const h = await start();
    const app = h.app;
    const res = await h.api('GET', '/applications/@me');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id: app.id,
      name: app.name,
      icon: null,
      description: app.description,
      type: null,
      flags: app.flags,
      flags_new: String(app.flags),
      verify_key: app.publicKey,
      bot: { id: app.bot.id, username: app.bot.username, bot: true },
      owner: { id: app.ownerId },
      team: null,
      redirect_uris: app.redirectUris,
      interactions_endpoint_url: app.interactionsEndpointUrl,
      approximate_guild_count: app.guildIds.length,
    });
    expect(Object.keys(res.body.integration_types_config)).toEqual(app.integrationTypes.map(String));
    expect((await h.api('GET', '/oauth2/applications/@me')).body).toEqual(res.body);
  });

  it('count the users who hold a token of the app', async () => {
    const h = await start();
    expect((await h.api('GET', '/applications/@me')).body.approximate_user_authorization_count).toBe(0);
    await h.admin('POST', '/tokens', { userId: h.user('member').id, scopes: ['identify'] });
    await h.admin('POST', '/tokens', { userId: h.user('member').id, scopes: ['openid'] });
    expect((await h.api('GET', '/applications/@me')).body.approximate_user_authorization_count).toBe(1);
  });

  it.each(['/applications/@me', '/oauth2/applications/@me'])(
    '%s refuses a Bearer token and a missing one with 401',
    async (path) => {
      const h = await start();
      const token = (await h.admin('POST', '/tokens', { userId: h.user('member').id, scopes: ['identify'] }))
        .body.access_token;
      const bearer = await h.api('GET', path, { auth: `Bearer ${token}` });
      expect(bearer.status).toBe(401);
      expect(bearer.body.message).toMatch(/takes the application's Bot token/);
      expect((await h.api('GET', path, { auth: null })).status).toBe(401);
    },
  );
});
