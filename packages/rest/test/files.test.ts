import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type APIMessage, AttachmentLimits, MessageFlags } from '@slashkit/api';
import type { RunningEmulator } from '@slashkit/emulator';
import { afterEach, describe, expect, it } from 'vitest';
import { png } from '../../../test/support/images.js';
import {
  FileTooLargeError,
  fetchTransport,
  loadMessageFiles,
  MultipartBody,
  REST,
  RESTError,
  type RESTOptions,
  type RequestEvent,
} from '../src/index.js';
import { filesEmulator } from './support/files-emulator.js';
import { APP, ITOKEN, rejection } from './support/fixtures.js';
import { startLocalServer } from './support/local-server.js';

// Files on the interaction methods (service-facts "Files"), against the emulator over a real socket: what
// it stores is what was sent. The retry rule against a local server that fails on purpose.

const running: RunningEmulator[] = [];
afterEach(async () => {
  await Promise.all(running.splice(0).map((emu) => emu.stop()));
});
const emulator = () => filesEmulator(running);

const text = (value: string) => new TextEncoder().encode(value);
const served = async (url: string) => new Uint8Array(await (await fetch(url)).arrayBuffer());

describe('files on the interaction methods', () => {
  it('a reply (4) sends an image and a text file from a path; the emulator stores and serves them', async () => {
    const { emu, next } = await emulator();
    const interaction = await next();
    const folder = await mkdtemp(join(tmpdir(), 'slashkit-files-'));
    const path = join(folder, 'notes.txt');
    await writeFile(path, 'from disk\n');
    const image = png(8, 4);
    const rest = new REST({ baseUrl: emu.apiBaseUrl });
    const result = await rest.interactions.createInteractionResponse(
      interaction.id,
      interaction.token,
      { type: 4, data: { content: 'Here', embeds: [{ image: { url: 'attachment://chart.png' } }] } },
      {
        withResponse: true,
        attachmentSizeLimit: interaction.attachment_size_limit,
        files: [
          { name: 'chart.png', data: image, description: 'A chart' },
          { name: 'notes.txt', data: path },
        ],
      },
    );
    const message = result.resource!.message as APIMessage;
    expect(message.attachments).toMatchObject([
      {
        filename: 'chart.png',
        description: 'A chart',
        content_type: 'image/png',
        width: 8,
        height: 4,
        size: image.byteLength,
      },
      { filename: 'notes.txt', content_type: 'text/plain; charset=utf-8', size: 10 },
    ]);
    expect(message.embeds[0]!.image!.url).toBe(message.attachments[0]!.url);
    expect(Buffer.from(await served(message.attachments[0]!.url)).equals(Buffer.from(image))).toBe(true);
    expect(new TextDecoder().decode(await served(message.attachments[1]!.url))).toBe('from disk\n');
  });

  it('a follow-up takes a Blob and a ReadableStream; edits keep the files, add new ones, and drop them with []', async () => {
    const { emu, next } = await emulator();
    const interaction = await next();
    const app = emu.world.application.id;
    const rest = new REST({ baseUrl: emu.apiBaseUrl });
    await rest.interactions.createInteractionResponse(interaction.id, interaction.token, {
      type: 4,
      data: { content: 'v1' },
    });
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(text('part one, '));
        controller.enqueue(text('part two'));
        controller.close();
      },
    });
    const followUp = await rest.interactions.createFollowupMessage(
      app,
      interaction.token,
      { content: 'files', flags: MessageFlags.Ephemeral },
      {
        files: [
          { name: 'blob.json', data: new Blob(['{"a":1}'], { type: 'application/json' }) },
          { name: 'stream.txt', data: stream, contentType: 'text/plain' },
        ],
      },
    );
    expect(followUp.attachments).toMatchObject([
      { filename: 'blob.json', content_type: 'application/json', ephemeral: true },
      { filename: 'stream.txt', size: 18, ephemeral: true },
    ]);
    expect(new TextDecoder().decode(await served(followUp.attachments[1]!.url))).toBe('part one, part two');
    // Edit without `attachments`: the files stay, the new one is added.
    const added = await rest.interactions.editFollowupMessage(
      app,
      interaction.token,
      followUp.id,
      { content: 'more' },
      {
        files: [{ name: 'third.txt', data: text('3') }],
      },
    );
    expect(added.attachments.map((a) => a.filename)).toEqual(['blob.json', 'stream.txt', 'third.txt']);
    // Keep one by id and add one with a description.
    const kept = await rest.interactions.editFollowupMessage(
      app,
      interaction.token,
      followUp.id,
      { attachments: [{ id: added.attachments[1]!.id }] },
      { files: [{ name: 'fourth.txt', data: text('4'), description: 'The fourth' }] },
    );
    expect(kept.attachments).toMatchObject([
      { filename: 'stream.txt' },
      { filename: 'fourth.txt', description: 'The fourth' },
    ]);
    const dropped = await rest.interactions.editOriginalInteractionResponse(app, interaction.token, {
      content: 'v2',
      attachments: [],
    });
    expect(dropped.attachments).toEqual([]);
    // A description on an edit needs `attachments`, which says which files stay: an error says so.
    const error = await rejection(
      rest.interactions.editFollowupMessage(
        app,
        interaction.token,
        followUp.id,
        {},
        {
          files: [{ name: 'x.txt', data: text('x'), description: 'alt' }],
        },
      ),
    );
    expect(error).toBeInstanceOf(RESTError);
    expect((error as RESTError).message).toMatch(/attachments: \[\]/);
  });

  it('an update (7) carries files; a deferral refuses them before sending', async () => {
    const { emu, next } = await emulator();
    const interaction = await next();
    const rest = new REST({ baseUrl: emu.apiBaseUrl });
    const refused = await rejection(
      rest.interactions.createInteractionResponse(
        interaction.id,
        interaction.token,
        { type: 5 },
        { files: [{ name: 'a', data: text('a') }] },
      ),
    );
    expect((refused as RESTError).code).toBe('INVALID_ARGUMENT');
    expect((refused as RESTError).message).toMatch(/type 5 carries no files/);
  });

  it('refuses a file over the limit before anything is sent, naming it — bytes, Blob, stream and path alike', async () => {
    const { emu, next } = await emulator();
    const interaction = await next();
    const sent: RequestEvent[] = [];
    const rest = new REST({ baseUrl: emu.apiBaseUrl, hooks: { onRequest: (event) => sent.push(event) } });
    const limit = interaction.attachment_size_limit;
    expect(limit).toBe(AttachmentLimits.defaultSizeLimit);
    const big = new Uint8Array(limit + 1);
    const folder = await mkdtemp(join(tmpdir(), 'slashkit-files-'));
    await writeFile(join(folder, 'big.bin'), big);
    const streamOf = (bytes: Uint8Array) =>
      new ReadableStream<Uint8Array>({
        start(controller) {
          for (let at = 0; at < bytes.length; at += 1024 * 1024)
            controller.enqueue(bytes.subarray(at, at + 1024 * 1024));
          controller.close();
        },
      });
    for (const data of [big, new Blob([big]), streamOf(big), join(folder, 'big.bin')]) {
      const error = await rejection(
        rest.interactions.createInteractionResponse(
          interaction.id,
          interaction.token,
          { type: 4, data: { content: 'big' } },
          {
            files: [
              { name: 'ok.txt', data: text('ok') },
              { name: 'big.bin', data },
            ],
            attachmentSizeLimit: limit,
          },
        ),
      );
      expect(error).toBeInstanceOf(FileTooLargeError);
      expect((error as FileTooLargeError).filename).toBe('big.bin');
      expect((error as FileTooLargeError).message).toContain('"big.bin"');
      expect((error as FileTooLargeError).code).toBe('FILE_TOO_LARGE');
    }
    const eleven = Array.from({ length: 11 }, (_, i) => ({ name: `${i}.txt`, data: text(String(i)) }));
    const many = await rejection(
      rest.interactions.createFollowupMessage(
        emu.world.application.id,
        interaction.token,
        {},
        { files: eleven },
      ),
    );
    expect((many as RESTError).message).toMatch(/at most 10/);
    expect(sent).toEqual([]);
    // The limit the interaction carries is what counts: a smaller one refuses a smaller file.
    const small = await rejection(
      rest.interactions.createInteractionResponse(
        interaction.id,
        interaction.token,
        { type: 4, data: {} },
        {
          files: [{ name: 'two.bin', data: new Uint8Array(2) }],
          attachmentSizeLimit: 1,
        },
      ),
    );
    expect((small as FileTooLargeError).limit).toBe(1);
  });

  it('sends files through fetchTransport too (the runtime’s fetch and FormData)', async () => {
    const { emu, next } = await emulator();
    const interaction = await next();
    const rest = new REST({ baseUrl: emu.apiBaseUrl, transport: fetchTransport() });
    const result = await rest.interactions.createInteractionResponse(
      interaction.id,
      interaction.token,
      { type: 4, data: {} },
      { withResponse: true, files: [{ name: 'fetch.txt', data: text('via fetch') }] },
    );
    const [file] = (result.resource!.message as APIMessage).attachments;
    expect(new TextDecoder().decode(await served(file!.url))).toBe('via fetch');
  });
});

