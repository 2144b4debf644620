// This file is the "Files" sections of the READMEs of @slashkit/interactions, @slashkit/rest and
// @slashkit/emulator, shown there in pieces (`// --- name` up to the next marker); test/readme-files.test.ts
// keeps the two identical and runs this file against a real emulator. What is outside the pieces serves
// the bot and checks what the emulator stored.
import assert from 'node:assert/strict';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { startEmulator } from '@slashkit/emulator';
import { command, createInteractionHandler } from '@slashkit/interactions';
import { toNodeListener } from '@slashkit/interactions/node';
import { REST as SetupREST } from '@slashkit/rest';

const emulator = await startEmulator();
const { application: app, guild, users } = emulator.world;
const member = users.find((u) => u.username === 'member')!;
const general = guild.channels.find((c) => c.name === 'general')!;

// --- interactions
import { readFile } from 'node:fs/promises';
import { SlashCommandBuilder } from '@slashkit/builders';
import { attachmentUrl, type ChatInputContext } from '@slashkit/interactions';
import { FileTooLargeError } from '@slashkit/rest';

const chart = await readFile(new URL('./chart.png', import.meta.url));
const csv = new TextEncoder().encode('month,sales\nJan,120\nFeb,135\n');

export const reportCommand = new SlashCommandBuilder().setName('report').setDescription('Sales report');

export async function report(ctx: ChatInputContext): Promise<void> {
  // An image, shown in the embed by its name, and a text file: answered inline as multipart.
  await ctx.reply({
    embeds: [{ title: 'Sales', image: { url: attachmentUrl('chart.png') } }],
    files: [
      { name: 'chart.png', data: chart, description: 'Sales by month' },
      { name: 'sales.csv', data: csv },
    ],
  });
  // A follow-up with files of its own (a Blob here; a Uint8Array, a stream or a path work too).
  await ctx.followUp({
    content: 'The raw numbers',
    files: [{ name: 'raw.json', data: new Blob(['[120,135]']) }],
  });
  // Edits: without `attachments` the files stay and new ones are added...
  await ctx.editReply({ content: 'Sales, with notes', files: [{ name: 'notes.txt', data: csv }] });
  // ...`attachments` lists those to keep (by id), and [] removes them all.
  const edited = await ctx.editReply({
    content: 'Sales, chart only',
    attachments: [],
    files: [{ name: 'chart.png', data: chart }],
  });
  assert.deepEqual(
    edited.attachments.map((a) => a.filename),
    ['chart.png'],
  );
  // A file over the interaction's limit is refused before anything is sent, naming the file.
  const tooLarge = new Uint8Array(ctx.interaction.attachment_size_limit + 1);
  await assert.rejects(
    ctx.followUp({ files: [{ name: 'video.mp4', data: tooLarge }] }),
    (error) => error instanceof FileTooLargeError && error.filename === 'video.mp4',
  );
}

// --- rest
import { fileURLToPath } from 'node:url';
import { REST } from '@slashkit/rest';

const rest = new REST({ baseUrl: emulator.apiBaseUrl }); // the emulator here; Discord without baseUrl

// Every call that creates or edits a message takes `files` (here a follow-up, with a file read from disk
// on Node) and checks them against `attachmentSizeLimit` before sending.
export function sendChart(interaction: {
  application_id: string;
  token: string;
  attachment_size_limit: number;
}) {
  return rest.interactions.createFollowupMessage(
    interaction.application_id,
    interaction.token,
    { content: 'The chart, again', flags: 64 },
    {
      files: [{ name: 'chart.png', data: fileURLToPath(new URL('./chart.png', import.meta.url)) }],
      attachmentSizeLimit: interaction.attachment_size_limit,
    },
  );
}

// --- emulator
// A scripted user attaches a file to a command as the Discord client does: upload it, then give its id as
// the ATTACHMENT option's value. The bot gets it in `resolved.attachments`, at a URL the emulator serves.
export async function runWithFile(name: string, option: string, file: Blob, filename: string) {
  const form = new FormData();
  form.append('file', file, filename);
  const upload = await fetch(`${emulator.url}/_emulator/attachments`, {
    method: 'POST',
    body: form,
    headers: { 'x-slashkit-emulator': '1' }, // the admin API's mark of a request that is no web page's
  });
  const { id } = (await upload.json()) as { id: string };
  const run = await fetch(`${emulator.url}/_emulator/interactions`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      userId: member.id,
      guildId: guild.id,
      channelId: general.id,
      name,
      options: { [option]: id },
    }),
  });
  return run.json();
}

