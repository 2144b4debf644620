import { command } from '@slashkit/interactions';
import { announce, highFive, pizza, quote, report, roll, tag } from './commands.js';

const toppings = ['mushrooms', 'margherita', 'pepperoni', 'pineapple', 'peppers', 'olives', 'onions'];

/** What the handlers need from the outside world; injected so that tests and the demo are repeatable. */
export interface BotDependencies {
  /** A number in [0, 1), like `Math.random`. */
  random: () => number;
  /** Stands for slow work in `/report` (a database query, say). */
  buildReport: () => Promise<string>;
}

/** The bot's commands registered with their handlers; `ctx.options` is typed from each builder. */
export function createHandlers({ random, buildReport }: BotDependencies) {
  const tags = new Set<string>();
  return [
    command(roll, (ctx) => {
      const value = 1 + Math.floor(random() * ctx.options.sides);
      const label = ctx.options.label ? ` for ${ctx.options.label}` : '';
      return ctx.reply(`🎲 ${ctx.user.username} rolled ${value} (d${ctx.options.sides})${label}`);
    }),
    command(pizza, {
      run: (ctx) => ctx.reply(`🍕 One ${ctx.options.size} pizza with ${ctx.options.topping}, coming up!`),
      autocomplete: {
        topping: (ctx) => {
          const typed = String(ctx.focused.value).toLowerCase();
          return toppings.filter((name) => name.startsWith(typed)).map((name) => ({ name, value: name }));
        },
      },
    }),
    command(tag, (ctx) => {
      const { options } = ctx;
      switch (options.subcommand) {
        case 'add':
          tags.add(options.options.name);
          return ctx.reply(`🏷️ Added tag "${options.options.name}"`);
        case 'list':
          return ctx.reply(tags.size ? `🏷️ Tags: ${[...tags].join(', ')}` : '🏷️ No tags yet');
        case 'clear':
          tags.clear();
          return ctx.reply({ content: '🏷️ All tags removed', flags: 64 });
      }
    }),
    command(report, async (ctx) => {
      await ctx.defer();
      const summary = await buildReport();
      await ctx.editReply(`📊 ${summary}`);
      await ctx.followUp('📎 The full report was sent to your inbox.');
    }),
    command(announce, (ctx) => ctx.reply(`📣 ${ctx.options.text}`)),
    command(highFive, (ctx) => ctx.reply(`🙌 ${ctx.user.username} high-fives ${ctx.target.user.username}!`)),
    command(quote, (ctx) => ctx.reply(`> ${ctx.target.content}\n— ${ctx.target.author.username}`)),
  ];
}