describe('retries with files', () => {
  const options = (baseUrl: string): RESTOptions => ({
    baseUrl,
    retries: { limit: 2, baseDelay: 1, maxDelay: 2 },
  });
  /** A multipart body without its boundary, to compare two attempts. */
  const unbound = (body: string, contentType: string | string[] | undefined) => {
    const boundary = /boundary=(.+)$/.exec(String(contentType))![1]!;
    return body.split(boundary).join('BOUNDARY');
  };

  it('an edit replayed after a 500 sends the same bytes, even from a stream, listing what the message keeps', async () => {
    // The GET reads the message's files; the first PATCH fails after it may have landed, the second works.
    const server = await startLocalServer((request) =>
      request.method === 'GET'
        ? { status: 200, json: { id: '1', attachments: [{ id: '7', filename: 'kept.txt' }] } }
        : server.requests.filter((r) => r.method === 'PATCH').length === 1
          ? { status: 500, json: { code: 0, message: 'boom' } }
          : { status: 200, json: { id: '1' } },
    );
    const rest = new REST(options(server.baseUrl));
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(text('streamed once'));
        controller.close();
      },
    });
    await rest.interactions.editOriginalInteractionResponse(
      APP,
      ITOKEN,
      { content: 'edit' },
      {
        files: [
          { name: 's.txt', data: stream },
          { name: 'b.bin', data: new Uint8Array([1, 2, 3]) },
        ],
      },
    );
    const patches = server.requests.filter((r) => r.method === 'PATCH');
    expect(server.requests.map((r) => r.method)).toEqual(['GET', 'PATCH', 'PATCH']);
    const [first, second] = patches.map((r) => unbound(r.body, r.headers['content-type']));
    expect(first).toBe(second);
    expect(first).toContain('streamed once');
    expect(first).toContain('name="payload_json"');
    expect(first).toContain('name="files[0]"; filename="s.txt"');
    // An edit without `attachments` lists the message's files and the new ones: a replay is the same edit.
    expect(first).toContain(
      '{"content":"edit","attachments":[{"id":"7"},{"id":"0","filename":"s.txt"},{"id":"1","filename":"b.bin"}]}',
    );
    expect(patches[0]!.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
  });
});

