import { createPublicKey, verify } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ApplicationFlags } from '@slashkit/api';
import { afterEach, describe, expect, it } from 'vitest';
import { startEmulator } from '../src/index.js';
import { GUILD } from './bot-world.js';
import { startGuild } from './guild-admin-support.js';
import { type Harness, type Json, start } from './harness.js';
import { bytesOf, PNG_BASE64, PNG_DATA_URI } from './media-fixtures.js';
import { connectBot, nextOf } from './support/bot-session.js';

// What a bot changes about its app and itself (issue 37): Edit Current Application, its URLs checked with
// signed PINGs as the service checks them, and Leave Guild.

const servers: { close(): void }[] = [];
afterEach(() => {
  for (const server of servers.splice(0)) server.close();
});

/** An event webhooks endpoint: verifies the signature (401 otherwise), answers `status` to what it gets. */
async function eventEndpoint(
  h: Harness,
  status = 204,
): Promise<{ url: string; received: Json[]; onEvent(listener: () => void): void }> {
  const key = createPublicKey({
    key: Buffer.concat([Buffer.from('302a300506032b6570032100', 'hex'), Buffer.from(h.app.publicKey, 'hex')]),
    format: 'der',
    type: 'spki',
  });
  const received: Json[] = [];
  const listeners: (() => void)[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString();
      const signature = String(req.headers['x-signature-ed25519'] ?? '');
      const timestamp = String(req.headers['x-signature-timestamp'] ?? '');
      const ok =
        /^[0-9a-f]{128}$/.test(signature) &&
        verify(null, Buffer.from(timestamp + body), key, Buffer.from(signature, 'hex'));
      if (!ok) return res.writeHead(401).end();
      received.push(JSON.parse(body));
      res.writeHead(status).end();
      if (JSON.parse(body).type === 1) for (const listener of listeners.splice(0)) listener();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  servers.push(server);
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/events`,
    received,
    onEvent: (listener) => listeners.push(listener),
  };
}

describe('PATCH /applications/@me', () => {
  it('saves tags, install params, a limited intent flag and a checked event webhooks URL', async () => {
    const h = await start();
    const endpoint = await eventEndpoint(h);
    const res = await h.api('PATCH', '/applications/@me', {
      body: {
        description: 'Rolls dice',
        tags: ['dice', 'games'],
        install_params: { scopes: ['applications.commands', 'bot'], permissions: '2048' },
        flags: h.app.flags | ApplicationFlags.GatewayMessageContentLimited,
        event_webhooks_url: endpoint.url,
        event_webhooks_status: 2,
        event_webhooks_types: ['ENTITLEMENT_CREATE', 'APPLICATION_AUTHORIZED'],
        cover_image: null,
      },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      description: 'Rolls dice',
      tags: ['dice', 'games'],
      install_params: { scopes: ['applications.commands', 'bot'], permissions: '2048' },
      event_webhooks_url: endpoint.url,
      event_webhooks_status: 2,
      event_webhooks_types: ['ENTITLEMENT_CREATE', 'APPLICATION_AUTHORIZED'],
    });
    expect(res.body.flags & ApplicationFlags.GatewayMessageContentLimited).toBeTruthy();
    // The check: one signed PING (the forged one was refused by the endpoint).
    expect(endpoint.received).toEqual([{ version: 1, application_id: h.app.id, type: 0 }]);
    expect((await h.api('GET', '/applications/@me')).body.tags).toEqual(['dice', 'games']);
    const state = (await h.admin('GET', '/state')).body;
    expect(state.world.applications[0]).toMatchObject({ eventWebhooksStatus: 2, tags: ['dice', 'games'] });
  });

  it('saves an icon and a cover image, served at the CDN under the app, and removes them with null', async () => {
    const h = await start();
    const cdn = (path: string) => fetch(`${h.emu.url}/app-icons/${h.app.id}/${path}`);
    const edit = await h.api('PATCH', '/applications/@me', {
      body: { icon: PNG_DATA_URI, cover_image: PNG_DATA_URI },
    });
    expect(edit.status).toBe(200);
    const { icon, cover_image: cover } = edit.body as { icon: string; cover_image: string };
    expect([typeof icon, typeof cover, icon === cover]).toEqual(['string', 'string', false]);
    const current = (await h.api('GET', '/applications/@me')).body;
    expect([current.icon, current.cover_image]).toEqual([icon, cover]);
    // The app a user's token names shows the same icon.
    const bearer = await h.bearer('member', ['identify']);
    const authorization = (await h.api('GET', '/oauth2/@me', { auth: bearer })).body;
    expect((authorization.application as Json).icon).toBe(icon);
    for (const hash of [icon, cover]) {
      const served = await cdn(`${hash}.png?size=256`);
      expect([served.status, served.headers.get('content-type')]).toEqual([200, 'image/png']);
      expect(new Uint8Array(await served.arrayBuffer())).toEqual(bytesOf(PNG_BASE64));
    }
    // A new icon replaces the old one (its hash is gone from the CDN); null removes the cover.
    const next = await h.api('PATCH', '/applications/@me', {
      body: { icon: PNG_DATA_URI, cover_image: null },
    });
    expect(next.body.icon).not.toBe(icon);
    expect('cover_image' in next.body).toBe(false);
    for (const gone of [icon, cover]) expect((await cdn(`${gone}.png`)).status).toBe(404);
    expect((await cdn(`${next.body.icon as string}.png`)).status).toBe(200);
    // A snapshot carries the icon (the hash in its world, the bytes in its files) to a new emulator.
    const copy = await startEmulator({ rateLimits: 'off', state: h.emu.exportState() });
    try {
      const served = await fetch(`${copy.url}/app-icons/${h.app.id}/${next.body.icon as string}.png`);
      expect(new Uint8Array(await served.arrayBuffer())).toEqual(bytesOf(PNG_BASE64));
    } finally {
      await copy.stop();
    }
  });

  it('refuses an icon that is not image data, with the rest of the edit', async () => {
    const h = await start();
    const before = (await h.api('GET', '/applications/@me')).body;
    const refused = await h.api('PATCH', '/applications/@me', {
      body: { description: 'New', icon: 'data:text/plain;base64,aGk=', cover_image: 42 },
    });
    expect([refused.status, refused.body.code, Object.keys(refused.body.errors).sort()]).toEqual([
      400,
      50035,
      ['cover_image', 'icon'],
    ]);
    expect((await h.api('GET', '/applications/@me')).body).toEqual(before);
  });

  it('refuses a URL that fails the PING, a flag it may not set, bad tags; and saves nothing of the edit', async () => {
    const h = await start();
    const failing = await eventEndpoint(h, 200);
    const before = (await h.api('GET', '/applications/@me')).body;
    const refused = await h.api('PATCH', '/applications/@me', {
      body: { tags: ['ok'], event_webhooks_url: failing.url },
    });
    expect([refused.status, refused.body.code, Object.keys(refused.body.errors)]).toEqual([
      400,
      50035,
      ['event_webhooks_url'],
    ]);
    const bad = await h.api('PATCH', '/applications/@me', {
      body: {
        tags: ['a', 'b', 'c', 'd', 'e', 'f'],
        flags: ApplicationFlags.GatewayPresence,
        event_webhooks_types: ['MESSAGE_CREATE'],
        event_webhooks_status: 3,
        description: 'x'.repeat(401),
      },
    });
    expect(Object.keys(bad.body.errors).sort()).toEqual([
      'description',
      'event_webhooks_status',
      'event_webhooks_types',
      'flags',
      'tags',
    ]);
    const enable = await h.api('PATCH', '/applications/@me', { body: { event_webhooks_status: 2 } });
    expect(Object.keys(enable.body.errors)).toEqual(['event_webhooks_status']);
    const hostile = await h.api('PATCH', '/applications/@me', {
      body: JSON.parse('{"__proto__":{"tags":["x"]}}'),
    });
    expect(hostile.status).toBe(200);
    expect((await h.api('GET', '/applications/@me')).body).toEqual(before);
    const bearer = await h.bearer('member', ['identify']);
    expect((await h.api('PATCH', '/applications/@me', { body: {}, auth: bearer })).status).toBe(401);
  });

  it('saves a Linked Roles verification URL, kept in a snapshot and a world file, removed with null', async () => {
    const h = await start();
    const url = 'https://pizza.example/linked-role';
    const saved = await h.api('PATCH', '/applications/@me', {
      body: { role_connections_verification_url: url },
    });
    expect(saved.body.role_connections_verification_url).toBe(url);
    expect((await h.api('GET', '/applications/@me')).body.role_connections_verification_url).toBe(url);
    const state = h.emu.exportState();
    expect(state.world.applications[0]!.roleConnectionsVerificationUrl).toBe(url);
    const copy = await startEmulator({ rateLimits: 'off', seed: state.world });
    try {
      expect(copy.world.application.roleConnectionsVerificationUrl).toBe(url);
    } finally {
      await copy.stop();
    }
    const bad = await h.api('PATCH', '/applications/@me', {
      body: { role_connections_verification_url: 'not a url' },
    });
    expect([bad.status, Object.keys(bad.body.errors)]).toEqual([400, ['role_connections_verification_url']]);
    const removed = await h.api('PATCH', '/applications/@me', {
      body: { role_connections_verification_url: null },
    });
    expect(removed.body.role_connections_verification_url).toBe(null);
  });
});

describe('Webhook Events', () => {
  it('a test entitlement reaches the event webhook, signed, in the documented envelope', async () => {
    const h = await start();
    const endpoint = await eventEndpoint(h);
    const arrived = new Promise<void>((resolve) => endpoint.onEvent(resolve));
    await h.api('PATCH', '/applications/@me', {
      body: {
        event_webhooks_url: endpoint.url,
        event_webhooks_status: 2,
        event_webhooks_types: ['ENTITLEMENT_CREATE'],
      },
    });
    const sku = await h.admin('POST', `/applications/${h.app.id}/skus`, { name: 'Premium', type: 5 });
    const made = await h.api('POST', `/applications/${h.app.id}/entitlements`, {
      body: { sku_id: sku.body.id, owner_id: h.user('member').id, owner_type: 2 },
    });
    await arrived;
    expect(endpoint.received.at(-1)).toEqual({
      version: 1,
      application_id: h.app.id,
      type: 1,
      event: { type: 'ENTITLEMENT_CREATE', timestamp: expect.any(String), data: made.body },
    });
  });
});

describe('DELETE /users/@me/guilds/{guild.id}', () => {
  it('the bot leaves: the guild is gone from its list, and a second leave is 10004', async () => {
    const h = await start();
    expect((await h.api('DELETE', `/users/@me/guilds/${h.guild.id}`)).status).toBe(204);
    const guilds = await h.api('GET', '/users/@me/guilds');
    expect(guilds.body.map((g: Json) => g.id)).not.toContain(h.guild.id);
    const again = await h.api('DELETE', `/users/@me/guilds/${h.guild.id}`);
    expect([again.status, again.body.code]).toEqual([404, 10004]);
  });

  it("leaves as any member does: the guild's other bots hear GUILD_MEMBER_REMOVE", async () => {
    const h = await startGuild();
    const other = h.emu.world.applications[1]!;
    expect(other.guildIds).toContain(GUILD);
    const client = await connectBot(h);
    const left = await fetch(`${h.emu.apiBaseUrl}/users/@me/guilds/${GUILD}`, {
      method: 'DELETE',
      headers: { authorization: `Bot ${other.botToken}` },
    });
    expect(left.status).toBe(204);
    expect((await nextOf(client, 'GUILD_MEMBER_REMOVE')).d).toEqual({
      guild_id: GUILD,
      user: expect.objectContaining({ id: other.bot.id, bot: true }),
    });
    await client.close();
  });
});
