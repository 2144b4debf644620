import { FileTooLargeError } from '@slashkit/rest';
import { describe, expect, it } from 'vitest';
import { attachmentUrl, type ChatInputContext, command } from '../src/index.js';
import { startBot } from './support/bot.js';
import { interaction } from './support/fixtures.js';

// Files in the handler's answers: an inline reply with files is multipart; a file over the interaction's
// limit rejects reply() before anything is claimed, so the handler can still answer. The emulator tests
// (test/readme-files.test.ts, test/emulator-client-files.test.ts) run the same against the real service.

/** Sends a signed interaction and returns the raw answer. */
async function post(bot: Awaited<ReturnType<typeof startBot>>, payload: unknown): Promise<Response> {
  const body = JSON.stringify(payload);
  return fetch(bot.url, { method: 'POST', headers: bot.sign(body), body });
}

describe('files', () => {
  it('attachmentUrl() names a file of the same message, and refuses what is not a file name', () => {
    expect(attachmentUrl('chart.png')).toBe('attachment://chart.png');
    expect(() => attachmentUrl('')).toThrow(TypeError);
    expect(() => attachmentUrl('folder/chart.png')).toThrow(/not a file name/);
  });

  it('answers an inline reply with files as multipart: payload_json with attachments, then files[n]', async () => {
    const bot = await startBot({
      commands: [
        command({ name: 'chart', description: 'Chart' }, (ctx: ChatInputContext) =>
          ctx.reply({
            embeds: [{ image: { url: attachmentUrl('a.txt') } }],
            files: [
              { name: 'a.txt', data: new TextEncoder().encode('first'), description: 'The first' },
              {
                name: 'b.bin',
                data: new Blob([new Uint8Array([1, 2, 3])]),
                contentType: 'application/x-test',
              },
            ],
          }),
        ),
      ],
    });
    try {
      const response = await post(bot, interaction({ name: 'chart' }));
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^multipart\/form-data; boundary=/);
      const form = await response.formData();
      expect(JSON.parse(String(form.get('payload_json')))).toEqual({
        type: 4,
        data: {
          embeds: [{ image: { url: 'attachment://a.txt' } }],
          attachments: [
            { id: '0', filename: 'a.txt', description: 'The first' },
            { id: '1', filename: 'b.bin' },
          ],
        },
      });
      const [a, b] = [form.get('files[0]'), form.get('files[1]')] as File[];
      expect([a!.name, await a!.text()]).toEqual(['a.txt', 'first']);
      expect([b!.name, b!.type, b!.size]).toEqual(['b.bin', 'application/x-test', 3]);
    } finally {
      await bot.close();
    }
  });

  it('rejects reply() with FileTooLargeError before anything is sent, and the handler can still answer', async () => {
    const refused: unknown[] = [];
    const bot = await startBot({
      commands: [
        command({ name: 'big', description: 'Big' }, async (ctx: ChatInputContext) => {
          try {
            await ctx.reply({ files: [{ name: 'big.bin', data: new Uint8Array(5) }] });
          } catch (error) {
            refused.push(error);
            await ctx.reply('That file is too large');
          }
        }),
      ],
    });
    try {
      const response = await post(bot, { ...interaction({ name: 'big' }), attachment_size_limit: 4 });
      expect(await response.json()).toEqual({ type: 4, data: { content: 'That file is too large' } });
      expect(refused).toHaveLength(1);
      expect(refused[0]).toBeInstanceOf(FileTooLargeError);
      expect((refused[0] as FileTooLargeError).message).toMatch(/^reply\(\): the file "big.bin" is 5 bytes/);
    } finally {
      await bot.close();
    }
  });
});
