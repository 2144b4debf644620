import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { APIAttachment } from '@slashkit/api';
import { SlashCommandBuilder } from '@slashkit/builders';
import { type RunningEmulator, startEmulator } from '@slashkit/emulator';
import { command, createInteractionHandler } from '@slashkit/interactions';
import { toNodeListener } from '@slashkit/interactions/node';
import { REST } from '@slashkit/rest';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from './chromium.js';
import { openClient, pickCommand, users } from './emulator-client-support.js';
import { png } from './support/images.js';

// Files in the emulator's web client, in headless Chromium: a member uploads a file for an ATTACHMENT
// option from the options form; the bot gets it in resolved.attachments, downloads it from its URL and
// answers with it and a text file; the page shows the image inline (served by the emulator's own origin,
// which the page's `img-src 'self'` allows) and the text file as a download link.

const echo = new SlashCommandBuilder()
  .setName('echo-file')
  .setDescription('Sends your file back')
  .addAttachmentOption((o) => o.setName('file').setDescription('A picture').setRequired(true));

let emu: RunningEmulator;
let browser: Browser;
let server: Server;
const received: APIAttachment[] = [];
const errors: unknown[] = [];

beforeAll(async () => {
  [emu, browser] = await Promise.all([startEmulator({ rateLimits: 'off' }), launchChromium()]);
  const app = emu.world.application;
  await new REST({ token: app.botToken, baseUrl: emu.apiBaseUrl }).commands.createGuildCommand(
    app.id,
    emu.world.guild.id,
    echo,
  );
  const handler = createInteractionHandler({
    publicKey: app.publicKey,
    restOptions: { baseUrl: emu.apiBaseUrl },
    onError: (error) => void errors.push(error),
    commands: [
      command(echo, async (ctx) => {
        const file = ctx.options.file;
        received.push(file);
        // The URL works: the bot reads the bytes the user uploaded.
        const bytes = new Uint8Array(await (await fetch(file.url)).arrayBuffer());
        await ctx.reply({
          content: `got ${file.filename}`,
          files: [
            { name: file.filename, data: bytes },
            {
              name: 'notes.txt',
              data: new TextEncoder().encode(`${file.filename}: ${bytes.byteLength} bytes`),
            },
          ],
        });
      }),
    ],
  });
  server = createServer(toNodeListener(handler));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  await fetch(`${emu.url}/_emulator/applications/${app.id}`, {
    method: 'PATCH',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ interactionsEndpointUrl: endpoint }),
  });
}, 60_000);

afterAll(async () => {
  await browser?.close();
  server?.close();
  await emu?.stop();
});

describe('files in the web client', () => {
  it('uploads a file for an ATTACHMENT option, and shows the reply’s image inline and its text file as a download', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    const refused: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') refused.push(message.text());
    });
    await openClient(page, emu, users.member);
    await pickCommand(page, 'echo');
    const image = png(40, 20);
    await page
      .locator('form.options input[type="file"]')
      .setInputFiles({ name: 'picture.png', mimeType: 'image/png', buffer: Buffer.from(image) });
    await page.locator('.upload-status', { hasText: 'picture.png (' }).waitFor();
    await page.getByRole('button', { name: 'Send' }).click();
    const reply = page.locator('article.msg', { hasText: 'got picture.png' });
    await reply.waitFor();
    expect(received).toHaveLength(1);
    expect(received[0]).toMatchObject({
      filename: 'picture.png',
      size: image.byteLength,
      width: 40,
      height: 20,
    });
    const shown = reply.locator('.attachments img');
    await shown.waitFor();
    // Loaded, not blocked: the image has its pixels (a blocked or broken one fires `error`, width 0).
    const width = await shown.evaluate((img: HTMLImageElement) =>
      img.complete
        ? img.naturalWidth
        : new Promise<number>((resolve) => {
            img.addEventListener('load', () => resolve(img.naturalWidth));
            img.addEventListener('error', () => resolve(0));
          }),
    );
    expect(width).toBe(40);
    expect(await shown.getAttribute('alt')).toBe('picture.png');
    const link = reply.locator('a.attachment.file', { hasText: 'notes.txt' });
    await link.waitFor();
    expect(await link.getAttribute('download')).toBe('notes.txt');
    const href = (await link.getAttribute('href')) ?? '';
    const text = await page.evaluate(async (url) => (await fetch(url)).text(), href);
    expect(text).toBe(`picture.png: ${image.byteLength} bytes`);
    expect(refused.filter((line) => /Content Security Policy|Refused/.test(line))).toEqual([]);
    expect(errors).toEqual([]);
    await page.close();
  });
});
