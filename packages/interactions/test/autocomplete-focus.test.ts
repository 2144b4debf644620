import { SlashCommandBuilder } from '@slashkit/builders';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { command, type InteractionError } from '../src/index.js';
import { startBot } from './support/bot.js';
import { interaction } from './support/fixtures.js';

const search = new SlashCommandBuilder()
  .setName('search')
  .setDescription('Search')
  .addStringOption((o) => o.setName('query').setDescription('Query').setAutocomplete(true))
  .addIntegerOption((o) => o.setName('page').setDescription('Page').setAutocomplete(true))
  .addStringOption((o) => o.setName('lang').setDescription('Language'));

const focused: unknown[] = [];
const errors: InteractionError[] = [];
let bot: Awaited<ReturnType<typeof startBot>>;

beforeAll(async () => {
  bot = await startBot({
    onError: (error) => void errors.push(error as InteractionError),
    commands: [
      command(search, {
        run: (ctx) => ctx.reply('searched'),
        autocomplete: {
          query: (ctx) => [{ name: ctx.focused.value, value: ctx.focused.value }],
          page: (ctx) => {
            focused.push(ctx.focused);
            return [{ name: `page ${ctx.focused.value}`, value: Number(ctx.focused.value) || 1 }];
          },
        },
      }),
    ],
  });
});
afterAll(() => bot.close());

const typeInto = (option: { name: string; type: number; value: unknown }) =>
  bot.send(
    interaction({
      type: 4,
      name: 'search',
      options: [{ ...option, focused: true } as never],
    }),
  );

describe('the focused option', () => {
  it('hands over what is typed into a numeric option as text, as the service sends it', async () => {
    const answer = await typeInto({ name: 'page', type: 4, value: '12' });
    expect(answer.body).toEqual({ type: 8, data: { choices: [{ name: 'page 12', value: 12 }] } });
    expect(focused.at(-1)).toEqual({ name: 'page', type: 4, value: '12' });
  });

  it('turns a number on the wire into the same text, so handlers see one shape', async () => {
    await typeInto({ name: 'page', type: 4, value: 7 });
    expect(focused.at(-1)).toEqual({ name: 'page', type: 4, value: '7' });
  });

  it('refuses a focused option that does not ask for autocomplete, naming it', async () => {
    const before = errors.length;
    const answer = await typeInto({ name: 'lang', type: 3, value: 'e' });
    expect(answer.body).toEqual({ type: 8, data: { choices: [] } });
    expect(errors.length).toBe(before + 1);
    expect(errors.at(-1)?.code).toBe('INVALID_OPTIONS');
    expect(errors.at(-1)?.message).toMatch(/options\.lang: focused, but .*autocomplete: true/);
  });
});
