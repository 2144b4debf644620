import { GatewayIntentBits, PermissionFlags } from '@slashkit/api';
import { describe, expect, it } from 'vitest';
import { botWorld, GUILD } from './bot-world.js';
import { type Harness, start } from './harness.js';
import { PNG_BASE64, PNG_DATA_URI } from './media-fixtures.js';
import { nextOf, openBotSession } from './support/bot-session.js';

// The guild object carries the guild's custom emojis and stickers: in GET /guilds/{id}, in GUILD_CREATE (a
// library's emoji and sticker caches start there) and in GUILD_UPDATE; without `user`, as the service
// names the uploader only in the expression routes.

const patient = { heartbeatIntervalMs: 60_000, heartbeatGraceMs: 60_000 };

async function withExpressions(): Promise<{ h: Harness; emoji: string; sticker: string }> {
  const h = await start({
    seed: botWorld(PermissionFlags.CreateGuildExpressions | PermissionFlags.ManageGuild),
    gateway: patient,
  });
  const emoji = await h.api('POST', `/guilds/${GUILD}/emojis`, {
    body: { name: 'blob', image: PNG_DATA_URI },
  });
  expect(emoji.status).toBe(201);
  const form = new FormData();
  form.append('name', 'wave');
  form.append('tags', 'wave');
  form.append('file', new Blob([Buffer.from(PNG_BASE64, 'base64')]), 'wave.png');
  const sticker = await fetch(`${h.emu.apiBaseUrl}/guilds/${GUILD}/stickers`, {
    method: 'POST',
    headers: { authorization: `Bot ${h.app.botToken}` },
    body: form,
  });
  expect(sticker.status).toBe(201);
  return { h, emoji: emoji.body.id, sticker: ((await sticker.json()) as { id: string }).id };
}

describe('emojis and stickers in the guild object', () => {
  it('GET /guilds/{id} lists them, without their uploader', async () => {
    const { h, emoji, sticker } = await withExpressions();
    const guild = await h.api('GET', `/guilds/${GUILD}`);
    expect(guild.status).toBe(200);
    expect(guild.body.emojis).toEqual([
      {
        id: emoji,
        name: 'blob',
        roles: [],
        require_colons: true,
        managed: false,
        animated: false,
        available: true,
      },
    ]);
    expect(guild.body.stickers).toEqual([
      expect.objectContaining({ id: sticker, name: 'wave', tags: 'wave', guild_id: GUILD, type: 2 }),
    ]);
    expect(guild.body.stickers[0]).not.toHaveProperty('user');
  });

  it('GUILD_CREATE and GUILD_UPDATE carry them as GET /guilds/{id} does', async () => {
    const { h, emoji, sticker } = await withExpressions();
    const { client } = await openBotSession(h, GatewayIntentBits.Guilds);
    const created = await nextOf(client, 'GUILD_CREATE');
    const guild = (await h.api('GET', `/guilds/${GUILD}`)).body;
    const ofGuild = created.d.id === GUILD ? created : await nextOf(client, 'GUILD_CREATE');
    expect(ofGuild.d.emojis).toEqual(guild.emojis);
    expect(ofGuild.d.stickers).toEqual(guild.stickers);
    expect(ofGuild.d.emojis.map((e: { id: string }) => e.id)).toEqual([emoji]);
    expect(ofGuild.d.stickers.map((s: { id: string }) => s.id)).toEqual([sticker]);
    expect((await h.api('PATCH', `/guilds/${GUILD}`, { body: { name: 'Renamed' } })).body.emojis).toEqual(
      guild.emojis,
    );
    const updated = await nextOf(client, 'GUILD_UPDATE');
    expect(updated.d).toMatchObject({ name: 'Renamed', emojis: guild.emojis, stickers: guild.stickers });
    client.close();
  });
});
