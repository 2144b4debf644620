import type { RESTPostAPIApplicationCommandJSONBody } from '@slashkit/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type AutocompleteContext,
  type ChatInputContext,
  command,
  type EntryPointContext,
  type InteractionError,
  type MessageCommandContext,
  type UserCommandContext,
} from '../src/index.js';
import { startBot } from './support/bot.js';
import {
  alice,
  bob,
  bobMember,
  file,
  interaction,
  message,
  modRole,
  resolvedAll,
  textChannel,
  voiceChannel,
} from './support/fixtures.js';
import { startWebhookStub } from './support/servers.js';

// Definitions as the builders' toJSON gives them (plain bodies here; builders are the same to the router).
const roll = {
  name: 'roll',
  description: 'Roll a die',
  options: [
    { type: 4, name: 'sides', description: 'Sides', required: true, min_value: 2, max_value: 100 },
    {
      type: 3,
      name: 'mode',
      description: 'Mode',
      choices: [
        { name: 'Fast', value: 'fast' },
        { name: 'Slow', value: 'slow' },
      ],
    },
    { type: 5, name: 'secret', description: 'Secret' },
    { type: 10, name: 'bonus', description: 'Bonus' },
    { type: 3, name: 'note', description: 'Note', min_length: 2, max_length: 5 },
  ],
} satisfies RESTPostAPIApplicationCommandJSONBody;
const inspect = {
  name: 'inspect',
  description: 'Inspect things',
  options: [
    { type: 6, name: 'who', description: 'Who' },
    { type: 7, name: 'where', description: 'Where', channel_types: [0, 5] },
    { type: 8, name: 'role', description: 'Role' },
    { type: 9, name: 'anything', description: 'Mentionable' },
    { type: 11, name: 'file', description: 'File' },
  ],
} satisfies RESTPostAPIApplicationCommandJSONBody;
const config = {
  name: 'config',
  description: 'Configure',
  options: [
    { type: 1, name: 'show', description: 'Show' },
    {
      type: 2,
      name: 'set',
      description: 'Set',
      options: [
        {
          type: 1,
          name: 'color',
          description: 'Colour',
          options: [{ type: 3, name: 'value', description: 'Value', required: true, autocomplete: true }],
        },
      ],
    },
  ],
} satisfies RESTPostAPIApplicationCommandJSONBody;
const search = {
  name: 'search',
  description: 'Search',
  options: [
    { type: 3, name: 'query', description: 'Query', required: true, autocomplete: true },
    { type: 4, name: 'limit', description: 'Limit', autocomplete: true },
    { type: 3, name: 'lang', description: 'Lang', autocomplete: true },
  ],
} satisfies RESTPostAPIApplicationCommandJSONBody;

const seen: unknown[] = [];
const errors: InteractionError[] = [];
let bot: Awaited<ReturnType<typeof startBot>>;
let stub: Awaited<ReturnType<typeof startWebhookStub>>;

beforeAll(async () => {
  stub = await startWebhookStub();
  bot = await startBot({
    rest: stub.rest,
    onError: (error) => {
      errors.push(error as InteractionError);
    },
    commands: [
      command(roll, (ctx: ChatInputContext) => {
        seen.push(ctx.options);
        return ctx.reply({ content: `rolled d${ctx.options.sides}`, ephemeral: ctx.options.secret === true });
      }),
      command(inspect, (ctx: ChatInputContext) => {
        seen.push(ctx.options);
        return ctx.reply('inspected');
      }),
      command(config, {
        run: (ctx: ChatInputContext) => {
          seen.push(ctx.options);
          return ctx.reply('configured');
        },
        autocomplete: (ctx: AutocompleteContext) => [
          { name: `colour ${ctx.focused.value}`, value: String(ctx.focused.value) },
        ],
      }),
      command(search, {
        run: (ctx: ChatInputContext) => ctx.reply('searched'),
        autocomplete: {
          query: async (ctx: AutocompleteContext) => {
            seen.push({ options: ctx.options, focused: ctx.focused });
            await ctx.respond([{ name: `${ctx.focused.value}!`, value: `${ctx.focused.value}!` }]);
          },
          limit: () => Array.from({ length: 26 }, (_, i) => ({ name: String(i), value: i })),
        },
      }),
      command({ name: 'Profile', type: 2 }, (ctx: UserCommandContext) => {
        seen.push(ctx.target);
        return ctx.reply(`profile of ${ctx.target.user.username}`);
      }),
      command({ name: 'Quote', type: 3 }, (ctx: MessageCommandContext) =>
        ctx.reply(`"${ctx.target.content}"`),
      ),
      command({ name: 'launch', type: 4, handler: 1 }, (ctx: EntryPointContext) => ctx.launchActivity()),
    ],
  });
});
afterAll(async () => {
  await bot.close();
  await stub.close();
});