describe('MultipartBody', () => {
  it('streams what a multipart parser reads back, names as given, and its length is exact', async () => {
    const files = await loadMessageFiles([
      { name: "résumé 'final'; v2.txt", data: text('bytes as given') },
      {
        name: 'chart (1).png',
        data: new Blob([png(2, 2) as Uint8Array<ArrayBuffer>]),
        contentType: 'image/png',
      },
      { name: 'big.bin', data: new Blob([new Uint8Array(200_000).fill(7)]) },
    ]);
    const body = new MultipartBody(JSON.stringify({ content: 'hi' }), files);
    const chunks: Uint8Array[] = [];
    for await (const chunk of body.chunks()) chunks.push(chunk);
    const bytes = Buffer.concat(chunks);
    expect(bytes.byteLength).toBe(body.length);
    // The runtime's own parser reads it back; and the FormData form of the same body says the same.
    for (const form of [
      await new Response(bytes, { headers: { 'content-type': body.contentType } }).formData(),
      await new Response(body.toFormData()).formData(),
    ]) {
      expect(form.get('payload_json')).toBe('{"content":"hi"}');
      const [first, second, third] = [
        form.get('files[0]'),
        form.get('files[1]'),
        form.get('files[2]'),
      ] as File[];
      expect(first!.name).toBe("résumé 'final'; v2.txt");
      expect(await first!.text()).toBe('bytes as given');
      expect(second!.name).toBe('chart (1).png');
      expect(second!.type).toBe('image/png');
      expect(third!.size).toBe(200_000);
    }
    // A second run yields the same bytes (a retry).
    const again: Uint8Array[] = [];
    for await (const chunk of body.chunks()) again.push(chunk);
    expect(Buffer.concat(again).equals(bytes)).toBe(true);
  });
});
