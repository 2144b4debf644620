import { PermissionFlags } from '@slashkit/api';
import { describe, expect, it } from 'vitest';
import { BOT, botWorld, GENERAL, GUILD } from './bot-world.js';
import { type Harness, start, T0 } from './harness.js';
import { bytesOf, GIF_BASE64, MP3_DATA_URI, PNG_BASE64, PNG_DATA_URI } from './media-fixtures.js';

// The CDN at the emulator's origin, with cdn.discordapp.com's paths: what a bot set (its avatar and banner,
// a webhook's avatar, a guild's icon, an emoji, an event's cover, a sound) is served there by its bytes,
// under its owner only, to GET and HEAD, without a credential; every other path is a 404.

const seed = () =>
  botWorld(
    PermissionFlags.ManageGuild |
      PermissionFlags.ManageWebhooks |
      PermissionFlags.CreateGuildExpressions |
      PermissionFlags.CreateEvents,
  );

const cdn = (h: Harness, path: string, method = 'GET') => fetch(`${h.emu.url}${path}`, { method });

async function bytes(response: Response): Promise<Uint8Array> {
  return new Uint8Array(await response.arrayBuffer());
}

async function expectNotFound(h: Harness, path: string): Promise<void> {
  const response = await cdn(h, path);
  expect(response.status, path).toBe(404);
  await response.arrayBuffer();
}

