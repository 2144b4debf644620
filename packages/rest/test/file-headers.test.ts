import type { RunningEmulator } from '@slashkit/emulator';
import { afterEach, describe, expect, it } from 'vitest';
import {
  fetchTransport,
  InvalidFileError,
  type LoadedFile,
  MultipartBody,
  REST,
  type RequestEvent,
} from '../src/index.js';
import { filesEmulator } from './support/files-emulator.js';
import { rejection } from './support/fixtures.js';

// A file's name and media type are written into its multipart part's headers (`Content-Disposition:
// …; filename="…"`, `Content-Type: …`). What would break out of them (a line break: a header of the
// caller's making) or not arrive as given (a quote, a backslash or a slash, which parsers such as the
// emulator's busboy read as escapes and paths) is refused before anything is sent, naming the file.

const running: RunningEmulator[] = [];
afterEach(async () => {
  await Promise.all(running.splice(0).map((emu) => emu.stop()));
});
const bytes = new TextEncoder().encode('hello');

describe('file names and media types in multipart headers', () => {
  it.each([
    ['a line break in a name', { name: 'a.txt\r\nX-Injected: 1', data: bytes }, 'name', /control character/],
    ['a tab in a name', { name: 'a\tb.txt', data: bytes }, 'name', /control character/],
    ['a quote in a name', { name: 'say "hi".txt', data: bytes }, 'name', /holds "\\""/],
    ['a backslash in a name', { name: 'dir\\a.txt', data: bytes }, 'name', /holds "\\\\"/],
    ['a slash in a name', { name: 'dir/a.txt', data: bytes }, 'name', /holds "\/"/],
    ['an empty name', { name: '', data: bytes }, 'name', /non-empty file name/],
    ['a NUL in a name', { name: 'a\u0000.txt', data: bytes }, 'name', /control character/],
    [
      'a name over 1024 characters',
      { name: `${'a'.repeat(1021)}.txt`, data: bytes },
      'name',
      /1025 characters; at most 1024/,
    ],
    ['a name that is a path segment', { name: '..', data: bytes }, 'name', /path segment/],
    [
      'a line break in a media type',
      { name: 'a.html', data: bytes, contentType: 'text/plain\r\nX-Injected: 1' },
      'contentType',
      /printable ASCII/,
    ],
    [
      'a non-ASCII media type',
      { name: 'a.txt', data: bytes, contentType: 'text/plaïn' },
      'contentType',
      /printable ASCII/,
    ],
  ])('%s is refused before anything is sent, naming the file', async (_what, file, field, problem) => {
    const { emu, next } = await filesEmulator(running);
    const interaction = await next();
    const sent: RequestEvent[] = [];
    const rest = new REST({ baseUrl: emu.apiBaseUrl, hooks: { onRequest: (event) => sent.push(event) } });
    const error = await rejection(
      rest.interactions.createFollowupMessage(
        emu.world.application.id,
        interaction.token,
        { content: 'x' },
        { files: [{ name: 'ok.txt', data: bytes }, file] },
      ),
    );
    expect(error).toBeInstanceOf(InvalidFileError);
    const refused = error as InvalidFileError;
    expect([refused.code, refused.field, refused.index, refused.filename]).toEqual([
      'INVALID_ARGUMENT',
      field,
      1,
      file.name,
    ]);
    expect(refused.message).toMatch(problem);
    // The name is shown escaped (JSON), so the message itself holds no raw line break, and cut when long.
    const shown =
      file.name.length > 100
        ? `${JSON.stringify(`${file.name.slice(0, 60)}…`)}, ${file.name.length} characters`
        : JSON.stringify(file.name);
    expect(refused.message).toContain(`createFollowupMessage(): files[1] (${shown})`);
    expect(refused.message.length).toBeLessThan(300);
    expect(refused.message).not.toMatch(/[\r\n]/);
    expect(sent).toEqual([]);
  });

  it('a name with spaces, accents, quotes of other kinds and semicolons arrives as given, by either transport', async () => {
    const { emu, next } = await filesEmulator(running);
    const interaction = await next();
    const app = emu.world.application.id;
    const name = "résumé 'final'; v2 (1) = 100%.txt";
    await new REST({ baseUrl: emu.apiBaseUrl }).interactions.createInteractionResponse(
      interaction.id,
      interaction.token,
      {
        type: 4,
        data: { content: 'files' },
      },
    );
    for (const rest of [
      new REST({ baseUrl: emu.apiBaseUrl }),
      new REST({ baseUrl: emu.apiBaseUrl, transport: fetchTransport() }),
    ]) {
      // An edit without `attachments`: the emulator names the file from its part's header alone.
      const edited = await rest.interactions.editOriginalInteractionResponse(
        app,
        interaction.token,
        { attachments: [] },
        { files: [{ name, data: bytes, contentType: 'text/plain; charset=utf-8' }] },
      );
      expect(edited.attachments.map((a) => [a.filename, a.content_type])).toEqual([
        [name, 'text/plain; charset=utf-8'],
      ]);
    }
  });

  it('MultipartBody refuses what it cannot write into a header, whoever loaded the file', () => {
    const file = (name: string, type = ''): LoadedFile => ({ name, data: bytes, type });
    expect(() => new MultipartBody('{}', [file('a.txt', 'text/plain\nX-Injected: 1')])).toThrow(
      InvalidFileError,
    );
    expect(() => new MultipartBody('{}', [file('ok.txt'), file('a\r\nb.txt')])).toThrow(
      /^MultipartBody: files\[1\] \("a\\r\\nb\.txt"\): the name holds a control character/,
    );
    expect(new MultipartBody('{}', [file('a b.txt', 'text/plain')]).length).toBeGreaterThan(0);
  });
});
