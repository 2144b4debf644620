// ctx.update({ files }) of a component handler, against a real emulator over real sockets: answered inline
// (the HTTP answer is multipart, type 7), and after a deferred update (6) through REST (PATCH @original of
// the component's message). An update is an edit: without `attachments` the message keeps its files and
// gets the new ones; `attachments: []` replaces them.
import { ButtonStyle } from '@slashkit/api';
import { SlashCommandBuilder } from '@slashkit/builders';
import { type RunningEmulator, startEmulator } from '@slashkit/emulator';
import { assertAnswered, connectTestClient, type TestClient } from '@slashkit/emulator/testing';
import { type ComponentContext, command, component, createInteractionHandler } from '@slashkit/interactions';
import { createInteractionServer } from '@slashkit/interactions/node';
import { REST, syncCommands } from '@slashkit/rest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { png } from './support/images.js';

const board = new SlashCommandBuilder().setName('board').setDescription('A message with a file and buttons');
const notes = new TextEncoder().encode('first notes\n');
const chart = png(3, 2);
const later = new TextEncoder().encode('written after a deferral\n');

let emu: RunningEmulator;
let client: TestClient;
let server: ReturnType<typeof createInteractionServer>;
const errors: unknown[] = [];
let handled: Promise<void> = Promise.resolve();

/** Runs a component handler, keeping its promise so a test can wait for what it does after the answer. */
const tracked = (handler: (ctx: ComponentContext) => Promise<void>) => (ctx: ComponentContext) => {
  handled = handler(ctx);
  return handled;
};

beforeAll(async () => {
  emu = await startEmulator({ rateLimits: 'off' });
  const app = emu.world.application;
  await syncCommands(new REST({ token: app.botToken, baseUrl: emu.apiBaseUrl }), {
    applicationId: app.id,
    commands: [board],
  });
  const handler = createInteractionHandler({
    publicKey: app.publicKey,
    restOptions: { baseUrl: emu.apiBaseUrl },
    onError: (error) => void errors.push(error),
    commands: [
      command(board, (ctx) =>
        ctx.reply({
          content: 'board',
          files: [{ name: 'notes.txt', data: notes }],
          components: [
            {
              type: 1,
              components: [
                { type: 2, style: ButtonStyle.Primary, label: 'Add', custom_id: 'add-inline' },
                { type: 2, style: ButtonStyle.Secondary, label: 'Replace', custom_id: 'replace-later' },
              ],
            },
          ],
        }),
      ),
    ],
    components: [
      component(
        'add-inline',
        tracked((ctx) =>
          ctx.update({
            content: 'board, with a chart',
            files: [{ name: 'chart.png', data: chart, contentType: 'image/png' }],
          }),
        ),
      ),
      component(
        'replace-later',
        tracked(async (ctx) => {
          await ctx.deferUpdate();
          await ctx.update({
            content: 'board, replaced',
            attachments: [],
            files: [{ name: 'later.txt', data: later }],
          });
        }),
      ),
    ],
  });
  server = createInteractionServer(handler).listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  client = await connectTestClient(emu.url);
  const { port } = server.address() as { port: number };
  await client.setInteractionsEndpoint(`http://127.0.0.1:${port}`);
}, 60_000);

afterAll(async () => {
  server?.close();
  await emu?.stop();
});

const bytesOf = async (url: string) => new Uint8Array(await (await fetch(url)).arrayBuffer());

describe('ctx.update({ files })', () => {
  it('answers inline as multipart (7): the message keeps its file and gets the new one, served with its bytes', async () => {
    const member = client.user('member');
    const posted = await member.run(board);
    assertAnswered(posted);
    const [first] = posted.messages[0]?.attachments ?? [];
    const clicked = await member.click(posted, { customId: 'add-inline' });
    assertAnswered(clicked);
    await handled;
    expect([clicked.responseType, clicked.respondedVia]).toEqual([7, 'inline']);
    const message = clicked.message!;
    expect(message.id).toBe(posted.messages[0]?.id);
    expect(message.content).toBe('board, with a chart');
    expect(message.attachments.map((a) => [a.filename, a.content_type, a.width, a.height])).toEqual([
      ['notes.txt', 'text/plain; charset=utf-8', undefined, undefined],
      ['chart.png', 'image/png', 3, 2],
    ]);
    // The kept file is the same attachment; the new one is served with the bytes the handler sent.
    expect(message.attachments[0]?.id).toBe(first?.id);
    expect(await bytesOf(message.attachments[1]!.url)).toEqual(new Uint8Array(chart));
    expect(errors).toEqual([]);
  });

  it('after a deferred update (6), sends the files through REST; attachments: [] replaces the message’s files', async () => {
    const member = client.user('member');
    const posted = await member.run(board);
    assertAnswered(posted);
    const [first] = posted.messages[0]?.attachments ?? [];
    const clicked = await member.click(posted, { customId: 'replace-later' });
    assertAnswered(clicked);
    expect([clicked.responseType, clicked.respondedVia]).toEqual([6, 'inline']);
    await handled;
    const [message] = (await member.messages()).filter((m) => m.id === posted.messages[0]?.id);
    expect(message?.content).toBe('board, replaced');
    expect(message?.attachments.map((a) => a.filename)).toEqual(['later.txt']);
    expect(new TextDecoder().decode(await bytesOf(message!.attachments[0]!.url))).toBe(
      'written after a deferral\n',
    );
    // The replaced file is gone from the emulator.
    expect((await fetch(first!.url)).status).toBe(404);
    expect(errors).toEqual([]);
  });
});
