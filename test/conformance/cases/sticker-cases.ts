import { Endpoints } from '@slashkit/api';
import { type Case, GUILD, type Harness } from '../harness.js';

// Stickers: the primary app's bot makes, reads, edits and deletes a guild's (Create Expressions, which
// @everyone holds) from a PNG sent as the form's `file` part, in the SDK's FormData and in its own
// multipart encoding; reads a standard sticker and the packs.

const UNKNOWN = '1250000000000009999';
const PACK = '1250000000000090000';
const STANDARD = '1250000000000090001';
const png = Uint8Array.from(
  atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg=='),
  (c) => c.charCodeAt(0),
);
const bot = (h: Harness) => `Bot ${h.emu.world.application.botToken}`;
const secondBot = (h: Harness) => `Bot ${h.emu.world.applications[1]!.botToken}`;
const json = (h: Harness, method: string, path: string, body?: unknown, authorization = bot(h)) =>
  h.raw(method, path, { authorization, ...(body === undefined ? {} : { body: JSON.stringify(body) }) });

export const stickerCases: Case[] = [
  {
    op: Endpoints.createGuildSticker,
    status: 201,
    as: 'Bot',
    what: 'a sticker from a PNG',
    run: async (h) => {
      const made = await h.sdk.stickers.createGuildSticker(
        GUILD,
        { name: 'wave', tags: 'wave', description: 'Hello there' },
        { name: 'wave.png', data: png },
        { reason: 'new' },
      );
      h.state.sticker = made.id;
    },
  },
  {
    op: Endpoints.createGuildSticker,
    status: 201,
    as: 'Bot',
    what: "a sticker in the SDK's own multipart encoding",
    run: (h) =>
      h.sdkStreamed.stickers.createGuildSticker(
        GUILD,
        { name: 'wave two', tags: 'wave' },
        { name: 'w.png', data: png },
      ),
  },
  {
    op: Endpoints.createGuildSticker,
    status: 400,
    code: 50035,
    as: 'Bot',
    what: 'a JSON body (the file must come in a form)',
    run: (h) => json(h, 'POST', `/guilds/${GUILD}/stickers`, { name: 'wave', tags: 'wave' }),
  },
  {
    op: Endpoints.listGuildStickers,
    status: 200,
    as: 'Bot',
    what: "the guild's stickers",
    run: (h) => h.sdk.stickers.getGuildStickers(GUILD),
  },
  {
    op: Endpoints.listGuildStickers,
    status: 404,
    code: 10004,
    as: 'Bot',
    what: 'an unknown guild',
    run: (h) => json(h, 'GET', `/guilds/${UNKNOWN}/stickers`),
  },
  {
    op: Endpoints.getGuildSticker,
    status: 200,
    as: 'Bot',
    what: 'the sticker',
    run: (h) => h.sdk.stickers.getGuildSticker(GUILD, h.state.sticker!),
  },
  {
    op: Endpoints.getGuildSticker,
    status: 404,
    code: 10060,
    as: 'Bot',
    what: 'an unknown sticker',
    run: (h) => json(h, 'GET', `/guilds/${GUILD}/stickers/${UNKNOWN}`),
  },
  {
    op: Endpoints.updateGuildSticker,
    status: 200,
    as: 'Bot',
    what: 'a new description',
    run: (h) => h.sdk.stickers.editGuildSticker(GUILD, h.state.sticker!, { description: 'Hi again' }),
  },
  {
    op: Endpoints.updateGuildSticker,
    status: 403,
    code: 50013,
    as: 'Bot',
    what: "another bot's sticker, without Manage Expressions",
    run: (h) =>
      json(h, 'PATCH', `/guilds/${GUILD}/stickers/${h.state.sticker}`, { name: 'mine' }, secondBot(h)),
  },
  {
    op: Endpoints.getSticker,
    status: 200,
    as: 'Bot',
    what: 'a standard sticker',
    run: (h) => h.sdk.stickers.getSticker(STANDARD),
  },
  {
    op: Endpoints.getSticker,
    status: 200,
    as: 'Bot',
    what: "a guild's sticker",
    run: (h) => h.sdk.stickers.getSticker(h.state.sticker!),
  },
  {
    op: Endpoints.getSticker,
    status: 404,
    code: 10060,
    as: 'Bot',
    what: 'an unknown sticker',
    run: (h) => json(h, 'GET', `/stickers/${UNKNOWN}`),
  },
  {
    op: Endpoints.listStickerPacks,
    status: 200,
    as: 'Bot',
    what: 'the standard packs',
    run: (h) => h.sdk.stickers.getStickerPacks(),
  },
  {
    op: Endpoints.listStickerPacks,
    status: 401,
    as: 'bad token',
    what: 'a token of no bot',
    run: (h) => json(h, 'GET', '/sticker-packs', undefined, 'Bot not-a-token'),
  },
  {
    op: Endpoints.getStickerPack,
    status: 200,
    as: 'Bot',
    what: 'a standard pack',
    run: (h) => h.sdk.stickers.getStickerPack(PACK),
  },
  {
    op: Endpoints.getStickerPack,
    status: 404,
    code: 10061,
    as: 'Bot',
    what: 'an unknown pack',
    run: (h) => json(h, 'GET', `/sticker-packs/${UNKNOWN}`),
  },
  {
    op: Endpoints.deleteGuildSticker,
    status: 204,
    as: 'Bot',
    what: 'its own sticker',
    run: (h) => h.sdk.stickers.deleteGuildSticker(GUILD, h.state.sticker!, { reason: 'unused' }),
  },
  {
    op: Endpoints.deleteGuildSticker,
    status: 404,
    code: 10060,
    as: 'Bot',
    what: 'a sticker already deleted',
    run: (h) => json(h, 'DELETE', `/guilds/${GUILD}/stickers/${h.state.sticker}`),
  },
];
