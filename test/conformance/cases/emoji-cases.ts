import { Endpoints } from '@slashkit/api';
import { type Case, GUILD, type Harness } from '../harness.js';

// Custom emojis: the primary app's bot makes, reads, edits and deletes a guild's (Create Expressions, which
// @everyone holds) and its app's own; the second app's bot, without Manage Expressions, may not touch the
// first one's emoji.

const UNKNOWN = '1250000000000009999';
const png =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';
const bot = (h: Harness) => `Bot ${h.emu.world.application.botToken}`;
const secondBot = (h: Harness) => `Bot ${h.emu.world.applications[1]!.botToken}`;
const json = (h: Harness, method: string, path: string, body?: unknown, authorization = bot(h)) =>
  h.raw(method, path, { authorization, ...(body === undefined ? {} : { body: JSON.stringify(body) }) });

export const emojiCases: Case[] = [
  {
    op: Endpoints.createGuildEmoji,
    status: 201,
    as: 'Bot',
    what: 'an emoji from a PNG',
    run: async (h) => {
      const made = await h.sdk.emojis.createGuildEmoji(
        GUILD,
        { name: 'blobwave', image: png },
        { reason: 'new' },
      );
      h.state.emoji = made.id;
    },
  },
  {
    op: Endpoints.createGuildEmoji,
    status: 400,
    code: 50035,
    as: 'Bot',
    what: 'image data whose bytes are no image',
    run: (h) =>
      json(h, 'POST', `/guilds/${GUILD}/emojis`, { name: 'blob', image: 'data:image/png;base64,aGk=' }),
  },
  {
    op: Endpoints.listGuildEmojis,
    status: 200,
    as: 'Bot',
    what: "the guild's emojis",
    run: (h) => h.sdk.emojis.getGuildEmojis(GUILD),
  },
  {
    op: Endpoints.listGuildEmojis,
    status: 404,
    code: 10004,
    as: 'Bot',
    what: 'an unknown guild',
    run: (h) => json(h, 'GET', `/guilds/${UNKNOWN}/emojis`),
  },
  {
    op: Endpoints.getGuildEmoji,
    status: 200,
    as: 'Bot',
    what: 'the emoji',
    run: (h) => h.sdk.emojis.getGuildEmoji(GUILD, h.state.emoji!),
  },
  {
    op: Endpoints.getGuildEmoji,
    status: 404,
    code: 10014,
    as: 'Bot',
    what: 'an unknown emoji',
    run: (h) => json(h, 'GET', `/guilds/${GUILD}/emojis/${UNKNOWN}`),
  },
  {
    op: Endpoints.updateGuildEmoji,
    status: 200,
    as: 'Bot',
    what: 'renamed',
    run: (h) => h.sdk.emojis.editGuildEmoji(GUILD, h.state.emoji!, { name: 'blob_wave', roles: [] }),
  },
  {
    op: Endpoints.updateGuildEmoji,
    status: 403,
    code: 50013,
    as: 'Bot',
    what: "another bot's emoji, without Manage Expressions",
    run: (h) => json(h, 'PATCH', `/guilds/${GUILD}/emojis/${h.state.emoji}`, { name: 'mine' }, secondBot(h)),
  },
  {
    op: Endpoints.deleteGuildEmoji,
    status: 403,
    code: 50013,
    as: 'Bot',
    what: "another bot's emoji, without Manage Expressions",
    run: (h) => json(h, 'DELETE', `/guilds/${GUILD}/emojis/${h.state.emoji}`, undefined, secondBot(h)),
  },
  {
    op: Endpoints.deleteGuildEmoji,
    status: 204,
    as: 'Bot',
    what: 'its own emoji',
    run: (h) => h.sdk.emojis.deleteGuildEmoji(GUILD, h.state.emoji!, { reason: 'unused' }),
  },
  {
    op: Endpoints.createApplicationEmoji,
    status: 201,
    as: 'Bot',
    what: "an emoji of the bot's app",
    run: async (h) => {
      const made = await h.sdk.emojis.createApplicationEmoji(h.appId, { name: 'check', image: png });
      h.state.appEmoji = made.id;
    },
  },
  {
    op: Endpoints.createApplicationEmoji,
    status: 400,
    code: 50035,
    as: 'Bot',
    what: 'a name the app already uses',
    run: (h) => json(h, 'POST', `/applications/${h.appId}/emojis`, { name: 'check', image: png }),
  },
  {
    op: Endpoints.listApplicationEmojis,
    status: 200,
    as: 'Bot',
    what: "the app's emojis",
    run: (h) => h.sdk.emojis.getApplicationEmojis(h.appId),
  },
  {
    op: Endpoints.listApplicationEmojis,
    status: 403,
    code: 20012,
    as: 'Bot',
    what: "another app's emojis",
    run: (h) => json(h, 'GET', `/applications/${h.emu.world.applications[1]!.id}/emojis`),
  },
  {
    op: Endpoints.getApplicationEmoji,
    status: 200,
    as: 'Bot',
    what: 'the emoji',
    run: (h) => h.sdk.emojis.getApplicationEmoji(h.appId, h.state.appEmoji!),
  },
  {
    op: Endpoints.getApplicationEmoji,
    status: 404,
    code: 10014,
    as: 'Bot',
    what: 'a guild emoji is no app emoji',
    run: (h) => json(h, 'GET', `/applications/${h.appId}/emojis/${UNKNOWN}`),
  },
  {
    op: Endpoints.updateApplicationEmoji,
    status: 200,
    as: 'Bot',
    what: 'renamed',
    run: (h) => h.sdk.emojis.editApplicationEmoji(h.appId, h.state.appEmoji!, { name: 'tick' }),
  },
  {
    op: Endpoints.updateApplicationEmoji,
    status: 400,
    code: 50035,
    as: 'Bot',
    what: 'a name of one character',
    run: (h) => json(h, 'PATCH', `/applications/${h.appId}/emojis/${h.state.appEmoji}`, { name: 't' }),
  },
  {
    op: Endpoints.deleteApplicationEmoji,
    status: 204,
    as: 'Bot',
    what: "the app's emoji",
    run: (h) => h.sdk.emojis.deleteApplicationEmoji(h.appId, h.state.appEmoji!),
  },
  {
    op: Endpoints.deleteApplicationEmoji,
    status: 404,
    code: 10014,
    as: 'Bot',
    what: 'an emoji already deleted',
    run: (h) => json(h, 'DELETE', `/applications/${h.appId}/emojis/${h.state.appEmoji}`),
  },
];
