import { ButtonStyle } from '@slashkit/api';
import { ActionRowBuilder, ButtonBuilder, SlashCommandBuilder } from '@slashkit/builders';
import { type RunningEmulator, startEmulator } from '@slashkit/emulator';
import { createHandlers } from '@slashkit/example-components-bot';
import { command, component, createInteractionHandler } from '@slashkit/interactions';
import { createGatewayClient } from '@slashkit/interactions/gateway';
import { REST } from '@slashkit/rest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// Components and modals delivered over the gateway (an app with no interactions endpoint URL): the SDK's
// gateway client receives MESSAGE_COMPONENT and MODAL_SUBMIT as INTERACTION_CREATE and answers through the
// callback endpoint; a slow component handler is deferred automatically with DEFERRED_UPDATE_MESSAGE (6).
// service-facts "Message components and modals", "Gateway".

// biome-ignore lint/suspicious/noExplicitAny: admin answers are asserted field by field.
type Json = any;

const MEMBER = '1250000000000000204';
const ADMIN = '1250000000000000202';
const GENERAL = '1250000000000000402';

const slow = new SlashCommandBuilder().setName('slow').setDescription('Posts a slow button');
const slowButton = new ButtonBuilder().setCustomId('slow').setStyle(ButtonStyle.Primary).setLabel('Slow');

let emu: RunningEmulator;
let release: () => void = () => {};
const errors: unknown[] = [];
const stops: (() => Promise<void>)[] = [];

async function admin(path: string, body: unknown): Promise<Json> {
  const res = await fetch(`${emu.url}/_emulator${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return res.json();
}
const run = (name: string, options?: object, applicationId?: string) =>
  admin('/interactions', {
    userId: MEMBER,
    guildId: emu.world.guild.id,
    channelId: GENERAL,
    name,
    ...(options ? { options } : {}),
    ...(applicationId ? { applicationId } : {}),
  });
const click = (userId: string, messageId: string, customId: string) =>
  admin('/components', { userId, messageId, customId });
const messageNow = async (id: string): Promise<Json> =>
  ((await (await fetch(`${emu.url}/_emulator/messages?channelId=${GENERAL}`)).json()) as Json[]).find(
    (m) => m.id === id,
  );

/** Resolves once the emulator has answered a PATCH of an interaction's @original (the bot's edit). */
function nextEdit(): Promise<void> {
  return new Promise((resolve) => {
    const onRequest = (
      req: { method?: string; url?: string },
      res: { once(e: 'finish', f: () => void): void },
    ) => {
      if (req.method !== 'PATCH' || !/\/messages\/@original$/.test(req.url ?? '')) return;
      emu.server.off('request', onRequest);
      res.once('finish', resolve);
    };
    emu.server.on('request', onRequest);
  });
}

/** Connects a gateway bot for `app` with these handlers, and registers its commands in the guild. */
async function connect(
  app: RunningEmulator['world']['application'],
  options: Omit<Parameters<typeof createInteractionHandler>[0], 'publicKey' | 'rest' | 'onError'>,
): Promise<void> {
  const rest = new REST({ token: app.botToken, baseUrl: emu.apiBaseUrl });
  const handler = createInteractionHandler({
    publicKey: app.publicKey,
    rest,
    onError: (error) => void errors.push(error),
    ...options,
  });
  await rest.commands.bulkOverwriteGuildCommands(app.id, emu.world.guild.id, [...handler.definitions]);
  const client = createGatewayClient({
    token: app.botToken,
    applicationId: app.id,
    apiBaseUrl: emu.apiBaseUrl,
    handler,
    rest,
  });
  await client.connect();
  stops.unshift(() => client.close());
}

beforeAll(async () => {
  emu = await startEmulator({ rateLimits: 'off' });
  stops.push(() => emu.stop());
  const [primary, second] = emu.world.applications as [
    RunningEmulator['world']['application'],
    RunningEmulator['world']['application'],
  ];
  // The example bot, with the SDK's default automatic deferral.
  await connect(primary, createHandlers());
  // A second app whose button handler waits for the test: deferred automatically (1 ms) while it waits.
  await connect(second, {
    autoDeferMs: 1,
    commands: [
      command(slow, (ctx) =>
        ctx.reply({ content: 'Press it', components: [new ActionRowBuilder().addComponents(slowButton)] }),
      ),
    ],
    components: [
      component(slowButton, async (ctx) => {
        await new Promise<void>((resolve) => (release = resolve));
        await ctx.update({ content: 'Done slowly', components: [] });
      }),
    ],
  });
});
afterAll(async () => {
  for (const stop of stops) await stop();
});

describe('components over the gateway', () => {
  it('updates a poll on clicks, opens and submits its comment form, and closes it with deferUpdate then edit', async () => {
    const posted = await run('poll', { question: 'Gateway?' });
    expect(posted).toMatchObject({ delivery: 'gateway', status: 'answered', respondedVia: 'callback' });
    const poll = posted.messages[0];
    const id = posted.interactionId;
    const voted = await click(MEMBER, poll.id, `vote:${id}:yes`);
    expect(voted).toMatchObject({ delivery: 'gateway', responseType: 7 });
    expect(voted.message.content).toBe('📊 Gateway?\n✅ Yes: 1 · ❌ No: 0');
    expect((await click(ADMIN, poll.id, `comment:${id}`)).responseType).toBe(9);
    const commented = await admin('/modals/submit', { userId: ADMIN, fields: { comment: 'works' } });
    expect(commented).toMatchObject({ delivery: 'gateway', interactionType: 5, responseType: 7 });
    expect(commented.message.content).toBe('📊 Gateway?\n✅ Yes: 1 · ❌ No: 0\n💬 admin: works');
    const edited = nextEdit();
    expect((await click(MEMBER, poll.id, `close:${id}`)).responseType).toBe(6);
    await edited;
    expect(await messageNow(poll.id)).toMatchObject({
      content: expect.stringContaining('🔒 Closed: "yes" wins'),
      components: [],
    });
    expect(errors).toEqual([]);
  });

  it('defers a slow component handler with 6 (no loading state), then its update edits the message', async () => {
    const posted = await run('slow', undefined, emu.world.applications[1]!.id);
    const message = posted.messages[0];
    const edited = nextEdit();
    const clicked = await click(MEMBER, message.id, 'slow');
    expect(clicked).toMatchObject({ status: 'answered', responseType: 6 });
    expect(clicked.message).toMatchObject({ content: 'Press it', flags: 0 });
    release();
    await edited;
    expect(await messageNow(message.id)).toMatchObject({ content: 'Done slowly', components: [] });
    expect(errors).toEqual([]);
  });
});
