import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { EntryPointCommandHandlerType } from '@slashkit/api';
import {
  EntryPointCommandBuilder,
  MessageCommandBuilder,
  SlashCommandBuilder,
  UserCommandBuilder,
} from '@slashkit/builders';
import { type RunningEmulator, signInteraction, startEmulator } from '@slashkit/emulator';
import { type CommandRegistration, command, createInteractionHandler } from '@slashkit/interactions';
import { toNodeListener } from '@slashkit/interactions/node';
import { REST, syncCommands } from '@slashkit/rest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// The "Done when": commands defined with @slashkit/builders, synced with @slashkit/rest to a real
// emulator, run as users by POST /_emulator/interactions, answered by an @slashkit/interactions handler on a
// real node:http server that is the app's interactions endpoint URL.

// biome-ignore lint/suspicious/noExplicitAny: admin answers are asserted field by field.
type Json = any;

const T0 = Date.UTC(2025, 0, 1, 12, 0, 0);
const GUILD = '1250000000000000100';
const GENERAL = '1250000000000000402';
const MEMBER = '1250000000000000204';
const NEWBIE = '1250000000000000205';

function gate() {
  let open!: () => void;
  const promise = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { promise, open };
}

const roll = new SlashCommandBuilder()
  .setName('roll')
  .setDescription('Rolls a die')
  .addIntegerOption((o) =>
    o.setName('sides').setDescription('Sides').setRequired(true).setMinValue(2).setMaxValue(100),
  )
  .addStringOption((o) =>
    o
      .setName('style')
      .setDescription('Style')
      .addChoices({ name: 'Plain', value: 'plain' }, { name: 'Fancy', value: 'fancy' }),
  );
const tags = new SlashCommandBuilder()
  .setName('tags')
  .setDescription('Tags')
  .addSubcommandGroup((g) =>
    g
      .setName('manage')
      .setDescription('Manage tags')
      .addSubcommand((s) =>
        s
          .setName('add')
          .setDescription('Add a tag')
          .addStringOption((o) =>
            o.setName('name').setDescription('Name').setRequired(true).setAutocomplete(true),
          ),
      ),
  );
const wave = new UserCommandBuilder().setName('Wave at');
const quote = new MessageCommandBuilder().setName('Quote');
const slow = new SlashCommandBuilder().setName('slow').setDescription('Takes its time');
const boom = new SlashCommandBuilder().setName('boom').setDescription('Throws');
const launch = new EntryPointCommandBuilder()
  .setName('Launch')
  .setDescription('Launch the Activity')
  .setHandler(EntryPointCommandHandlerType.AppHandler);

let emu: RunningEmulator;
const servers: Server[] = [];
const errors: unknown[] = [];
let slowDone = gate();

