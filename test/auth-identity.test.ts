import { AuthApiError, OAuth2Scopes } from '@slashkit/auth';
import { NodeAuthClient } from '@slashkit/auth/node';
import { type RunningEmulator, startEmulator } from '@slashkit/emulator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { argsFor, login, MODERATOR } from './auth-support.js';

// Knowing who logged in: GET /users/@me, GET /oauth2/@me and GET /oauth2/userinfo through AuthClient, after a
// real login.

let emu: RunningEmulator;
beforeAll(async () => {
  emu = await startEmulator({ rateLimits: 'off' });
});
afterAll(async () => {
  await emu?.stop();
});

const client = () =>
  new NodeAuthClient({
    applicationId: emu.world.application.id,
    authorizeOrigin: emu.url,
    apiBaseUrl: emu.apiBaseUrl,
  });

async function rejection(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    () => {
      throw new Error('expected a rejection, got a result');
    },
    (error: unknown) => error,
  );
}

describe('service-facts "Installing an app and knowing who logged in": identity', () => {
  it('GET /users/@me: with a Bearer token holding identify, the user (id, username, global_name, avatar, discriminator "0", locale)', async () => {
    const game = client();
    const { token } = await login(emu, game, argsFor(OAuth2Scopes.Identify), MODERATOR);
    const user = await game.getCurrentUser(token.accessToken);
    expect(user).toMatchObject({
      id: MODERATOR,
      username: 'moderator',
      global_name: 'Mo Derator',
      avatar: null,
      discriminator: '0',
      locale: 'fr',
    });
    expect(user.bot).toBeUndefined();
  });

  it('GET /users/@me: a Bearer token without identify is refused with 401', async () => {
    const game = client();
    const { token } = await login(
      emu,
      game,
      argsFor(OAuth2Scopes.ApplicationsCommandsPermissionsUpdate),
      MODERATOR,
    );
    const error = await rejection(game.getCurrentUser(token.accessToken));
    expect(error).toBeInstanceOf(AuthApiError);
    expect(error).toMatchObject({ code: 'API_ERROR', status: 401 });
    expect((error as Error).message).toMatch(/lacks the identify scope/);
    expect((error as Error).message).not.toContain(token.accessToken);
  });

  it('GET /users/@me: with a Bot token, the bot user', async () => {
    const app = emu.world.application;
    const response = await fetch(`${emu.apiBaseUrl}/users/@me`, {
      headers: { authorization: `Bot ${app.botToken}` },
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      id: app.bot.id,
      username: app.bot.username,
      bot: true,
      discriminator: '0',
    });
  });

  it('GET /users/@me/guilds/{guild.id}/member (Bearer with guilds.members.read): its user as a member; 404 (10004) for a guild it is not in, 401 without the scope', async () => {
    const game = client();
    const guildId = emu.world.guild.id;
    const { token } = await login(emu, game, argsFor(OAuth2Scopes.GuildsMembersRead), MODERATOR);
    const member = await game.getCurrentUserGuildMember(token.accessToken, guildId);
    expect(member.user).toMatchObject({ id: MODERATOR, username: 'moderator' });
    // The member the bot reads for that user, seen through the user's own token.
    const asBot = await fetch(`${emu.apiBaseUrl}/guilds/${guildId}/members/${MODERATOR}`, {
      headers: { authorization: `Bot ${emu.world.application.botToken}` },
    });
    const botView = (await asBot.json()) as { roles: string[]; joined_at: string };
    expect(member.roles).toEqual(botView.roles);
    expect(member.joined_at).toBe(botView.joined_at);

    const elsewhere = await rejection(
      game.getCurrentUserGuildMember(token.accessToken, '1250000000000009999'),
    );
    expect(elsewhere).toMatchObject({ code: 'API_ERROR', status: 404, jsonCode: 10004 });
    const { token: identifyOnly } = await login(emu, game, argsFor(OAuth2Scopes.Identify), MODERATOR);
    const unscoped = await rejection(game.getCurrentUserGuildMember(identifyOnly.accessToken, guildId));
    expect(unscoped).toMatchObject({ code: 'API_ERROR', status: 401 });
    expect((unscoped as Error).message).not.toContain(identifyOnly.accessToken);
  });

  it('GET /oauth2/@me (Bearer): application, scopes, expires (ISO 8601), and user when identify was granted', async () => {
    const game = client();
    const scopes = `${OAuth2Scopes.Identify} ${OAuth2Scopes.ApplicationsCommands}`;
    const { token } = await login(emu, game, argsFor(scopes), MODERATOR);
    const current = await game.getCurrentAuthorization(token.accessToken);
    expect(current.application).toMatchObject({ id: emu.world.application.id, name: 'Slashkit Test App' });
    expect(current.scopes).toEqual(['identify', 'applications.commands']);
    expect(Date.parse(current.expires)).toBe(emu.context.state.tokens.find(token.accessToken)!.expiresAt);
    expect(current.user).toMatchObject({ id: MODERATOR, username: 'moderator' });

    const { token: noIdentify } = await login(
      emu,
      game,
      argsFor(OAuth2Scopes.ApplicationsCommandsPermissionsUpdate),
      MODERATOR,
    );
    expect((await game.getCurrentAuthorization(noIdentify.accessToken)).user).toBeUndefined();
  });

  it('GET /oauth2/@me refuses a Bot token, and a revoked token is 401', async () => {
    const app = emu.world.application;
    const bot = await fetch(`${emu.apiBaseUrl}/oauth2/@me`, {
      headers: { authorization: `Bot ${app.botToken}` },
    });
    expect(bot.status).toBe(401);
    const game = client();
    const { token } = await login(emu, game, argsFor(OAuth2Scopes.Identify), MODERATOR);
    await game.revokeToken(token.accessToken);
    expect(await rejection(game.getCurrentAuthorization(token.accessToken))).toMatchObject({ status: 401 });
  });

  it('GET /oauth2/userinfo (Bearer with openid): the OpenID Connect claims; email and email_verified with email', async () => {
    const game = client();
    const { token } = await login(
      emu,
      game,
      argsFor(`${OAuth2Scopes.OpenId} ${OAuth2Scopes.Identify}`),
      MODERATOR,
    );
    const claims = await game.getUserInfo(token.accessToken);
    expect(claims).toEqual({
      sub: MODERATOR,
      preferred_username: 'moderator',
      nickname: 'Mo Derator',
      locale: 'fr',
    });

    const { token: withEmail } = await login(emu, game, argsFor(`${OAuth2Scopes.OpenId} email`), MODERATOR);
    // World users have no e-mail address: the claim is there, null, and not verified.
    expect(await game.getUserInfo(withEmail.accessToken)).toMatchObject({
      sub: MODERATOR,
      email: null,
      email_verified: false,
    });
  });

  it('GET /oauth2/userinfo refuses a token without openid, and a Bot token, with 401', async () => {
    const game = client();
    const { token } = await login(emu, game, argsFor(OAuth2Scopes.Identify), MODERATOR);
    const error = await rejection(game.getUserInfo(token.accessToken));
    expect(error).toBeInstanceOf(AuthApiError);
    expect(error).toMatchObject({ code: 'API_ERROR', status: 401 });
    expect((error as Error).message).toMatch(/lacks the openid scope/);
    expect((error as Error).message).not.toContain(token.accessToken);
    const bot = await fetch(`${emu.apiBaseUrl}/oauth2/userinfo`, {
      headers: { authorization: `Bot ${emu.world.application.botToken}` },
    });
    expect(bot.status).toBe(401);
  });
});