const lastSeen = () => seen.at(-1);
const lastError = () => errors.at(-1);

describe('routing and options', () => {
  it('routes a slash command and hands it typed, checked options', async () => {
    const answer = await bot.send(
      interaction({
        name: 'roll',
        options: [
          { name: 'sides', type: 4, value: 20 },
          { name: 'mode', type: 3, value: 'fast' },
          { name: 'secret', type: 5, value: true },
          { name: 'bonus', type: 10, value: 1.5 },
        ],
      }),
    );
    expect(answer).toEqual({ status: 200, body: { type: 4, data: { content: 'rolled d20', flags: 64 } } });
    expect(lastSeen()).toEqual({ sides: 20, mode: 'fast', secret: true, bonus: 1.5 });
  });

  it('resolves users (with members), channels, roles, mentionables and attachments', async () => {
    const answer = await bot.send(
      interaction({
        name: 'inspect',
        options: [
          { name: 'who', type: 6, value: bob.id },
          { name: 'where', type: 7, value: textChannel.id },
          { name: 'role', type: 8, value: modRole.id },
          { name: 'anything', type: 9, value: modRole.id },
          { name: 'file', type: 11, value: file.id },
        ],
        resolved: resolvedAll,
      }),
    );
    expect(answer.status).toBe(200);
    expect(lastSeen()).toEqual({
      who: { user: bob, member: bobMember },
      where: textChannel,
      role: modRole,
      anything: { kind: 'role', role: modRole },
      file,
    });
    await bot.send(
      interaction({
        name: 'inspect',
        options: [{ name: 'anything', type: 9, value: bob.id }],
        resolved: { users: { [bob.id]: bob } },
      }),
    );
    expect(lastSeen()).toEqual({ anything: { kind: 'user', user: bob } });
  });

  it('routes a subcommand and a subcommand in a group', async () => {
    expect(
      (await bot.send(interaction({ name: 'config', options: [{ name: 'show', type: 1 }] }))).body,
    ).toEqual({
      type: 4,
      data: { content: 'configured' },
    });
    expect(lastSeen()).toEqual({ subcommand: 'show', options: {} });
    await bot.send(
      interaction({
        name: 'config',
        options: [
          {
            name: 'set',
            type: 2,
            options: [{ name: 'color', type: 1, options: [{ name: 'value', type: 3, value: 'red' }] }],
          },
        ],
      }),
    );
    expect(lastSeen()).toEqual({ group: 'set', subcommand: 'color', options: { value: 'red' } });
  });

  it('routes autocomplete by command and focused option', async () => {
    const answer = await bot.send(
      interaction({
        type: 4,
        name: 'search',
        options: [
          { name: 'query', type: 3, value: 'cat', focused: true },
          { name: 'limit', type: 4, value: 5 },
        ],
      }),
    );
    expect(answer.body).toEqual({ type: 8, data: { choices: [{ name: 'cat!', value: 'cat!' }] } });
    expect(lastSeen()).toEqual({ options: { limit: 5 }, focused: { name: 'query', type: 3, value: 'cat' } });

    // One function for every option, returning the choices, inside a group's subcommand.
    const grouped = await bot.send(
      interaction({
        type: 4,
        name: 'config',
        options: [
          {
            name: 'set',
            type: 2,
            options: [
              { name: 'color', type: 1, options: [{ name: 'value', type: 3, value: 're', focused: true }] },
            ],
          },
        ],
      }),
    );
    expect(grouped.body).toEqual({ type: 8, data: { choices: [{ name: 'colour re', value: 're' }] } });
  });

  it('checks the 25-choice limit: 26 suggestions become an error and an empty list', async () => {
    const answer = await bot.send(
      interaction({
        type: 4,
        name: 'search',
        options: [{ name: 'limit', type: 4, value: 1, focused: true }],
      }),
    );
    expect(answer.body).toEqual({ type: 8, data: { choices: [] } });
    expect(lastError()?.code).toBe('INVALID_RESPONSE');
    expect(lastError()?.message).toMatch(/choices: Must be 25 or fewer in length \(got 26\)/);
  });

  it('answers an autocomplete option without a handler with no suggestions and reports it', async () => {
    const answer = await bot.send(
      interaction({
        type: 4,
        name: 'search',
        options: [{ name: 'lang', type: 3, value: 'e', focused: true }],
      }),
    );
    expect(answer.body).toEqual({ type: 8, data: { choices: [] } });
    expect(lastError()?.code).toBe('NO_AUTOCOMPLETE_HANDLER');
  });

  it('routes USER and MESSAGE commands by name with the resolved target', async () => {
    const user = await bot.send(
      interaction({
        name: 'Profile',
        commandType: 2,
        targetId: bob.id,
        resolved: { users: { [bob.id]: bob }, members: { [bob.id]: bobMember } },
      }),
    );
    expect(user.body).toEqual({ type: 4, data: { content: 'profile of bob' } });
    expect(lastSeen()).toEqual({ user: bob, member: bobMember });
    const msg = await bot.send(
      interaction({
        name: 'Quote',
        commandType: 3,
        targetId: message.id,
        resolved: { messages: { [message.id]: message } },
      }),
    );
    expect(msg.body).toEqual({ type: 4, data: { content: '"hello there"' } });
  });

  it('launches the Activity for a PRIMARY_ENTRY_POINT command', async () => {
    expect((await bot.send(interaction({ name: 'launch', commandType: 4 }))).body).toEqual({ type: 12 });
  });
});

