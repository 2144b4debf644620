import { once } from 'node:events';
import { type ClientRequest, type IncomingMessage, request } from 'node:http';
import { describe, expect, it } from 'vitest';
import { answered, download, multipart, send } from './files-support.js';
import { type Harness, type Json, start } from './harness.js';
import { command } from './scripted-app.js';

// Hostile multipart bodies on the message routes: file names that are paths, hold control characters or
// run to 100,000 characters; more parts than a message can use; text fields before payload_json. Each is
// refused with 400 / 50035 at its path, nothing is stored, and the parse stops at the bound.

const boundary = 'hostile-boundary';

/** A multipart body written by hand, so that nothing between the test and the socket rewrites a part. */
function rawMultipart(parts: readonly { headers: string; body: string }[]): Uint8Array<ArrayBuffer> {
  return new Uint8Array(
    Buffer.from(
      `${parts.map((part) => `--${boundary}\r\n${part.headers}\r\n\r\n${part.body}\r\n`).join('')}--${boundary}--\r\n`,
      'latin1',
    ),
  );
}

/** POSTs a raw body to an API path; resolves with the answer. */
async function post(
  h: Harness,
  path: string,
  body: Uint8Array<ArrayBuffer>,
): Promise<{ status: number; body: Json }> {
  const response = await fetch(`${h.emu.apiBaseUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    body,
  });
  return { status: response.status, body: await response.json() };
}

/** The webhook path of an answered interaction, for follow-ups. */
async function followUpPath(h: Harness): Promise<string> {
  await command(h, 'files');
  const { token } = await answered(h, () => ({ type: 4, data: { content: 'ok' } }));
  return `/webhooks/${h.app.id}/${token}`;
}

/** The messages of #general the emulator stores now. */
async function storedCount(h: Harness): Promise<number> {
  return (await h.admin('GET', '/messages?channelId=1250000000000000402')).body.length;
}

describe('hostile multipart bodies', () => {
  it.each([
    ['a path', '../../../etc/passwd', 'BASE_TYPE_INVALID', /holds "\/", a path separator/],
    ['a backslash path', '..\\..\\boot.ini', 'BASE_TYPE_INVALID', /holds "\\\\", a path separator/],
    ['CR LF', 'a.txt\r\nX-Injected: 1', 'BASE_TYPE_INVALID', /control character/],
    ['NUL', 'a.txt\u0000.png', 'BASE_TYPE_INVALID', /control character/],
    ['100,000 characters', 'a'.repeat(100_000), 'BASE_TYPE_BAD_LENGTH', /at most 1024 are allowed/],
    ['a dot-dot', '..', 'BASE_TYPE_INVALID', /path segment/],
  ])(
    'payload_json attachments[].filename with %s is refused at its path, nothing stored',
    async (_what, filename, code, message) => {
      const h = await start();
      const path = await followUpPath(h);
      const before = await storedCount(h);
      const answer = await send(
        h,
        'POST',
        path,
        multipart({ content: 'x', attachments: [{ id: 0, filename }] }, [{ name: 'a.txt', bytes: 'a' }]),
      );
      expect(answer.status).toBe(400);
      expect(answer.body.code).toBe(50035);
      const [leaf] = answer.body.errors.attachments['0'].filename._errors;
      expect(leaf.code).toBe(code);
      expect(leaf.message).toMatch(message);
      expect(await storedCount(h)).toBe(before);
    },
  );

  it('a file name of 1024 characters is stored and served', async () => {
    const h = await start();
    const path = await followUpPath(h);
    const filename = `${'n'.repeat(1020)}.txt`;
    const answer = await send(
      h,
      'POST',
      `${path}?wait=true`,
      multipart({ content: 'x', attachments: [{ id: 0, filename }] }, [{ name: 'a.txt', bytes: 'hi' }]),
    );
    expect(answer.status).toBe(200);
    expect(answer.body.attachments[0].filename).toBe(filename);
    const served = await download(answer.body.attachments[0].url);
    expect([served.status, new TextDecoder().decode(served.bytes)]).toEqual([200, 'hi']);
  });

  it.each([
    ['NUL', 'a\u0000.txt', /control character/],
    ['a path', 'dir/a.txt', /holds "\/", a path separator/],
  ])(
    'a file part whose own filename holds %s is refused at files[0].filename',
    async (_what, filename, message) => {
      const h = await start();
      const path = await followUpPath(h);
      const answer = await post(
        h,
        path,
        rawMultipart([
          { headers: 'Content-Disposition: form-data; name="payload_json"', body: '{"content":"x"}' },
          { headers: `Content-Disposition: form-data; name="files[0]"; filename="${filename}"`, body: 'a' },
        ]),
      );
      expect(answer.status).toBe(400);
      expect(answer.body.code).toBe(50035);
      expect(answer.body.errors['files[0]'].filename._errors[0].message).toMatch(message);
    },
  );

  it('payload_json after 64 other text fields is not dropped: the body is refused, not read as empty', async () => {
    const h = await start();
    const path = await followUpPath(h);
    const filler = Array.from({ length: 64 }, (_, i) => ({
      headers: `Content-Disposition: form-data; name="x${i}"`,
      body: 'x',
    }));
    const answer = await post(
      h,
      path,
      rawMultipart([
        ...filler,
        { headers: 'Content-Disposition: form-data; name="payload_json"', body: '{"content":"hello"}' },
      ]),
    );
    expect(answer.status).toBe(400);
    expect(answer.body.code).toBe(50035);
    expect(answer.body.errors._errors[0]).toEqual({
      code: 'BASE_TYPE_MAX_LENGTH',
      message:
        'Must be 64 or fewer text fields — send the message as one payload_json part, and each file as a files[n] part',
    });
  });

  it('400,000 empty parts are refused at the bound of parts, answered before the body has even ended', async () => {
    const h = await start();
    const path = await followUpPath(h);
    const url = new URL(`${h.emu.apiBaseUrl}${path}`);
    const sent: ClientRequest = request(url, {
      method: 'POST',
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    });
    sent.on('error', () => {});
    const answer = once(sent, 'response') as Promise<[IncomingMessage]>;
    // 400,000 parts would be 26 MiB: the first thousand are written, and the rest never is. Only a parser
    // that stops at its bound can answer now.
    const part = `--${boundary}\r\n\r\n\r\n`;
    sent.write(part.repeat(1000));
    const [response] = await answer;
    const chunks: Buffer[] = [];
    for await (const chunk of response) chunks.push(chunk as Buffer);
    sent.destroy();
    expect(response.statusCode).toBe(400);
    const body = JSON.parse(Buffer.concat(chunks).toString());
    expect(body.code).toBe(50035);
    expect(body.errors._errors[0]).toEqual({
      code: 'BASE_TYPE_MAX_LENGTH',
      message:
        'Must be 74 or fewer parts — a message takes one payload_json part and at most 10 files[n] parts',
    });
  });
});
