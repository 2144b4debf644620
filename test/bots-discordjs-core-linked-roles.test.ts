import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { API, ApplicationRoleConnectionMetadataType } from '@discordjs/core/http-only';
import { DiscordAPIError, REST } from '@discordjs/rest';
import { defaultWorldSeed, type RunningEmulator, startEmulator } from '@slashkit/emulator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consent, MEMBER } from './auth-support.js';

// A Linked Roles verification app of our own written with @discordjs/core, in the style of Discord's
// linked-roles tutorial: at start it declares its metadata with the Bot token; its verification URL sends
// the user to the authorize page (role_connections.write identify); its callback exchanges the code, reads
// who logged in and which accounts they connected, and stores their role connection with the user's access
// token. The emulator's headless consent plays the browser.

let emu: RunningEmulator;
let server: Server;
let verifyUrl = '';
let lastToken = '';

const records = [
  {
    key: 'level',
    name: 'Level',
    description: 'Minimum level in Pizza Quest',
    type: ApplicationRoleConnectionMetadataType.IntegerGreaterThanOrEqual,
  },
  {
    key: 'coder',
    name: 'Coder',
    description: 'Has connected a GitHub account',
    type: ApplicationRoleConnectionMetadataType.BooleanEqual,
  },
];

const restFor = (token: string, authPrefix: 'Bot' | 'Bearer') =>
  new REST({ version: '10', api: `${emu.url}/api`, authPrefix }).setToken(token);

beforeAll(async () => {
  const seed = structuredClone(defaultWorldSeed);
  seed.users.find((user) => user.id === MEMBER)!.connections = [
    { type: 'github', id: '583231', name: 'octocat' },
  ];
  emu = await startEmulator({ rateLimits: 'off', seed });
  const app = emu.world.application;
  const api = new API(restFor(app.botToken, 'Bot'));
  await api.roleConnections.updateMetadataRecords(app.id, records);
  server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', verifyUrl);
    const redirectUri = `${new URL(verifyUrl).origin}/callback`;
    if (url.pathname === '/linked-role') {
      const authorize = new URL(`${emu.url}/oauth2/authorize`);
      authorize.search = new URLSearchParams({
        client_id: app.id,
        redirect_uri: redirectUri,
        response_type: 'code',
        scope: 'role_connections.write identify connections',
        prompt: 'consent',
      }).toString();
      res.writeHead(302, { location: authorize.toString() }).end();
      return;
    }
    try {
      const tokens = await api.oauth2.tokenExchange({
        client_id: app.id,
        client_secret: app.clientSecret,
        grant_type: 'authorization_code',
        code: url.searchParams.get('code') ?? '',
        redirect_uri: redirectUri,
      });
      lastToken = tokens.access_token;
      const asUser = new API(restFor(tokens.access_token, 'Bearer'));
      const user = await asUser.users.get('@me');
      const connections = await asUser.users.getConnections();
      const coder = connections.some((connection) => connection.type === 'github' && connection.verified);
      await asUser.users.updateApplicationRoleConnection(app.id, {
        platform_name: 'Pizza Quest',
        platform_username: user.username,
        metadata: { level: 12, coder: coder ? 1 : 0 },
      });
      res.writeHead(200, { 'content-type': 'text/plain' }).end(`verified ${user.username}`);
    } catch (error) {
      res.writeHead(500, { 'content-type': 'text/plain' }).end(String(error));
    }
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  verifyUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/linked-role`;
});

afterAll(async () => {
  server?.close();
  await emu?.stop();
});

describe('a Linked Roles app written with @discordjs/core', () => {
  it('reads back the metadata it declared', async () => {
    const app = emu.world.application;
    const api = new API(restFor(app.botToken, 'Bot'));
    expect(await api.roleConnections.getMetadataRecords(app.id)).toEqual(records);
  });

  it('verifies a user: authorize, code exchange, their connections read, their role connection stored stringified', async () => {
    const toAuthorize = await fetch(verifyUrl, { redirect: 'manual' });
    expect(toAuthorize.status).toBe(302);
    const answer = await consent(emu, toAuthorize.headers.get('location')!, MEMBER);
    expect(answer.status).toBe(200);
    const callback = await fetch(answer.body.redirectUrl as string);
    expect(await callback.text()).toBe('verified member');
    const asUser = new API(restFor(lastToken, 'Bearer'));
    expect(await asUser.users.getApplicationRoleConnection(emu.world.application.id)).toEqual({
      platform_name: 'Pizza Quest',
      platform_username: 'member',
      metadata: { level: '12', coder: '1' },
    });
  });

  it('is refused a value for a key it never declared (50035), and a Bot token on the user route', async () => {
    const app = emu.world.application;
    const asUser = new API(restFor(lastToken, 'Bearer'));
    const refused = await asUser.users
      .updateApplicationRoleConnection(app.id, { metadata: { rank: 'gold' } })
      .catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(DiscordAPIError);
    expect((refused as DiscordAPIError).code).toBe(50035);
    const asBot = new API(restFor(app.botToken, 'Bot'));
    const bot = await asBot.users.getApplicationRoleConnection(app.id).catch((error: unknown) => error);
    expect((bot as DiscordAPIError).status).toBe(401);
  });
});
