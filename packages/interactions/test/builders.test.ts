import { MessageCommandBuilder, SlashCommandBuilder, UserCommandBuilder } from '@slashkit/builders';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { command } from '../src/index.js';
import { startBot } from './support/bot.js';
import { bob, bobMember, interaction, message } from './support/fixtures.js';

const roll = new SlashCommandBuilder()
  .setName('roll')
  .setDescription('Roll a die')
  .addIntegerOption((o) => o.setName('sides').setDescription('Sides').setRequired(true).setMinValue(2))
  .addUserOption((o) => o.setName('for').setDescription('For whom'));
const tags = new SlashCommandBuilder()
  .setName('tags')
  .setDescription('Tags')
  .addSubcommand((s) =>
    s
      .setName('add')
      .setDescription('Add')
      .addStringOption((o) =>
        o.setName('name').setDescription('Name').setRequired(true).setAutocomplete(true),
      ),
  );

const seen: unknown[] = [];
let bot: Awaited<ReturnType<typeof startBot>>;
beforeAll(async () => {
  bot = await startBot({
    onError: () => {},
    commands: [
      command(roll, (ctx) => {
        seen.push(ctx.options);
        return ctx.reply(`d${ctx.options.sides} for ${ctx.options.for?.user.username ?? 'you'}`);
      }),
      command(tags, {
        run: (ctx) => ctx.reply(`${ctx.options.subcommand} ${ctx.options.options.name}`),
        autocomplete: {
          name: (ctx) => [{ name: `${ctx.focused.value}-tag`, value: `${ctx.focused.value}-tag` }],
        },
      }),
      command(new UserCommandBuilder().setName('Wave at'), (ctx) =>
        ctx.reply(`waves at ${ctx.target.user.username}`),
      ),
      command(new MessageCommandBuilder().setName('Quote'), (ctx) => ctx.reply(ctx.target.content)),
    ],
  });
});
afterAll(() => bot.close());

describe('commands defined with @slashkit/builders', () => {
  it('routes and checks options by the builder’s definition', async () => {
    const ok = await bot.send(
      interaction({
        name: 'roll',
        options: [
          { name: 'sides', type: 4, value: 12 },
          { name: 'for', type: 6, value: bob.id },
        ],
        resolved: { users: { [bob.id]: bob }, members: { [bob.id]: bobMember } },
      }),
    );
    expect(ok.body).toEqual({ type: 4, data: { content: 'd12 for bob' } });
    expect(seen.at(-1)).toEqual({ sides: 12, for: { user: bob, member: bobMember } });
    const tooSmall = await bot.send(
      interaction({ name: 'roll', options: [{ name: 'sides', type: 4, value: 1 }] }),
    );
    expect(tooSmall.body).toMatchObject({ type: 4, data: { flags: 64 } });
  });

  it('routes subcommands and their autocomplete', async () => {
    const run = await bot.send(
      interaction({
        name: 'tags',
        options: [{ name: 'add', type: 1, options: [{ name: 'name', type: 3, value: 'red' }] }],
      }),
    );
    expect(run.body).toEqual({ type: 4, data: { content: 'add red' } });
    const suggest = await bot.send(
      interaction({
        type: 4,
        name: 'tags',
        options: [{ name: 'add', type: 1, options: [{ name: 'name', type: 3, value: 'gr', focused: true }] }],
      }),
    );
    expect(suggest.body).toEqual({ type: 8, data: { choices: [{ name: 'gr-tag', value: 'gr-tag' }] } });
  });

  it('routes USER and MESSAGE builders by name and type', async () => {
    const user = await bot.send(
      interaction({
        name: 'Wave at',
        commandType: 2,
        targetId: bob.id,
        resolved: { users: { [bob.id]: bob } },
      }),
    );
    expect(user.body).toEqual({ type: 4, data: { content: 'waves at bob' } });
    const msg = await bot.send(
      interaction({
        name: 'Quote',
        commandType: 3,
        targetId: message.id,
        resolved: { messages: { [message.id]: message } },
      }),
    );
    expect(msg.body).toEqual({ type: 4, data: { content: 'hello there' } });
  });
});
