// @slashkit/emulator/testing against a real emulator and a slashkit bot over real sockets: what the examples'
// tests do not reach (DMs, components by numeric id, link buttons, refusals, waits that end, clear errors).
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ButtonStyle, InteractionContextType } from '@slashkit/api';
import { SlashCommandBuilder } from '@slashkit/builders';
import { type RunningEmulator, startEmulator } from '@slashkit/emulator';
import {
  assertAnswered,
  assertRefused,
  connectTestClient,
  InteractionAssertionError,
  type TestClient,
  TestClientError,
} from '@slashkit/emulator/testing';
import { command, component, createInteractionHandler } from '@slashkit/interactions';
import { createInteractionServer } from '@slashkit/interactions/node';
import { REST, syncCommands } from '@slashkit/rest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const ping = new SlashCommandBuilder()
  .setName('ping')
  .setDescription('Ping')
  .setContexts(InteractionContextType.Guild, InteractionContextType.BotDM);
const buttons = new SlashCommandBuilder().setName('buttons').setDescription('Some buttons');
const hush = new SlashCommandBuilder().setName('hush').setDescription('Thinks, and never says');
const roll = new SlashCommandBuilder()
  .setName('roll')
  .setDescription('Roll')
  .addIntegerOption((o) => o.setName('sides').setDescription('Sides').setRequired(true).setMinValue(2));

let emu: RunningEmulator;
let client: TestClient;
let server: ReturnType<typeof createInteractionServer>;

