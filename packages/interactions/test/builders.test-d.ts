import type { APIMessage } from '@slashkit/api';
import {
  EntryPointCommandBuilder,
  MessageCommandBuilder,
  type ResolvedUser,
  SlashCommandBuilder,
  UserCommandBuilder,
} from '@slashkit/builders';
import { describe, expectTypeOf, it } from 'vitest';
import {
  type CommandRegistration,
  command,
  createInteractionHandler,
  type FocusedOption,
} from '../src/index.js';

const roll = new SlashCommandBuilder()
  .setName('roll')
  .setDescription('Roll a die')
  .addIntegerOption((o) => o.setName('sides').setDescription('Sides').setRequired(true))
  .addStringOption((o) =>
    o
      .setName('mode')
      .setDescription('Mode')
      .addChoices({ name: 'Fast', value: 'fast' }, { name: 'Slow', value: 'slow' }),
  )
  .addUserOption((o) => o.setName('who').setDescription('Who'));

const config = new SlashCommandBuilder()
  .setName('config')
  .setDescription('Configure')
  .addSubcommand((s) => s.setName('show').setDescription('Show'))
  .addSubcommandGroup((g) =>
    g
      .setName('set')
      .setDescription('Set')
      .addSubcommand((s) =>
        s
          .setName('color')
          .setDescription('Colour')
          .addStringOption((o) =>
            o.setName('value').setDescription('V').setRequired(true).setAutocomplete(true),
          ),
      ),
  );

describe('handler contexts are typed from the builders', () => {
  it('types a slash command’s options with InferOptions', () => {
    command(roll, (ctx) => {
      expectTypeOf(ctx.options.sides).toEqualTypeOf<number>();
      expectTypeOf(ctx.options.mode).toEqualTypeOf<'fast' | 'slow' | undefined>();
      expectTypeOf(ctx.options.who).toEqualTypeOf<ResolvedUser | undefined>();
      // @ts-expect-error not an option of /roll
      void ctx.options.colour;
      // @ts-expect-error slash commands have no target
      void ctx.target;
      return ctx.reply(`rolled ${ctx.options.sides}`);
    });
  });

  it('types subcommands as a discriminated union, and autocomplete options as partial', () => {
    command(config, {
      run: (ctx) => {
        if (ctx.options.subcommand === 'color') {
          expectTypeOf(ctx.options.group).toEqualTypeOf<'set'>();
          expectTypeOf(ctx.options.options.value).toEqualTypeOf<string>();
        }
      },
      autocomplete: {
        value: (ctx) => {
          expectTypeOf(ctx.focused).toEqualTypeOf<FocusedOption<'value', 3>>();
          return [{ name: String(ctx.focused.value), value: String(ctx.focused.value) }];
        },
      },
    });
  });

  it('gives USER and MESSAGE commands their target, and entry points launchActivity', () => {
    command(new UserCommandBuilder().setName('Profile'), (ctx) => {
      expectTypeOf(ctx.target).toEqualTypeOf<ResolvedUser>();
      // @ts-expect-error USER commands have no launchActivity
      void ctx.launchActivity;
    });
    command(new MessageCommandBuilder().setName('Quote'), (ctx) => {
      expectTypeOf(ctx.target).toEqualTypeOf<APIMessage>();
    });
    command(new EntryPointCommandBuilder().setName('launch'), (ctx) => {
      expectTypeOf(ctx.launchActivity).toEqualTypeOf<() => Promise<void>>();
    });
  });

  it('accepts registrations of every kind in one list', () => {
    const commands = [
      command(roll, (ctx) => ctx.reply('x')),
      command(new UserCommandBuilder().setName('Profile'), (ctx) => ctx.reply(ctx.target.user.username)),
      command({ name: 'plain', description: 'Plain' }, (ctx) => ctx.reply(String(ctx.options.anything))),
    ];
    expectTypeOf(commands).toExtend<readonly CommandRegistration[]>();
    createInteractionHandler({ publicKey: 'ab'.repeat(32), commands });
  });
});
