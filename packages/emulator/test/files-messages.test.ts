import { once } from 'node:events';
import { connect } from 'node:net';
import { AttachmentLimits, MessageFlags } from '@slashkit/api';
import { describe, expect, it } from 'vitest';
import { png } from '../../../test/support/images.js';
import { answered, download, multipart, send } from './files-support.js';
import { start } from './harness.js';
import { command } from './scripted-app.js';

// Files on interaction messages (service-facts "Files"): multipart on the callback and the webhook routes,
// stored and served by the emulator, kept and dropped by edits as the service does.

const notes = 'first line\nsecond line\n';

describe('files on interaction messages', () => {
  it('a reply with an image and a text file lists both, each served at its URL with its bytes and type', async () => {
    const h = await start();
    await command(h, 'files');
    const image = png(3, 2);
    const { callback } = await answered(h, () =>
      multipart(
        { type: 4, data: { content: 'here', attachments: [{ id: 0, description: 'a tiny picture' }] } },
        [
          { name: 'tiny.png', bytes: image, type: 'image/png' },
          { name: 'notes.txt', bytes: notes },
        ],
      ),
    );
    expect(callback.status).toBe(200);
    const message = callback.body.resource.message;
    expect(message.content).toBe('here');
    expect(message.attachments).toHaveLength(2);
    const [picture, text] = message.attachments;
    expect(picture).toEqual({
      id: expect.stringMatching(/^\d+$/),
      filename: 'tiny.png',
      description: 'a tiny picture',
      content_type: 'image/png',
      size: image.byteLength,
      url: `${h.emu.url}/_emulator/attachments/${picture.id}/tiny.png`,
      proxy_url: picture.url,
      width: 3,
      height: 2,
    });
    expect(text).toMatchObject({
      filename: 'notes.txt',
      content_type: 'text/plain; charset=utf-8',
      size: notes.length,
    });
    expect(text.width).toBeUndefined();
    const served = await download(picture.url);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(served.headers.get('content-disposition')).toMatch(/^inline; filename="tiny.png"/);
    expect(Buffer.from(served.bytes).equals(Buffer.from(image))).toBe(true);
    const servedText = await download(text.url);
    expect(new TextDecoder().decode(servedText.bytes)).toBe(notes);
  });

  it('a message of files alone is not empty; files of an ephemeral follow-up are ephemeral', async () => {
    const h = await start();
    await command(h, 'files');
    const { callback, token } = await answered(h, () =>
      multipart({ type: 4, data: {} }, [{ name: 'a.txt', bytes: 'a' }]),
    );
    expect(callback.status).toBe(200);
    expect(callback.body.resource.message.attachments).toHaveLength(1);
    const followUp = await send(
      h,
      'POST',
      `/webhooks/${h.app.id}/${token}`,
      multipart({ flags: MessageFlags.Ephemeral }, [{ name: 'secret.txt', bytes: 's' }]),
    );
    expect(followUp.status).toBe(200);
    expect(followUp.body.attachments[0]).toMatchObject({ filename: 'secret.txt', ephemeral: true });
    // A raw multipart without payload_json: the text fields are the body.
    const form = new FormData();
    form.append('content', 'from a form field');
    form.append('files[0]', new Blob(['x']), 'x.txt');
    const plain = await send(h, 'POST', `/webhooks/${h.app.id}/${token}`, form);
    expect(plain.status).toBe(200);
    expect(plain.body).toMatchObject({ content: 'from a form field', attachments: [{ filename: 'x.txt' }] });
  });

  it('edits keep the files when attachments is omitted, keep the listed ones plus new files, and drop all with []', async () => {
    const h = await start();
    await command(h, 'files');
    const { callback, token } = await answered(h, () =>
      multipart({ type: 4, data: { content: 'v1' } }, [
        { name: 'one.txt', bytes: '1' },
        { name: 'two.txt', bytes: '2' },
      ]),
    );
    const [one, two] = callback.body.resource.message.attachments;
    const path = `/webhooks/${h.app.id}/${token}/messages/@original`;
    // Omitted: both stay, the new file is added.
    const added = await send(
      h,
      'PATCH',
      path,
      multipart({ content: 'v2' }, [{ name: 'three.txt', bytes: '3' }]),
    );
    expect(added.status).toBe(200);
    expect(added.body.attachments.map((a: { filename: string }) => a.filename)).toEqual([
      'one.txt',
      'two.txt',
      'three.txt',
    ]);
    // A list: `two` stays (with a new description), `one` and `three` go, `four` comes.
    const three = added.body.attachments[2];
    const listed = await send(
      h,
      'PATCH',
      path,
      multipart(
        {
          attachments: [
            { id: two.id, description: 'kept' },
            { id: 0, filename: 'four.txt' },
          ],
        },
        [{ name: 'ignored-name.txt', bytes: '4' }],
      ),
    );
    expect(listed.status).toBe(200);
    expect(listed.body.attachments).toMatchObject([
      { id: two.id, filename: 'two.txt', description: 'kept' },
      { filename: 'four.txt' },
    ]);
    expect(listed.body.content).toBe('v2');
    expect((await download(one.url)).status).toBe(404);
    expect((await download(three.url)).status).toBe(404);
    expect((await download(two.url)).status).toBe(200);
    // JSON without attachments changes nothing of the files.
    const json = await send(h, 'PATCH', path, { content: 'v3' });
    expect(json.body.attachments).toHaveLength(2);
    // []: every file goes.
    const dropped = await send(h, 'PATCH', path, { attachments: [] });
    expect(dropped.status).toBe(200);
    expect(dropped.body.attachments).toEqual([]);
    expect((await download(two.url)).status).toBe(404);
    // A message left with nothing to show is refused, and keeps its files.
    const withFile = await send(h, 'PATCH', path, multipart({}, [{ name: 'five.txt', bytes: '5' }]));
    expect(withFile.body.attachments).toHaveLength(1);
    const empty = await send(h, 'PATCH', path, { content: '', attachments: [] });
    expect(empty.status).toBe(400);
    expect(empty.body.code).toBe(50006);
    const after = await send(h, 'GET', path, undefined);
    expect(after.body.attachments).toHaveLength(1);
    expect((await download(after.body.attachments[0].url)).status).toBe(200);
  });

  it('an update (7) of a component message edits its files; a deletion takes them away', async () => {
    const h = await start();
    await command(h, 'files');
    const { callback, token } = await answered(h, () =>
      multipart(
        {
          type: 4,
          data: {
            content: 'pick',
            components: [{ type: 1, components: [{ type: 2, style: 1, label: 'Go', custom_id: 'go' }] }],
          },
        },
        [{ name: 'before.txt', bytes: 'b' }],
      ),
    );
    const message = callback.body.resource.message;
    let update: Promise<{ status: number; body: unknown }> | undefined;
    const unsubscribe = h.emu.context.events.subscribe((event) => {
      if (event.type !== 'INTERACTION_CREATE') return;
      const interaction = event.data as { id: string; token: string };
      update = send(
        h,
        'POST',
        `/interactions/${interaction.id}/${interaction.token}/callback?with_response=true`,
        multipart({ type: 7, data: { content: 'picked', attachments: [] } }, [
          { name: 'after.txt', bytes: 'a' },
        ]),
      );
    });
    await h.admin('POST', '/components', {
      userId: h.user('member').id,
      messageId: message.id,
      customId: 'go',
    });
    unsubscribe();
    const updated = await update!;
    expect(updated.status).toBe(200);
    const files = (
      updated.body as { resource: { message: { attachments: { filename: string; url: string }[] } } }
    ).resource.message.attachments;
    expect(files.map((a) => a.filename)).toEqual(['after.txt']);
    expect((await download(message.attachments[0].url)).status).toBe(404);
    const removed = await send(h, 'DELETE', `/webhooks/${h.app.id}/${token}/messages/@original`, undefined);
    expect(removed.status).toBe(204);
    expect((await download(files[0]!.url)).status).toBe(404);
  });

  it('resolves attachment:// in embeds and in V2 components to the stored URL, with what is known of the file', async () => {
    const h = await start();
    await command(h, 'files');
    const image = png(4, 4);
    const { callback, token } = await answered(h, () =>
      multipart(
        {
          type: 4,
          data: {
            embeds: [
              {
                title: 'Chart',
                image: { url: 'attachment://chart.png' },
                thumbnail: { url: 'attachment://missing.png' },
                footer: { text: 'f', icon_url: 'attachment://chart.png' },
              },
            ],
          },
        },
        [{ name: 'chart.png', bytes: image }],
      ),
    );
    expect(callback.status).toBe(200);
    const [embed] = callback.body.resource.message.embeds;
    const [file] = callback.body.resource.message.attachments;
    expect(embed.image).toMatchObject({ url: file.url, proxy_url: file.url, width: 4, height: 4 });
    // A name that is no file of the message stays as it was.
    expect(embed.thumbnail.url).toBe('attachment://missing.png');
    expect(embed.footer.icon_url).toBe(file.url);
    const v2 = await send(
      h,
      'POST',
      `/webhooks/${h.app.id}/${token}`,
      multipart(
        {
          flags: MessageFlags.IsComponentsV2,
          components: [
            { type: 12, items: [{ media: { url: 'attachment://gallery.png' } }] },
            {
              type: 17,
              components: [
                {
                  type: 9,
                  components: [{ type: 10, content: 'section' }],
                  accessory: { type: 11, media: { url: 'attachment://gallery.png' } },
                },
                { type: 13, file: { url: 'attachment://report.txt' } },
              ],
            },
          ],
        },
        [
          { name: 'gallery.png', bytes: image },
          { name: 'report.txt', bytes: 'report' },
        ],
      ),
    );
    expect(v2.status).toBe(200);
    const [gallery, report] = v2.body.attachments;
    const [galleryComponent, container] = v2.body.components;
    expect(galleryComponent.items[0].media).toMatchObject({
      url: gallery.url,
      proxy_url: gallery.url,
      width: 4,
      height: 4,
      content_type: 'image/png',
      attachment_id: gallery.id,
    });
    expect(container.components[0].accessory.media.url).toBe(gallery.url);
    expect(container.components[1].file).toMatchObject({ url: report.url, attachment_id: report.id });
  });

  it('refuses a file over the interaction’s limit with 413 / 40005 naming it, and stores nothing', async () => {
    const h = await start();
    await command(h, 'files');
    const { token, interaction } = await answered(h, () => ({ type: 4, data: { content: 'ok' } }));
    expect(interaction.attachment_size_limit).toBe(AttachmentLimits.defaultSizeLimit);
    const before = h.emu.context.state.attachments.size;
    const tooLarge = new Uint8Array(AttachmentLimits.defaultSizeLimit + 1);
    const refused = await send(
      h,
      'POST',
      `/webhooks/${h.app.id}/${token}`,
      multipart({ content: 'big' }, [
        { name: 'small.txt', bytes: 's' },
        { name: 'huge.bin', bytes: tooLarge },
      ]),
    );
    expect(refused.status).toBe(413);
    expect(refused.body.code).toBe(40005);
    expect(refused.body.message).toContain('"huge.bin"');
    expect(h.emu.context.state.attachments.size).toBe(before);
    // Megabytes still to come after the refusal: the emulator drains them, so the client reads the 413
    // instead of a reset connection (write EPIPE).
    const more = await send(
      h,
      'POST',
      `/webhooks/${h.app.id}/${token}`,
      multipart({ content: 'big' }, [
        { name: 'huge.bin', bytes: tooLarge },
        { name: 'after.bin', bytes: new Uint8Array(8 * 1024 * 1024) },
      ]),
    );
    expect(more.status).toBe(413);
    expect(more.body.message).toContain('"huge.bin"');
    // Exactly the limit is accepted.
    const atLimit = await send(
      h,
      'POST',
      `/webhooks/${h.app.id}/${token}`,
      multipart({ content: 'limit' }, [
        { name: 'limit.bin', bytes: new Uint8Array(AttachmentLimits.defaultSizeLimit) },
      ]),
    );
    expect(atLimit.status).toBe(200);
    expect(atLimit.body.attachments[0].size).toBe(AttachmentLimits.defaultSizeLimit);
  });

  it('refuses more than 10 files, an entry that names no file, bad JSON in payload_json, and files on a deferral', async () => {
    const h = await start();
    await command(h, 'files');
    const { token } = await answered(h, () => ({ type: 4, data: { content: 'ok' } }));
    const path = `/webhooks/${h.app.id}/${token}`;
    const eleven = Array.from({ length: 11 }, (_, i) => ({ name: `f${i}.txt`, bytes: String(i) }));
    const many = await send(h, 'POST', path, multipart({ content: 'x' }, eleven));
    expect(many.status).toBe(400);
    expect(many.body.code).toBe(50035);
    expect(many.body.errors.files._errors[0].message).toMatch(/10 or fewer/);
    const unknown = await send(
      h,
      'POST',
      path,
      multipart({ content: 'x', attachments: [{ id: 3 }] }, [{ name: 'a', bytes: 'a' }]),
    );
    expect(unknown.status).toBe(400);
    expect(unknown.body.errors.attachments['0'].id._errors[0].message).toMatch(/files\[n\]/);
    const long = await send(
      h,
      'POST',
      path,
      multipart({ content: 'x', attachments: [{ id: 0, description: 'd'.repeat(1025) }] }, [
        { name: 'a', bytes: 'a' },
      ]),
    );
    expect(long.status).toBe(400);
    expect(long.body.errors.attachments['0'].description._errors[0].code).toBe('BASE_TYPE_MAX_LENGTH');
    const form = new FormData();
    form.append('payload_json', '{nope');
    const badJson = await send(h, 'POST', path, form);
    expect(badJson.status).toBe(400);
    expect(badJson.body.code).toBe(50109);
    const wrongType = await fetch(`${h.emu.apiBaseUrl}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: 'hello',
    });
    expect(wrongType.status).toBe(400);
    expect(JSON.stringify(await wrongType.json())).toContain('multipart/form-data');
    // A deferral carries no files (refused, so the interaction is answered right after with a plain reply).
    await command(h, 'later');
    let refusal: { status: number; body: { message: string } } | undefined;
    const deferred = await answered(
      h,
      () => multipart({ type: 5 }, [{ name: 'a.txt', bytes: 'a' }]),
      'later',
      async (interaction, first) => {
        refusal = first;
        return send(h, 'POST', `/interactions/${interaction.id}/${interaction.token}/callback`, { type: 5 });
      },
    );
    expect(refusal?.status).toBe(400);
    expect(refusal?.body.message).toMatch(/type 5 carries no files/);
    expect(deferred.callback.status).toBe(204);
  });

  it('a raw client that writes its whole oversized body before reading gets the 413, not a reset', async () => {
    const h = await start();
    await command(h, 'files');
    const { token } = await answered(h, () => ({ type: 4, data: { content: 'ok' } }));
    const boundary = 'raw-boundary';
    const head = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="payload_json"\r\n\r\n{"content":"raw"}\r\n` +
        `--${boundary}\r\nContent-Disposition: form-data; name="files[0]"; filename="raw.bin"\r\n` +
        'Content-Type: application/octet-stream\r\n\r\n',
    );
    const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
    // The file: the limit plus one byte, then 8 MiB more of it that the emulator must not keep.
    const fileBytes = AttachmentLimits.defaultSizeLimit + 1 + 8 * 1024 * 1024;
    const port = Number(new URL(h.emu.url).port);
    const socket = connect(port, '127.0.0.1');
    await once(socket, 'connect');
    // A write the emulator cuts off fails its callback below (EPIPE); the socket's own event is not needed.
    socket.on('error', () => {});
    const chunks: Buffer[] = [];
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    const write = (data: Buffer) =>
      new Promise<void>((resolve, reject) =>
        socket.write(data, (error) => (error ? reject(error) : resolve())),
      );
    await write(
      Buffer.from(
        `POST /api/v10/webhooks/${h.app.id}/${token} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\n` +
          `Content-Type: multipart/form-data; boundary=${boundary}\r\n` +
          `Content-Length: ${head.length + fileBytes + tail.length}\r\n\r\n`,
      ),
    );
    await write(head);
    const mebibyte = Buffer.alloc(1024 * 1024, 0x61);
    // Every byte is written without an error (a closed connection would fail these writes: EPIPE).
    for (let left = fileBytes; left > 0; left -= mebibyte.length)
      await write(left >= mebibyte.length ? mebibyte : mebibyte.subarray(0, left));
    await write(tail);
    while (!Buffer.concat(chunks).toString().includes('}')) await once(socket, 'data');
    const answer = Buffer.concat(chunks).toString();
    expect(answer).toMatch(/^HTTP\/1\.1 413/);
    expect(answer).toContain('"code":40005');
    expect(answer).toContain('raw.bin');
    socket.destroy();
  });
});
