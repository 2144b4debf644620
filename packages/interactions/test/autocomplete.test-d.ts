import { type OptionEntry, SlashCommandBuilder } from '@slashkit/builders';
import { describe, expectTypeOf, it } from 'vitest';
import {
  type AutocompleteContext,
  type AutocompleteFocusOf,
  type AutocompleteHandlerMap,
  command,
  type FocusedOption,
} from '../src/index.js';

const search = new SlashCommandBuilder()
  .setName('search')
  .setDescription('Search')
  .addStringOption((o) => o.setName('query').setDescription('Q').setRequired(true).setAutocomplete(true))
  .addIntegerOption((o) => o.setName('page').setDescription('P').setAutocomplete(true))
  .addNumberOption((o) => o.setName('weight').setDescription('W').setAutocomplete())
  .addStringOption((o) => o.setName('lang').setDescription('L').addChoices({ name: 'English', value: 'en' }))
  .addBooleanOption((o) => o.setName('exact').setDescription('E'));

const tags = new SlashCommandBuilder()
  .setName('tags')
  .setDescription('Tags')
  .addSubcommand((s) =>
    s
      .setName('add')
      .setDescription('Add')
      .addStringOption((o) => o.setName('name').setDescription('N').setRequired(true).setAutocomplete(true)),
  )
  .addSubcommandGroup((g) =>
    g
      .setName('admin')
      .setDescription('Admin')
      .addSubcommand((s) =>
        s
          .setName('move')
          .setDescription('Move')
          .addIntegerOption((o) => o.setName('slot').setDescription('S').setAutocomplete(true)),
      ),
  );

const plain = new SlashCommandBuilder()
  .setName('plain')
  .setDescription('No autocomplete')
  .addStringOption((o) => o.setName('text').setDescription('T').setAutocomplete(false));

const suggest = (value: string) => [{ name: value, value }];

describe('autocomplete handlers are keyed by the options with autocomplete', () => {
  it('gives each handler its own focused option, the typed text as a string', () => {
    command(search, {
      run: (ctx) => ctx.reply(ctx.options.query),
      autocomplete: {
        query: (ctx) => {
          expectTypeOf(ctx.focused).toEqualTypeOf<FocusedOption<'query', 3>>();
          expectTypeOf(ctx.focused.value).toEqualTypeOf<string>();
          expectTypeOf(ctx.options.query).toEqualTypeOf<string | undefined>();
          return suggest(ctx.focused.value);
        },
        page: (ctx) => {
          expectTypeOf(ctx.focused.name).toEqualTypeOf<'page'>();
          expectTypeOf(ctx.focused.type).toEqualTypeOf<4 | 10>();
          // The service sends what is typed as text, numeric options included.
          expectTypeOf(ctx.focused.value).toEqualTypeOf<string>();
          return ctx.respond([{ name: 'first', value: 1 }]);
        },
        weight: (ctx) => ctx.respond([{ name: 'light', value: 0.5 }]),
      },
    });
  });

  it('refuses a misspelt option name', () => {
    command(search, {
      run: (ctx) => ctx.reply('x'),
      autocomplete: {
        query: (ctx) => suggest(ctx.focused.value),
        page: () => [],
        weight: () => [],
        // @ts-expect-error `qurey` is not an option of /search
        qurey: () => [],
      },
    });
  });

  it('refuses options without autocomplete, and a map that leaves one out', () => {
    command(search, {
      run: (ctx) => ctx.reply('x'),
      autocomplete: {
        query: () => [],
        page: () => [],
        weight: () => [],
        // @ts-expect-error `lang` has choices, not autocomplete
        lang: () => [],
      },
    });
    command(search, {
      run: (ctx) => ctx.reply('x'),
      // @ts-expect-error `weight` has autocomplete and no handler
      autocomplete: { query: () => [], page: () => [] },
    });
  });

  it('refuses suggestions of the wrong value type', () => {
    command(search, {
      run: (ctx) => ctx.reply('x'),
      autocomplete: {
        // @ts-expect-error a STRING option's suggestions are strings
        query: (ctx) => ctx.respond([{ name: 'one', value: 1 }]),
        // @ts-expect-error an INTEGER option's suggestions are numbers
        page: (ctx) => ctx.respond([{ name: 'one', value: '1' }]),
        weight: () => [],
      },
    });
  });

  it('narrows one handler for all options by ctx.focused.name', () => {
    command(search, {
      run: (ctx) => ctx.reply('x'),
      autocomplete: (ctx) => {
        expectTypeOf(ctx.focused.name).toEqualTypeOf<'query' | 'page' | 'weight'>();
        switch (ctx.focused.name) {
          case 'query':
            return ctx.respond([{ name: ctx.focused.value, value: ctx.focused.value }]);
          case 'page':
            expectTypeOf(ctx.focused.type).toEqualTypeOf<4 | 10>();
            return ctx.respond([{ name: 'one', value: 1 }]);
          // @ts-expect-error `lang` is never focused
          case 'lang':
            return [];
          default:
            return [];
        }
      },
    });
  });

  it('collects the autocomplete options of every subcommand', () => {
    expectTypeOf<AutocompleteFocusOf<typeof tags>>().toEqualTypeOf<
      FocusedOption<'name', 3> | FocusedOption<'slot', 4 | 10>
    >();
    command(tags, {
      run: (ctx) => ctx.reply(ctx.options.subcommand),
      autocomplete: {
        name: (ctx) => {
          if (ctx.options.subcommand === 'add')
            expectTypeOf(ctx.options.options.name).toEqualTypeOf<string | undefined>();
          return suggest(ctx.focused.value);
        },
        slot: (ctx) => ctx.respond([{ name: `slot ${ctx.focused.value}`, value: Number(ctx.focused.value) }]),
      },
    });
  });

  it('refuses autocomplete on a command without autocomplete options', () => {
    command(plain, {
      run: (ctx) => ctx.reply('x'),
      // @ts-expect-error /plain has no option with setAutocomplete(true)
      autocomplete: { text: () => [] },
    });
    command(plain, { run: (ctx) => ctx.reply('x') });
  });

  it('keeps any name and any focused type for a builder typed with any options', () => {
    const widened: SlashCommandBuilder<string, OptionEntry> = new SlashCommandBuilder()
      .setName('w')
      .setDescription('W')
      .addStringOption((o) => o.setName('q').setDescription('Q').setAutocomplete(true));
    command(widened, {
      run: (ctx) => ctx.reply('x'),
      autocomplete: {
        anything: (ctx) => {
          expectTypeOf(ctx.focused).toEqualTypeOf<FocusedOption>();
          return ctx.respond([{ name: 'a', value: 'a' }]);
        },
      },
    });
  });

  it('keeps any name for a plain JSON body, and accepts a wide handler', () => {
    command(
      {
        name: 'raw',
        description: 'Raw',
        options: [{ type: 3, name: 'q', description: 'Q', autocomplete: true }],
      },
      {
        run: (ctx) => ctx.reply('x'),
        autocomplete: {
          anything: (ctx) => {
            expectTypeOf(ctx.focused).toEqualTypeOf<FocusedOption>();
            return suggest(ctx.focused.value);
          },
        },
      },
    );
    const wide = (ctx: AutocompleteContext) => suggest(ctx.focused.value);
    command(search, {
      run: (ctx) => ctx.reply('x'),
      autocomplete: { query: wide, page: wide, weight: wide },
    });
    expectTypeOf<keyof AutocompleteHandlerMap<typeof search>>().toEqualTypeOf<'query' | 'page' | 'weight'>();
  });
});