describe('options that do not match the definition', () => {
  const cases: [string, Parameters<typeof interaction>[0], RegExp][] = [
    ['a missing required option', { name: 'roll', options: [] }, /options\.sides: required but missing/],
    [
      'an unknown option',
      {
        name: 'roll',
        options: [
          { name: 'sides', type: 4, value: 6 },
          { name: 'colour', type: 3, value: 'x' },
        ],
      },
      /options\.colour: not an option here/,
    ],
    [
      'a wrong type',
      { name: 'roll', options: [{ name: 'sides', type: 3, value: '6' }] },
      /options\.sides: expected type INTEGER \(4\), received STRING \(3\)/,
    ],
    [
      'a non-integer INTEGER',
      { name: 'roll', options: [{ name: 'sides', type: 4, value: 6.5 }] },
      /expected an integer/,
    ],
    [
      'a value below min_value',
      { name: 'roll', options: [{ name: 'sides', type: 4, value: 1 }] },
      /below min_value 2/,
    ],
    [
      'a value outside the choices',
      {
        name: 'roll',
        options: [
          { name: 'sides', type: 4, value: 6 },
          { name: 'mode', type: 3, value: 'warp' },
        ],
      },
      /"warp" is not one of the choices/,
    ],
    [
      'a string too long',
      {
        name: 'roll',
        options: [
          { name: 'sides', type: 4, value: 6 },
          { name: 'note', type: 3, value: 'abcdef' },
        ],
      },
      /6 characters, above max_length 5/,
    ],
    [
      'an option given twice',
      {
        name: 'roll',
        options: [
          { name: 'sides', type: 4, value: 6 },
          { name: 'sides', type: 4, value: 7 },
        ],
      },
      /received twice/,
    ],
    [
      'a user missing from resolved',
      { name: 'inspect', options: [{ name: 'who', type: 6, value: bob.id }] },
      /missing from data\.resolved\.users/,
    ],
    [
      'a channel of a type not allowed',
      {
        name: 'inspect',
        options: [{ name: 'where', type: 7, value: voiceChannel.id }],
        resolved: resolvedAll,
      },
      /channel type 2 is not one of channel_types/,
    ],
    [
      'a bare command that has subcommands',
      { name: 'config', options: [] },
      /expected exactly one subcommand or group/,
    ],
    [
      'an unknown subcommand',
      { name: 'config', options: [{ name: 'reset', type: 1 }] },
      /expected exactly one subcommand or group/,
    ],
    [
      'a USER command without its target',
      { name: 'Profile', commandType: 2, targetId: alice.id },
      /missing from data\.resolved\.users/,
    ],
  ];

  it.each(cases)(
    'refuses %s before the handler runs, with an ephemeral reply',
    async (_label, payload, issue) => {
      const before = seen.length;
      const answer = await bot.send(interaction(payload));
      expect(answer.status).toBe(200);
      expect(answer.body).toEqual({
        type: 4,
        data: { content: expect.stringMatching(/changed/), flags: 64 },
      });
      expect(seen.length).toBe(before);
      expect(lastError()?.code).toBe('INVALID_OPTIONS');
      expect(lastError()?.message).toMatch(issue);
    },
  );
});