describe('the CDN', () => {
  it("serves the bot's avatar and banner by their bytes, whatever extension and size are asked for", async () => {
    const h = await start({ seed: seed() });
    const edit = await h.api('PATCH', '/users/@me', {
      body: { avatar: PNG_DATA_URI, banner: `data:image/gif;base64,${GIF_BASE64}` },
    });
    expect(edit.status).toBe(200);
    const { avatar, banner } = edit.body;
    const served = await cdn(h, `/avatars/${BOT}/${avatar}.webp?size=128`);
    expect(served.status).toBe(200);
    // Served as stored, whatever extension was asked for.
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('access-control-allow-origin')).toBe('*');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(await bytes(served)).toEqual(bytesOf(PNG_BASE64));
    const bannerServed = await cdn(h, `/banners/${BOT}/${banner}.gif`);
    expect(bannerServed.headers.get('content-type')).toBe('image/gif');
    expect(await bytes(bannerServed)).toEqual(bytesOf(GIF_BASE64));
    // HEAD: the same headers, no body.
    const head = await cdn(h, `/avatars/${BOT}/${avatar}.png`, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.headers.get('content-length')).toBe(String(bytesOf(PNG_BASE64).byteLength));
    expect((await bytes(head)).byteLength).toBe(0);
  });

  it("serves a webhook's avatar, a guild's icon, an emoji, an event's cover and a sound", async () => {
    const h = await start({ seed: seed() });
    const hook = await h.api('POST', `/channels/${GENERAL}/webhooks`, {
      body: { name: 'Logger', avatar: PNG_DATA_URI },
    });
    const guild = await h.api('PATCH', `/guilds/${GUILD}`, { body: { icon: PNG_DATA_URI } });
    const emoji = await h.api('POST', `/guilds/${GUILD}/emojis`, {
      body: { name: 'wave', image: PNG_DATA_URI },
    });
    const event = await h.api('POST', `/guilds/${GUILD}/scheduled-events`, {
      body: {
        name: 'launch',
        privacy_level: 2,
        entity_type: 3,
        entity_metadata: { location: 'here' },
        scheduled_start_time: new Date(T0 + 3_600_000).toISOString(),
        scheduled_end_time: new Date(T0 + 7_200_000).toISOString(),
        image: PNG_DATA_URI,
      },
    });
    const sound = await h.api('POST', `/guilds/${GUILD}/soundboard-sounds`, {
      body: { name: 'tada', sound: MP3_DATA_URI },
    });
    expect([hook.status, guild.status, emoji.status, event.status, sound.status]).toEqual([
      200, 200, 201, 200, 201,
    ]);
    for (const url of [
      `/avatars/${hook.body.id}/${hook.body.avatar}.png`,
      `/icons/${GUILD}/${guild.body.icon}.jpg`,
      `/emojis/${emoji.body.id}.webp`,
      `/guild-events/${event.body.id}/${event.body.image}.png`,
    ]) {
      const served = await cdn(h, url);
      expect(served.status, url).toBe(200);
      expect(await bytes(served)).toEqual(bytesOf(PNG_BASE64));
    }
    const soundServed = await cdn(h, `/soundboard-sounds/${sound.body.sound_id}`);
    expect(soundServed.status).toBe(200);
    expect(soundServed.headers.get('content-type')).toBe('audio/mpeg');
  });

  it('the lists that show an image name the hash the CDN serves: /users/@me/guilds, GET /users/{id}', async () => {
    const h = await start({ seed: seed() });
    const guild = await h.api('PATCH', `/guilds/${GUILD}`, {
      body: { icon: PNG_DATA_URI, banner: PNG_DATA_URI },
    });
    const bot = await h.api('PATCH', '/users/@me', { body: { banner: PNG_DATA_URI } });
    const listed = (await h.api('GET', '/users/@me/guilds')).body as unknown as Record<string, unknown>[];
    const mine = listed.find((g) => g.id === GUILD);
    expect([mine?.icon, mine?.banner]).toEqual([guild.body.icon, guild.body.banner]);
    expect((await h.api('GET', `/users/${BOT}`)).body.banner).toBe(bot.body.banner);
    expect((await cdn(h, `/banners/${BOT}/${bot.body.banner as string}.png`)).status).toBe(200);
  });

  it('serves the six default avatars as PNGs, and nothing else under /embed/avatars', async () => {
    const h = await start();
    const served = await Promise.all([0, 1, 2, 3, 4, 5].map((i) => cdn(h, `/embed/avatars/${i}.png`)));
    const images = await Promise.all(served.map(bytes));
    expect(served.map((r) => [r.status, r.headers.get('content-type')])).toEqual(
      Array.from({ length: 6 }, () => [200, 'image/png']),
    );
    // PNGs (the signature), each a colour of its own.
    for (const image of images) expect([...image.subarray(0, 8)]).toEqual([137, 80, 78, 71, 13, 10, 26, 10]);
    expect(new Set(images.map((image) => Buffer.from(image).toString('base64'))).size).toBe(6);
    for (const name of ['6.png', '0.webp', '00.png', '-1.png', '__proto__.png']) {
      await expectNotFound(h, `/embed/avatars/${name}`);
    }
  });

  it('answers 404 for a file under another owner, a replaced image, an unknown name, and hostile keys', async () => {
    const h = await start({ seed: seed() });
    const first = (await h.api('PATCH', '/users/@me', { body: { avatar: PNG_DATA_URI } })).body.avatar;
    const second = (await h.api('PATCH', '/users/@me', { body: { avatar: PNG_DATA_URI } })).body.avatar;
    expect(second).not.toBe(first);
    expect((await cdn(h, `/avatars/${BOT}/${second}.png`)).status).toBe(200);
    await expectNotFound(h, `/avatars/${BOT}/${first}.png`);
    // The bot's avatar is no guild's icon, no banner, no emoji and no attachment reachable by its hash.
    await expectNotFound(h, `/icons/${GUILD}/${second}.png`);
    await expectNotFound(h, `/banners/${BOT}/${second}.png`);
    await expectNotFound(h, `/emojis/${second}.png`);
    await expectNotFound(h, `/avatars/${GUILD}/${second}.png`);
    // Names the CDN does not answer to.
    await expectNotFound(h, `/avatars/${BOT}/${second}`);
    await expectNotFound(h, `/avatars/${BOT}/${second}.exe`);
    await expectNotFound(h, `/avatars/${BOT}/.png`);
    for (const key of ['__proto__', 'constructor', 'toString', 'hasOwnProperty']) {
      await expectNotFound(h, `/avatars/${key}/${key}.png`);
      await expectNotFound(h, `/icons/${key}/${key}.png`);
      await expectNotFound(h, `/guild-events/${key}/${key}.png`);
      await expectNotFound(h, `/emojis/${key}.png`);
      await expectNotFound(h, `/soundboard-sounds/${key}`);
    }
    // Only reads: a write to a CDN path is a 405.
    const post = await fetch(`${h.emu.url}/avatars/${BOT}/${second}.png`, { method: 'POST' });
    expect(post.status).toBe(405);
    await post.arrayBuffer();
  });
});
