import { describe, expect, it } from 'vitest';
import { imageHeader, png } from '../../../test/support/images.js';
import { imageDimensions } from '../src/messages/image-dimensions.js';
import { answered, download, multipart } from './files-support.js';
import { type Harness, type Json, start } from './harness.js';
import { command, GENERAL, signedApp } from './scripted-app.js';

// Serving stored files safely, files of ATTACHMENT options, inline multipart answers, and snapshots that
// carry the bytes (service-facts "Files").

async function reply(h: Harness, files: { name: string; bytes: Uint8Array | string; type?: string }[]) {
  await command(h, 'files');
  const { callback } = await answered(h, () => multipart({ type: 4, data: { content: 'files' } }, files));
  expect(callback.status).toBe(200);
  return callback.body.resource.message.attachments as Json[];
}

describe('serving files', () => {
  it('never serves HTML or SVG inline from the emulator’s origin, and says nosniff and sandbox on every file', async () => {
    const h = await start();
    const [page, drawing, plain, image] = await reply(h, [
      { name: 'page.html', bytes: '<script>alert(1)</script>', type: 'text/html' },
      { name: 'drawing.svg', bytes: '<svg xmlns="http://www.w3.org/2000/svg"/>' },
      { name: 'plain.txt', bytes: 'text' },
      { name: 'photo.gif', bytes: imageHeader('gif', 5, 7) },
    ]);
    const html = await download(page.url);
    expect(html.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(html.headers.get('content-disposition')).toMatch(/^attachment; filename="page.html"/);
    const svg = await download(drawing.url);
    expect(svg.headers.get('content-type')).toBe('image/svg+xml');
    expect(svg.headers.get('content-disposition')).toMatch(/^attachment;/);
    expect((await download(plain.url)).headers.get('content-disposition')).toMatch(/^inline;/);
    expect(image).toMatchObject({ content_type: 'image/gif', width: 5, height: 7 });
    for (const url of [page.url, drawing.url, plain.url, image.url]) {
      const served = await download(url);
      expect(served.headers.get('x-content-type-options')).toBe('nosniff');
      expect(served.headers.get('content-security-policy')).toContain('sandbox');
    }
  });

  it('answers 404 for an unknown id or a name that is not the file’s, and encodes names in URLs and headers', async () => {
    const h = await start();
    const [file] = await reply(h, [{ name: 'résumé 2025.txt', bytes: 'cv' }]);
    expect(file.url).toBe(`${h.emu.url}/_emulator/attachments/${file.id}/r%C3%A9sum%C3%A9%202025.txt`);
    const served = await download(file.url);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-disposition')).toBe(
      `inline; filename="r_sum_ 2025.txt"; filename*=UTF-8''r%C3%A9sum%C3%A9%202025.txt`,
    );
    expect((await download(`${h.emu.url}/_emulator/attachments/${file.id}/other.txt`)).status).toBe(404);
    expect((await download(`${h.emu.url}/_emulator/attachments/1/x.txt`)).status).toBe(404);
  });
});

describe('ATTACHMENT options', () => {
  async function fileCommand(h: Harness) {
    const res = await h.api('POST', `/applications/${h.app.id}/guilds/${h.guild.id}/commands`, {
      body: {
        name: 'upload',
        description: 'Upload',
        options: [{ type: 11, name: 'file', description: 'File' }],
      },
    });
    expect(res.status).toBe(201);
  }

  async function invoke(
    h: Harness,
    file: unknown,
  ): Promise<{ status: number; interaction: Json; body: Json }> {
    let interaction: Json;
    const unsubscribe = h.emu.context.events.subscribe((event) => {
      if (event.type !== 'INTERACTION_CREATE') return;
      interaction = event.data;
      void fetch(`${h.emu.apiBaseUrl}/interactions/${interaction.id}/${interaction.token}/callback`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ type: 4, data: { content: 'got it' } }),
      });
    });
    const res = await h.admin('POST', '/interactions', {
      userId: h.user('member').id,
      guildId: h.guild.id,
      channelId: GENERAL,
      name: 'upload',
      options: { file },
    });
    unsubscribe();
    return { status: res.status, interaction, body: res.body };
  }

  it('a scripted user uploads a file, then gives its id: the bot gets it in resolved.attachments at a working URL', async () => {
    const h = await start();
    await fileCommand(h);
    const form = new FormData();
    form.append('file', new Blob([png(2, 3) as Uint8Array<ArrayBuffer>], { type: 'image/png' }), 'me.png');
    const upload = await fetch(`${h.emu.url}/_emulator/attachments`, {
      method: 'POST',
      body: form,
      headers: { 'x-slashkit-emulator': '1' },
    });
    expect(upload.status).toBe(201);
    const uploaded = (await upload.json()) as Json;
    expect(uploaded).toMatchObject({
      filename: 'me.png',
      content_type: 'image/png',
      width: 2,
      height: 3,
      ephemeral: true,
    });
    const { interaction } = await invoke(h, uploaded.id);
    expect(interaction.data.options[0]).toEqual({ name: 'file', type: 11, value: uploaded.id });
    const resolved = interaction.data.resolved.attachments[uploaded.id];
    expect(resolved).toEqual(uploaded);
    const served = await download(resolved.url);
    expect(served.status).toBe(200);
    expect(served.bytes.byteLength).toBe(resolved.size);
    // { id } works too; an unknown id says how to upload.
    expect((await invoke(h, { id: uploaded.id })).interaction.data.resolved.attachments[uploaded.id]).toEqual(
      uploaded,
    );
    const unknown = await invoke(h, '1250000000000009999');
    expect(unknown.status).toBe(400);
    expect(JSON.stringify(unknown.body)).toContain('POST /_emulator/attachments');
  });

  it('takes a file inline as text or base64, and refuses an upload from another site', async () => {
    const h = await start();
    await fileCommand(h);
    const ran = await invoke(h, { filename: 'notes.txt', text: 'hello' });
    expect(ran.status, JSON.stringify(ran.body)).toBe(200);
    const text = ran.interaction;
    const [attachment] = Object.values(text.data.resolved.attachments) as Json[];
    expect(attachment).toMatchObject({
      filename: 'notes.txt',
      size: 5,
      content_type: 'text/plain; charset=utf-8',
    });
    expect(new TextDecoder().decode((await download(attachment.url)).bytes)).toBe('hello');
    const binary = (await invoke(h, { filename: 'a.bin', data: Buffer.from([1, 2, 3]).toString('base64') }))
      .interaction;
    expect((Object.values(binary.data.resolved.attachments)[0] as Json).size).toBe(3);
    // A form post from a page of another origin: refused before anything is stored.
    const form = new FormData();
    form.append('file', new Blob(['x']), 'x.txt');
    const crossSite = await fetch(`${h.emu.url}/_emulator/attachments`, { method: 'POST', body: form });
    expect(crossSite.status).toBe(403);
  });
});