// --- end
// Serve the bot, run /report as a user, and check what the emulator stored and serves.
const importCommand = new SlashCommandBuilder()
  .setName('import')
  .setDescription('Import a file')
  .addAttachmentOption((o) => o.setName('file').setDescription('The file').setRequired(true));
const setup = new SetupREST({ token: app.botToken, baseUrl: emulator.apiBaseUrl });
await setup.commands.createGuildCommand(app.id, guild.id, reportCommand);
await setup.commands.createGuildCommand(app.id, guild.id, importCommand);
let delivered!: ChatInputContext['interaction'];
let finished!: () => void;
const handled = new Promise<void>((resolve) => {
  finished = resolve;
});
const errors: unknown[] = [];
const handler = createInteractionHandler({
  publicKey: app.publicKey,
  restOptions: { baseUrl: emulator.apiBaseUrl },
  onError: (error) => void errors.push(error),
  commands: [
    // The emulator piece: the bot reads the user's file from its URL.
    command(importCommand, async (ctx) => {
      const text = await (await fetch(ctx.options.file.url)).text();
      await ctx.reply(`${ctx.options.file.filename}: ${text.split('\n').length - 1} lines`);
    }),
    command(reportCommand, async (ctx) => {
      delivered = ctx.interaction;
      try {
        await report(ctx);
      } finally {
        finished();
      }
    }),
  ],
});
const server = createServer(toNodeListener(handler));
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
await fetch(`${emulator.url}/_emulator/applications/${app.id}`, {
  method: 'PATCH',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({
    interactionsEndpointUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`,
  }),
});
const run = await fetch(`${emulator.url}/_emulator/interactions`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ userId: member.id, guildId: guild.id, channelId: general.id, name: 'report' }),
});
// biome-ignore lint/suspicious/noExplicitAny: the admin API's answer is checked field by field.
const outcome = (await run.json()) as any;
assert.equal(outcome.status, 'answered', JSON.stringify(outcome));
// The reply as it was answered inline: two files, the embed pointing at the image.
const [reply] = outcome.messages;
assert.deepEqual(
  reply.attachments.map((a: { filename: string }) => a.filename),
  ['chart.png', 'sales.csv'],
);
assert.equal(reply.attachments[0].width, 48);
assert.equal(reply.attachments[0].description, 'Sales by month');
assert.equal(reply.embeds[0].image.url, reply.attachments[0].url);
const image = await fetch(reply.attachments[0].url);
assert.equal(image.headers.get('content-type'), 'image/png');
assert.deepEqual(new Uint8Array(await image.arrayBuffer()), new Uint8Array(chart));
await handled;
assert.deepEqual(errors, []);
const messages = (await (
  await fetch(`${emulator.url}/_emulator/messages?interactionId=${outcome.interactionId}`)
).json()) as typeof outcome.messages;
const [original, followUp] = messages;
assert.equal(original.content, 'Sales, chart only');
assert.deepEqual(
  original.attachments.map((a: { filename: string }) => a.filename),
  ['chart.png'],
);
assert.equal((await fetch(reply.attachments[1].url)).status, 404, 'the removed file is gone');
assert.deepEqual(
  followUp.attachments.map((a: { filename: string }) => a.filename),
  ['raw.json'],
);
assert.equal(messages.length, 2, 'the refused file sent nothing');
// The REST piece: a follow-up with a file from disk, ephemeral, so its file is too.
const again = await sendChart(delivered as Parameters<typeof sendChart>[0]);
assert.deepEqual(
  again.attachments.map((a) => [a.filename, a.ephemeral]),
  [['chart.png', true]],
);
await assert.rejects(
  sendChart({ ...(delivered as Parameters<typeof sendChart>[0]), attachment_size_limit: 10 }),
  FileTooLargeError,
);
// The emulator piece: a scripted user's file reaches the bot.
const imported = await runWithFile('import', 'file', new Blob([csv], { type: 'text/csv' }), 'sales.csv');
assert.equal(imported.messages[0].content, 'sales.csv: 3 lines');
server.close();
await emulator.stop();
