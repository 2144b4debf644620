import { fileURLToPath } from 'node:url';
import type { RunningEmulator } from '@slashkit/emulator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PNG_BASE64, startExpressionsEmulator } from './bots-expressions-support.js';
import { PythonBot } from './bots-python-process.js';
import { admin, GENERAL, GUILD, MEMBER } from './bots-support.js';

// A bot written with discord.py (test/bots/discordpy_expressions_bot.py), with Debian's python3-discord
// (scripts/ensure-discord-py.sh), against the emulator: once ready it logs through a channel webhook under
// another name and edits the message, uploads and renames an emoji, and schedules an external event and
// starts it; each test checks what discord.py printed (its REST answers and what its cache saw, in whatever order
// they came) beside the emulator's state.

const botFile = fileURLToPath(new URL('./bots/discordpy_expressions_bot.py', import.meta.url));

let emu: RunningEmulator;
let bot: PythonBot;

beforeAll(async () => {
  emu = await startExpressionsEmulator();
  bot = new PythonBot(botFile, {
    BOT_TOKEN: emu.world.application.botToken,
    DISCORD_API_URL: emu.apiBaseUrl,
    GUILD_ID: GUILD,
    CHANNEL_ID: GENERAL,
    PNG_BASE64,
  });
}, 60_000);

afterAll(async () => {
  await bot?.stop();
  await emu?.stop();
});

describe('a discord.py bot of webhooks, emoji and scheduled events', () => {
  it('logs through a channel webhook under another name and edits the message', async () => {
    const [, webhookId, messageId, author, content] = (await bot.seen(
      /^webhook (\d+) message (\d+) by (.+) now '(.*)'$/,
    ))!;
    expect(author).toBe('Py audit');
    expect(content).toBe('py log: ready (edited)');
    const stored = emu.context.state.messages.get(messageId!)!;
    expect(stored).toMatchObject({ content: 'py log: ready (edited)' });
    expect(emu.context.state.webhooks.get(webhookId!)?.name).toBe('Py logger');
  }, 30_000);

  it('uploads and renames an emoji; its cache follows GUILD_EMOJIS_UPDATE', async () => {
    const [, id, name] = (await bot.seen(/^emoji (\d+) (\S+)$/))!;
    expect(name).toBe('py_wave2');
    expect(emu.context.state.emojis.get(id!)?.name).toBe('py_wave2');
    await bot.seen(/^cache emojis py_wave2$/);
  }, 30_000);

  it('schedules an external event and starts it; interest reaches its listener', async () => {
    const [, id, status, location] = (await bot.seen(/^event (\d+) (\w+) at (.+)$/))!;
    expect([status, location]).toEqual(['scheduled', 'The park']);
    expect((await bot.seen(/^event (\d+) (\w+)$/))[2]).toBe('active');
    await bot.seen(new RegExp(`^cache event ${id} scheduled -> active$`));
    expect(emu.context.state.scheduledEvents.get(id!)?.event.status).toBe(2);
    const marked = await admin(emu, 'POST', `/guilds/${GUILD}/scheduled-events/${id}/users`, {
      userId: MEMBER,
    });
    expect(marked.status).toBe(204);
    await bot.seen(new RegExp(`^interested ${MEMBER} in Py launch$`));
  }, 30_000);
});
