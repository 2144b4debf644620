import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { command, type InteractionError } from '../src/index.js';
import { startBot } from './support/bot.js';
import { interaction } from './support/fixtures.js';

// Issue 14: `resolved` maps come from the network. An id of `__proto__` or `constructor` must not hand a
// handler Object.prototype (or Object) as a user, role, channel, attachment or message.

const errors: InteractionError[] = [];
const handed: unknown[] = [];
let bot: Awaited<ReturnType<typeof startBot>>;

beforeAll(async () => {
  bot = await startBot({
    onError: (error) => {
      errors.push(error as InteractionError);
    },
    commands: [
      command({ name: 'Inspect user', type: 2 }, (ctx) => {
        handed.push(ctx.target);
        return ctx.reply('ok');
      }),
      command({ name: 'Quote', type: 3 }, (ctx) => {
        handed.push(ctx.target);
        return ctx.reply('ok');
      }),
      command(
        {
          name: 'give',
          description: 'Give',
          options: [
            { type: 8, name: 'role', description: 'Role', required: true },
            { type: 11, name: 'file', description: 'File' },
          ],
        },
        (ctx) => {
          handed.push(ctx.options.role, ctx.options.file);
          return ctx.reply('ok');
        },
      ),
    ],
  });
});
afterAll(() => bot.close());
beforeEach(() => {
  errors.length = 0;
  handed.length = 0;
});

describe('resolved objects are looked up as own properties only', () => {
  for (const id of ['__proto__', 'constructor', 'toString']) {
    it(`a USER command whose target_id is ${id}`, async () => {
      const answer = await bot.send(
        interaction({ name: 'Inspect user', commandType: 2, targetId: id, resolved: {} }),
      );
      expect(handed).toEqual([]);
      expect(answer.body).toMatchObject({ type: 4, data: { flags: 64 } });
      expect(errors[0]?.code).toBe('INVALID_OPTIONS');
    });
    it(`a MESSAGE command whose target_id is ${id}`, async () => {
      await bot.send(
        interaction({ name: 'Quote', commandType: 3, targetId: id, resolved: { messages: {} } }),
      );
      expect(handed).toEqual([]);
      expect(errors[0]?.code).toBe('INVALID_OPTIONS');
    });
    it(`role and attachment options whose value is ${id}`, async () => {
      await bot.send(
        interaction({
          name: 'give',
          options: [
            { name: 'role', type: 8, value: id },
            { name: 'file', type: 11, value: id },
          ],
          resolved: { roles: {}, attachments: {} },
        }),
      );
      expect(handed).toEqual([]);
      expect(errors[0]?.issues).toEqual([
        expect.stringMatching(/missing from data.resolved.roles/),
        expect.stringMatching(/missing from data.resolved.attachments/),
      ]);
    });
  }
});