async function serve(publicKey: string, commands: readonly CommandRegistration[]): Promise<string> {
  const handler = createInteractionHandler({
    publicKey,
    now: () => emu.context.clock.now(), // the emulator signs with its own (frozen) clock
    commands,
    restOptions: { baseUrl: emu.apiBaseUrl },
    onError: (error) => void errors.push(error),
  });
  const server = createServer(toNodeListener(handler));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  servers.push(server);
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}/interactions`;
}

async function admin(method: string, path: string, body?: unknown): Promise<{ status: number; body: Json }> {
  const response = await fetch(`${emu.url}/_emulator${path}`, {
    method,
    ...(body === undefined
      ? {}
      : { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }),
  });
  return { status: response.status, body: await response.json() };
}

const run = (body: Record<string, unknown>) =>
  admin('POST', '/interactions', { userId: MEMBER, guildId: GUILD, channelId: GENERAL, ...body });

beforeAll(async () => {
  emu = await startEmulator({ now: () => T0, rateLimits: 'off' });
  const [bot, activity] = emu.world.applications as [
    typeof emu.world.application,
    typeof emu.world.application,
  ];
  await syncCommands(new REST({ token: bot.botToken, baseUrl: emu.apiBaseUrl }), {
    applicationId: bot.id,
    commands: [roll, tags, wave, quote, slow, boom],
  });
  // The Activity app already has the automatic "Launch" entry point (handler DISCORD_LAUNCH_ACTIVITY); an app
  // has one entry point, so its own takes that name and sync edits it to APP_HANDLER.
  const activitySync = await syncCommands(new REST({ token: activity.botToken, baseUrl: emu.apiBaseUrl }), {
    applicationId: activity.id,
    commands: [launch],
  });
  expect(activitySync.operations.length).toBeGreaterThan(0);

  const botUrl = await serve(bot.publicKey, [
    command(roll, (ctx) => ctx.reply(`d${ctx.options.sides} (${ctx.options.style ?? 'plain'})`)),
    command(tags, {
      run: (ctx) => ctx.reply(`${ctx.options.group} ${ctx.options.subcommand} ${ctx.options.options.name}`),
      autocomplete: {
        name: (ctx) => [
          { name: `${ctx.focused.value}-red`, value: `${ctx.focused.value}-red` },
          { name: `${ctx.focused.value}-blue`, value: `${ctx.focused.value}-blue` },
        ],
      },
    }),
    command(wave, (ctx) => ctx.reply(`waves at ${ctx.target.member?.nick ?? ctx.target.user.username}`)),
    command(quote, (ctx) => ctx.reply(`> ${ctx.target.content}`)),
    command(slow, async (ctx) => {
      try {
        await ctx.defer();
        await ctx.editReply('finally');
        await ctx.followUp('and one more thing');
      } finally {
        slowDone.open();
      }
    }),
    command(boom, () => {
      throw new Error('kaboom');
    }),
  ]);
  const activityUrl = await serve(activity.publicKey, [command(launch, (ctx) => ctx.launchActivity())]);
  expect((await admin('PATCH', `/applications/${bot.id}`, { interactionsEndpointUrl: botUrl })).status).toBe(
    200,
  );
  expect(
    (await admin('PATCH', `/applications/${activity.id}`, { interactionsEndpointUrl: activityUrl })).status,
  ).toBe(200);
});

afterAll(async () => {
  for (const server of servers) {
    server.closeAllConnections();
    server.close();
  }
  await emu?.stop();
});

describe('the SDK against the emulator', () => {
  it('runs a slash command with options', async () => {
    const res = await run({ name: 'roll', options: { sides: 20, style: 'Fancy' } });
    expect(res.body).toMatchObject({
      status: 'answered',
      delivery: 'http',
      respondedVia: 'inline',
      responseType: 4,
    });
    expect(res.body.messages.map((m: Json) => m.content)).toEqual(['d20 (fancy)']);
  });

  it('refuses options the client would refuse before anything is sent', async () => {
    const res = await run({ name: 'roll', options: { sides: 1000 } });
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/sides: 1000 is above the maximum 100/);
    expect(res.body.errors.options.sides._errors[0].code).toBe('NUMBER_TYPE_MAX');
    const missing = await run({ name: 'roll', options: {} });
    expect(missing.body.message).toMatch(/sides is required/);
  });

  it('runs a subcommand in a group', async () => {
    const res = await run({
      name: 'tags',
      options: { group: 'manage', subcommand: 'add', options: { name: 'red' } },
    });
    expect(res.body.messages[0].content).toBe('manage add red');
  });

  it('autocompletes', async () => {
    const res = await admin('POST', '/autocomplete', {
      userId: MEMBER,
      guildId: GUILD,
      channelId: GENERAL,
      name: 'tags',
      options: { group: 'manage', subcommand: 'add', options: { name: 'da' } },
      focused: 'name',
    });
    expect(res.body).toMatchObject({ status: 'answered', responseType: 8 });
    expect(res.body.choices).toEqual([
      { name: 'da-red', value: 'da-red' },
      { name: 'da-blue', value: 'da-blue' },
    ]);
  });

  it('runs a USER command on a member', async () => {
    const res = await run({ name: 'Wave at', type: 2, targetId: NEWBIE });
    expect(res.body.messages[0]).toMatchObject({ content: 'waves at fresh', type: 23 });
  });

  it('runs a MESSAGE command on a seeded message', async () => {
    const seeded = await admin('POST', '/messages', {
      guildId: GUILD,
      channelId: GENERAL,
      authorId: NEWBIE,
      content: 'hello there',
    });
    expect(seeded.status).toBe(201);
    const res = await run({ name: 'Quote', type: 3, targetId: seeded.body.id });
    expect(res.body.messages[0].content).toBe('> hello there');
  });

  it('runs an entry-point command of an app with Activities (launchActivity)', async () => {
    const res = await run({ applicationId: emu.world.applications[1]!.id, name: 'Launch', type: 4 });
    expect(res.body).toMatchObject({ status: 'answered', responseType: 12, messages: [] });
    expect(res.body.activityInstanceId).toMatch(/^i-/);
  });

  it('defers, then edits the deferred reply and sends a follow-up through REST', async () => {
    slowDone = gate();
    const res = await run({ name: 'slow' });
    expect(res.body).toMatchObject({ status: 'answered', responseType: 5 });
    await slowDone.promise;
    const messages = await admin('GET', `/messages?interactionId=${res.body.interactionId}`);
    expect(messages.body.map((m: Json) => [m.content, m.flags])).toEqual([
      ['finally', 0],
      ['and one more thing', 0],
    ]);
  });

  it('answers a handler that throws with an ephemeral error and reports it to onError', async () => {
    errors.length = 0;
    const res = await run({ name: 'boom' });
    expect(res.body).toMatchObject({ status: 'answered', responseType: 4 });
    expect(res.body.messages[0].flags & 64).toBe(64);
    expect(res.body.messages[0].content).toMatch(/Something went wrong/);
    expect(res.body.messages[0].content).not.toMatch(/kaboom/);
    expect(errors.map((e) => (e as Error).message)).toEqual(['kaboom']);
  });
});

describe('signatures made by the emulator, checked by the SDK', () => {
  it('accepts valid ones and refuses mutated, truncated, wrong-key and replayed requests', async () => {
    const [bot, other] = emu.world.applications as [
      typeof emu.world.application,
      typeof emu.world.application,
    ];
    const handler = createInteractionHandler({
      publicKey: bot.publicKey,
      commands: [],
      maxTimestampAgeSeconds: 5,
      now: () => T0,
    });
    const body = JSON.stringify({ type: 1, id: '1', application_id: bot.id, token: 't', version: 1 });
    const now = Math.floor(T0 / 1000);
    const send = (text: string, headers: Record<string, string>) =>
      handler
        .fetch(
          new Request('http://bot/interactions', {
            method: 'POST',
            headers: { 'content-type': 'application/json', ...headers },
            body: text,
          }),
        )
        .then((r) => r.status);
    const valid = signInteraction(body, bot.privateKey, now);
    expect(await send(body, { ...valid })).toBe(200);
    expect(await send(body.replace('"t"', '"u"'), { ...valid })).toBe(401);
    expect(
      await send(body, { ...valid, 'x-signature-ed25519': valid['x-signature-ed25519'].slice(0, 100) }),
    ).toBe(401);
    expect(await send(body, { ...signInteraction(body, other.privateKey, now) })).toBe(401);
    expect(await send(body, { ...signInteraction(body, bot.privateKey, now - 3600) })).toBe(401);
  });
});