describe('unknown commands', () => {
  it('answers an unknown command with an ephemeral notice and reports it', async () => {
    const answer = await bot.send(interaction({ name: 'gone' }));
    expect(answer.body).toEqual({
      type: 4,
      data: { content: expect.stringMatching(/not available/), flags: 64 },
    });
    expect(lastError()?.code).toBe('UNKNOWN_COMMAND');
    expect(lastError()?.message).toMatch(/CHAT_INPUT command "gone"/);
    // Same name, other type: not routed to the slash command.
    expect(
      (await bot.send(interaction({ name: 'roll', commandType: 2, targetId: bob.id }))).body,
    ).toMatchObject({ type: 4, data: { flags: 64 } });
    expect((await bot.send(interaction({ type: 4, name: 'gone', options: [] }))).body).toEqual({
      type: 8,
      data: { choices: [] },
    });
  });

  it('lets onUnknownCommand answer instead', async () => {
    const custom = await startBot({
      commands: [],
      onUnknownCommand: (ctx) => ctx.reply(`no /${ctx.commandName} here`),
      onError: () => {},
    });
    try {
      expect((await custom.send(interaction({ name: 'gone' }))).body).toEqual({
        type: 4,
        data: { content: 'no /gone here' },
      });
    } finally {
      await custom.close();
    }
  });
});

describe('the context', () => {
  it('carries who, where, language and permissions', async () => {
    let captured: ChatInputContext | undefined;
    const probe = await startBot({
      commands: [
        command({ name: 'probe', description: 'Probe' }, (ctx: ChatInputContext) => {
          captured = ctx;
          return ctx.reply('ok');
        }),
      ],
    });
    try {
      const payload = interaction({ name: 'probe' });
      await probe.send(payload);
      expect(captured).toMatchObject({
        id: payload.id,
        applicationId: payload.application_id,
        commandName: 'probe',
        commandType: 1,
        user: alice,
        guildId: payload.guild_id,
        channelId: payload.channel_id,
        channel: payload.channel,
        locale: 'fr',
        guildLocale: 'de',
        appPermissions: 2048n,
        context: 0,
        acknowledged: true,
        deferred: false,
      });
      expect(captured?.member?.permissions).toBe('2147483648');
      // In a DM the user arrives as `user` and there is no member.
      const { member: _member, guild_id: _guild, ...dm } = payload;
      await probe.send({ ...dm, id: '1', user: bob });
      expect(captured?.user).toEqual(bob);
      expect(captured?.member).toBeUndefined();
      expect(captured?.guildId).toBeUndefined();
    } finally {
      await probe.close();
    }
  });
});
