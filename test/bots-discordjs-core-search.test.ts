import { API, MessageSearchAuthorType, MessageSearchHasType } from '@discordjs/core/http-only';
import { DiscordAPIError, REST } from '@discordjs/rest';
import type { RunningEmulator } from '@slashkit/emulator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { admin, GENERAL, GUILD, MEMBER, startBotEmulator } from './bots-support.js';

// A moderation helper of our own written with @discordjs/core, in the style of its README, that looks a
// member's messages up with Search Guild Messages (its query serialised by @discordjs/rest, lists as
// repeated parameters) against the emulator.

let emu: RunningEmulator;
let api: API;
const said: string[] = [];

beforeAll(async () => {
  emu = await startBotEmulator({ rateLimits: 'off' });
  api = new API(new REST({ version: '10', api: `${emu.url}/api` }).setToken(emu.world.application.botToken));
  for (const content of ['the pizza is late', 'check https://status.example/pizza', 'unrelated words'])
    said.push(
      (
        await admin(emu, 'POST', '/messages', {
          guildId: GUILD,
          channelId: GENERAL,
          authorId: MEMBER,
          content,
        })
      ).body.id,
    );
  await api.channels.createMessage(GENERAL, { content: 'pizza reminder from the bot' });
});

afterAll(async () => {
  await emu?.stop();
});

describe('Search Guild Messages through @discordjs/core', () => {
  it("finds a member's messages about pizza, not the bot's, newest first", async () => {
    const result = await api.guilds.searchForMessages(GUILD, {
      content: 'pizza',
      author_type: [MessageSearchAuthorType.NotBot],
      author_id: [MEMBER],
    });
    expect('total_results' in result && result.total_results).toBe(2);
    if (!('messages' in result)) throw new Error('expected results, got an index-not-ready answer');
    expect(result.messages.map(([message]) => message!.id)).toEqual([said[1], said[0]]);
  });

  it('narrows by what messages have, and pages', async () => {
    const links = await api.guilds.searchForMessages(GUILD, { has: [MessageSearchHasType.Link] });
    if (!('messages' in links)) throw new Error('expected results');
    expect(links.messages.map(([message]) => message!.content)).toEqual([
      'check https://status.example/pizza',
    ]);
    const page = await api.guilds.searchForMessages(GUILD, { limit: 1, offset: 1 });
    if (!('messages' in page)) throw new Error('expected results');
    expect([page.total_results, page.messages.length]).toEqual([4, 1]);
  });

  it('gets a DiscordAPIError 50035 for a limit above 25', async () => {
    const refused = await api.guilds.searchForMessages(GUILD, { limit: 26 }).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(DiscordAPIError);
    expect((refused as DiscordAPIError).code).toBe(50035);
  });
});