describe('inline answers with files', () => {
  it('an app that answers the POST with multipart gets its files stored on the reply', async () => {
    const h = await start();
    await command(h, 'inline');
    const image = png(6, 5);
    await signedApp(h, () => {
      const form = multipart(
        { type: 4, data: { content: 'inline', embeds: [{ image: { url: 'attachment://i.png' } }] } },
        [{ name: 'i.png', bytes: image }],
      );
      return new Response(form);
    });
    const run = await h.admin('POST', '/interactions', {
      userId: h.user('member').id,
      guildId: h.guild.id,
      channelId: GENERAL,
      name: 'inline',
    });
    expect(run.body.status).toBe('answered');
    const [message] = run.body.messages;
    expect(message.attachments[0]).toMatchObject({ filename: 'i.png', width: 6, height: 5 });
    expect(message.embeds[0].image.url).toBe(message.attachments[0].url);
    expect((await download(message.attachments[0].url)).bytes.byteLength).toBe(image.byteLength);
  });

  it('an inline answer with a file over the limit fails the interaction, saying why', async () => {
    const h = await start();
    await command(h, 'inline');
    await signedApp(
      h,
      (interaction) =>
        new Response(
          multipart({ type: 4, data: { content: 'too big' } }, [
            { name: 'big.bin', bytes: new Uint8Array(interaction.attachment_size_limit + 1) },
          ]),
        ),
    );
    const run = await h.admin('POST', '/interactions', {
      userId: h.user('member').id,
      guildId: h.guild.id,
      channelId: GENERAL,
      name: 'inline',
    });
    expect(run.body.status).toBe('failed');
    expect(run.body.error).toMatch(/big\.bin.*over the limit/);
  });
});

describe('snapshots', () => {
  it('carry the files: exported, loaded into a new emulator and exported again, the same; the bytes are served there', async () => {
    const h = await start();
    const [file] = await reply(h, [{ name: 'kept.png', bytes: png(2, 2) }]);
    const snapshot = h.emu.exportState();
    expect(snapshot.attachments).toEqual([
      expect.objectContaining({
        id: file.id,
        filename: 'kept.png',
        contentType: 'image/png',
        size: file.size,
      }),
    ]);
    const other = await start();
    other.emu.loadState(snapshot);
    expect(other.emu.exportState()).toEqual(snapshot);
    const served = await download(`${other.emu.url}/_emulator/attachments/${file.id}/kept.png`);
    expect(served.status).toBe(200);
    expect(Buffer.from(served.bytes).equals(Buffer.from((await download(file.url)).bytes))).toBe(true);
  });

  it('refuse a file whose size is not its number of bytes', async () => {
    const h = await start();
    await reply(h, [{ name: 'a.txt', bytes: 'abc' }]);
    const snapshot = h.emu.exportState();
    snapshot.attachments[0]!.size = 4;
    const other = await start();
    expect(() => other.emu.loadState(snapshot)).toThrow(/attachments\[0\]\.size/);
  });
});

describe('image sizes from header bytes', () => {
  it('reads PNG, JPEG, GIF and the three kinds of WebP, and nothing from other bytes', () => {
    expect(imageDimensions(png(640, 480))).toEqual({ contentType: 'image/png', width: 640, height: 480 });
    expect(imageDimensions(imageHeader('jpeg', 1920, 1080))).toEqual({
      contentType: 'image/jpeg',
      width: 1920,
      height: 1080,
    });
    expect(imageDimensions(imageHeader('gif', 32, 16))).toEqual({
      contentType: 'image/gif',
      width: 32,
      height: 16,
    });
    for (const kind of ['webp-vp8', 'webp-vp8l', 'webp-vp8x'] as const)
      expect(imageDimensions(imageHeader(kind, 300, 200)), kind).toEqual({
        contentType: 'image/webp',
        width: 300,
        height: 200,
      });
    expect(imageDimensions(new TextEncoder().encode('plain text, not an image'))).toBeUndefined();
    expect(imageDimensions(png(4, 4).subarray(0, 20))).toBeUndefined();
    expect(imageDimensions(Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x01]))).toBeUndefined();
  });
});
