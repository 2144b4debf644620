import { GatewayIntentBits, PermissionFlags, StickerFormatType } from '@slashkit/api';
import { describe, expect, it } from 'vitest';
import { botWorld, GENERAL, GUILD, MEMBER, OTHER_GUILD } from './bot-world.js';
import { type Harness, type Json, start } from './harness.js';
import { PNG_BASE64 } from './media-fixtures.js';
import { connectBot, nextOf } from './support/bot-session.js';

// Stickers on messages (`sticker_ids`): at most 3, each the guild's own or a standard one, carried as
// `sticker_items`; the service's refusals, and no edit of them.

const WAVE = '1250000000000090001';
const THUMBS_UP = '1250000000000090002';
const png = Buffer.from(PNG_BASE64, 'base64');

/** Makes a sticker of `guildId` as the bot (it holds Create Expressions) and answers its id. */
async function guildSticker(h: Harness, guildId = GUILD): Promise<string> {
  const form = new FormData();
  form.append('name', 'party');
  form.append('tags', 'tada');
  form.append('file', new Blob([png as Uint8Array<ArrayBuffer>]), 'party.png');
  const response = await fetch(`${h.emu.apiBaseUrl}/guilds/${guildId}/stickers`, {
    method: 'POST',
    headers: { authorization: `Bot ${h.app.botToken}` },
    body: form,
  });
  expect(response.status).toBe(201);
  return ((await response.json()) as Json).id;
}

const send = (h: Harness, body: Json, channelId = GENERAL) =>
  h.api('POST', `/channels/${channelId}/messages`, { body });

describe('stickers on messages', () => {
  it('sends the guild’s own and standard stickers as sticker_items, told to bots', async () => {
    const h = await start({ seed: botWorld(PermissionFlags.CreateGuildExpressions) });
    const own = await guildSticker(h);
    const client = await connectBot(h, GatewayIntentBits.GuildMessages);
    const sent = await send(h, { sticker_ids: [own, WAVE] });
    expect(sent.status).toBe(200);
    expect(sent.body).toMatchObject({
      content: '',
      sticker_items: [
        { id: own, name: 'party', format_type: StickerFormatType.PNG },
        { id: WAVE, name: 'Wave', format_type: StickerFormatType.PNG },
      ],
    });
    expect((await nextOf(client, 'MESSAGE_CREATE')).d.sticker_items).toEqual(sent.body.sticker_items);
    client.close();
    // In a DM, a standard sticker.
    const dm = await h.api('POST', '/users/@me/channels', { body: { recipient_id: MEMBER } });
    const inDm = await send(h, { sticker_ids: [THUMBS_UP] }, dm.body.id);
    expect(inDm.body.sticker_items).toEqual([{ id: THUMBS_UP, name: 'Thumbs up', format_type: 1 }]);
    const guildOnes = await send(h, { sticker_ids: [own] }, dm.body.id);
    expect([guildOnes.status, guildOnes.body.code]).toEqual([400, 50081]);
  });

  it('refuses what the service refuses, and sends nothing', async () => {
    const seed = botWorld(PermissionFlags.CreateGuildExpressions);
    // The app is installed in the other guild too, so that its bot can make a sticker there.
    seed.guilds[1]!.members.push({ userId: seed.applications[0]!.id });
    seed.guilds[1]!.roles[0]!.permissions = (
      PermissionFlags.ViewChannel | PermissionFlags.CreateGuildExpressions
    ).toString();
    seed.applications[0]!.guildIds = [GUILD, OTHER_GUILD];
    const h = await start({ seed });
    const elsewhere = await guildSticker(h, OTHER_GUILD);
    const foreign = await send(h, { sticker_ids: [elsewhere] });
    expect([foreign.status, foreign.body.code]).toEqual([400, 50081]);
    const unknown = await send(h, { sticker_ids: ['1250000000000099999'] });
    expect([unknown.status, unknown.body.code]).toEqual([400, 50081]);
    const many = await send(h, { sticker_ids: [WAVE, THUMBS_UP, WAVE, THUMBS_UP] });
    expect(many.body.errors.sticker_ids._errors[0].code).toBe('BASE_TYPE_MAX_LENGTH');
    const notIds = await send(h, { sticker_ids: ['wave'] });
    expect(notIds.body.errors.sticker_ids['0']._errors[0].code).toBe('NUMBER_TYPE_SNOWFLAKE');
    const v2 = await send(h, {
      flags: 1 << 15,
      sticker_ids: [WAVE],
      components: [{ type: 10, content: 'x' }],
    });
    expect(v2.status).toBe(400);
    expect((await h.api('GET', `/channels/${GENERAL}/messages`)).body).toEqual([]);
    // A message keeps its stickers: an edit that gives them is refused.
    const sent = await send(h, { content: 'hi', sticker_ids: [WAVE] });
    const edit = await h.api('PATCH', `/channels/${GENERAL}/messages/${sent.body.id}`, {
      body: { sticker_ids: [] },
    });
    expect([edit.status, edit.body.code]).toEqual([400, 50080]);
  });
});