beforeAll(async () => {
  emu = await startEmulator({ rateLimits: 'off' });
  const app = emu.world.application;
  await syncCommands(new REST({ token: app.botToken, baseUrl: emu.apiBaseUrl }), {
    applicationId: app.id,
    commands: [ping, buttons, hush, roll],
  });
  const handler = createInteractionHandler({
    publicKey: app.publicKey,
    restOptions: { baseUrl: emu.apiBaseUrl },
    commands: [
      command(ping, (ctx) => ctx.reply(`pong in context ${ctx.interaction.context}`)),
      command(roll, (ctx) => ctx.reply(`rolled a d${ctx.options.sides}`)),
      command(buttons, (ctx) =>
        ctx.reply({
          content: 'Pick one',
          components: [
            {
              type: 1,
              components: [
                { type: 2, id: 7, style: ButtonStyle.Primary, label: 'Seven', custom_id: 'seven' },
                { type: 2, style: ButtonStyle.Link, label: 'Docs', url: 'https://example.com/docs' },
              ],
            },
          ],
        }),
      ),
      command(hush, (ctx) => ctx.defer({ background: true })),
    ],
    components: [component('seven', (ctx) => ctx.reply(`${ctx.user.username} clicked seven`))],
  });
  server = createInteractionServer(handler).listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  client = await connectTestClient(emu.url);
  await client.setInteractionsEndpoint(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
});

afterAll(async () => {
  server?.close();
  await emu?.stop();
});

describe('@slashkit/emulator/testing', () => {
  it('acts in a DM with the app, and reads what the user sees there', async () => {
    const member = client.user('member').inDM();
    const result = await member.run(ping);
    assertAnswered(result);
    expect(result.messages[0]?.content).toBe(`pong in context ${InteractionContextType.BotDM}`);
    expect((await member.messages()).map((m) => m.content)).toEqual([result.messages[0]?.content]);
  });

  it('clicks a component by its numeric id; a link button opens and sends nothing', async () => {
    const member = client.user('member');
    const posted = await member.run(buttons);
    assertAnswered(posted);
    const clicked = await member.click(posted, { id: 7 });
    assertAnswered(clicked);
    expect(clicked.messages[0]?.content).toBe('member clicked seven');
    // Components sent without an id get one from the service: the link button's is in the stored message.
    const row = posted.messages[0]?.components?.[0] as { components: { id?: number }[] } | undefined;
    const linkId = row?.components[1]?.id;
    expect(linkId).toBeTypeOf('number');
    expect(await member.click(posted, { id: linkId ?? 0 })).toEqual({
      status: 'opened',
      url: 'https://example.com/docs',
    });
    const missing = await member.click(posted, { id: 99 }).catch((error: Error) => error);
    expect(missing).toBeInstanceOf(TestClientError);
    expect((missing as Error).message).toBe(`message ${posted.messages[0]?.id} has no component with id 99`);
    assertRefused(await member.click(posted, { customId: 'missing' }), 'UNKNOWN_COMPONENT');
    const url = await member.click(posted, { toJSON: () => ({ url: 'https://example.com/docs' }) });
    expect(url).toEqual({ status: 'opened', url: 'https://example.com/docs' });
    expect(() => assertAnswered(url)).toThrow(
      'expected the interaction to be answered, but it was a link button: https://example.com/docs opened and nothing was sent to the app',
    );
  });

  it('comes back refused, with the reason, for what a client would not send', async () => {
    const member = client.user('member');
    const unknown = await member.run('nope');
    assertRefused(unknown, 'UNKNOWN_COMMAND');
    expect(() => assertAnswered(unknown)).toThrow(InteractionAssertionError);
    expect(() => assertAnswered(unknown)).toThrow(
      `expected the interaction to be answered, but it was refused (UNKNOWN_COMMAND, HTTP 404): ${unknown.message}`,
    );
    const low = await member.run(roll, { sides: 1 });
    assertRefused(low, 'INVALID_INPUT');
    expect(low.message).toMatch(/sides/);
    expect(low.errors).toMatchObject({ options: { sides: {} } });
    expect(() => assertRefused(low, 'MISSING_PERMISSIONS')).toThrow(
      /^expected the interaction to be refused \(MISSING_PERMISSIONS\), but it was refused \(INVALID_INPUT, HTTP 400\)/,
    );
    // An outsider of the guild cannot act there at all.
    assertRefused(await client.user('outsider').run(roll, { sides: 6 }), 'NOT_A_MEMBER');
  });

  it('gives up waiting with what it was waiting for and what it saw', async () => {
    const member = client.user('member');
    const deferred = await member.run(hush);
    assertAnswered(deferred);
    const error = await member.waitForEdit(deferred, { timeoutMs: 200 }).catch((e: Error) => e);
    expect(error).toBeInstanceOf(TestClientError);
    expect((error as Error).message).toBe(
      `gave up after 200 ms waiting for message ${deferred.messages[0]?.id} of interaction ${deferred.interactionId} to be edited (it is still "" (thinking…))`,
    );
    const none = await member.waitForFollowUps(deferred, 1, { timeoutMs: 200 }).catch((e: Error) => e);
    expect((none as Error).message).toBe(
      `gave up after 200 ms waiting for 1 follow-up(s) of interaction ${deferred.interactionId} (0 so far: none)`,
    );
  });

  it('waits for a message the user sees, woken by the emulator’s events', async () => {
    const admin = client.user('admin');
    const seen = admin.waitForMessage((m) => m.content === 'rolled a d12');
    assertAnswered(await client.user('member').run(roll, { sides: 12 }));
    expect((await seen).content).toBe('rolled a d12');
  });

  it('says clearly what is wrong with a URL, a user or a channel', async () => {
    await expect(connectTestClient('127.0.0.1:8787')).rejects.toThrow(
      `the emulator's URL must be its http origin, such as http://127.0.0.1:8787; got "127.0.0.1:8787"`,
    );
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    await expect(connectTestClient(`http://127.0.0.1:${port}`)).rejects.toThrow(
      new RegExp(`^cannot reach the emulator at http://127\\.0\\.0\\.1:${port} \\(`),
    );
    const notEmulator = createServer((_req, res) => res.writeHead(200).end('<html></html>'));
    await new Promise<void>((resolve) => notEmulator.listen(0, '127.0.0.1', resolve));
    const other = `http://127.0.0.1:${(notEmulator.address() as AddressInfo).port}`;
    await expect(connectTestClient(other)).rejects.toThrow(
      `GET /_emulator/world answered 200 with a body that is not JSON: is ${other} an emulator?`,
    );
    notEmulator.close();
    expect(() => client.user('nobody')).toThrow(
      'no user "nobody" in the world; its users are owner, admin, moderator, member, newbie, outsider',
    );
    expect(() => client.user('member').in('#nowhere')).toThrow(/^no channel "#nowhere" in the world/);
    expect(client.user('member').in('#announcements').place).toMatchObject({
      kind: 'guild',
      name: 'announcements',
    });
  });
});
