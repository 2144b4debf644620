import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Limits } from '@slashkit/api';
import { SlashCommandBuilder } from '@slashkit/builders';
import { type RunningEmulator, startEmulator } from '@slashkit/emulator';
import { command, createInteractionHandler, InteractionError } from '@slashkit/interactions';
import { toNodeListener } from '@slashkit/interactions/node';
import { APIError, REST } from '@slashkit/rest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// Issue 15 ("fidelity"), interactions: autocomplete suggestions are counted by the one rule of every length
// (code points), in the SDK and in the emulator alike, and follow-ups stop at the service's limit (40094).
// Everything runs over real sockets: the emulator, an @slashkit/interactions handler on node:http, and
// @slashkit/rest for callbacks and follow-ups.

// biome-ignore lint/suspicious/noExplicitAny: admin answers are asserted field by field.
type Json = any;

const T0 = Date.UTC(2025, 0, 1, 12, 0, 0);
const GENERAL = '1250000000000000402';
const MEMBER = '1250000000000000204';
/** 🎉 is one character (code point) and two UTF-16 units. */
const party = (n: number) => '🎉'.repeat(n);

let emu: RunningEmulator;
let rest: REST;
let server: Server;
const errors: unknown[] = [];
/** What the SDK handler suggests next, for the focused `pick` option. */
let suggest: () => { name: string; value: string | number }[] = () => [];

const pick = new SlashCommandBuilder()
  .setName('pick')
  .setDescription('Picks')
  .addStringOption((o) => o.setName('word').setDescription('A word').setAutocomplete(true))
  .addIntegerOption((o) => o.setName('count').setDescription('A count').setAutocomplete(true));

async function admin(method: string, path: string, body?: unknown): Promise<{ status: number; body: Json }> {
  const response = await fetch(`${emu.url}/_emulator${path}`, {
    method,
    ...(body === undefined
      ? {}
      : { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }),
  });
  return { status: response.status, body: await response.json() };
}

const type = (focused: 'word' | 'count', applicationId?: string) =>
  admin('POST', '/autocomplete', {
    userId: MEMBER,
    guildId: emu.world.guild.id,
    channelId: GENERAL,
    name: 'pick',
    options: {},
    focused,
    ...(applicationId === undefined ? {} : { applicationId }),
  });

beforeAll(async () => {
  emu = await startEmulator({ now: () => T0, rateLimits: 'off' });
  const app = emu.world.application;
  rest = new REST({ token: app.botToken, baseUrl: emu.apiBaseUrl });
  await rest.commands.bulkOverwriteGlobalCommands(app.id, [pick]);
  const handler = createInteractionHandler({
    publicKey: app.publicKey,
    now: () => emu.context.clock.now(),
    commands: [
      command(pick, {
        run: (ctx) => ctx.reply('picked'),
        autocomplete: () => suggest(),
      }),
    ],
    restOptions: { baseUrl: emu.apiBaseUrl },
    onError: (error) => void errors.push(error),
  });
  server = createServer(toNodeListener(handler));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/interactions`;
  expect((await admin('PATCH', `/applications/${app.id}`, { interactionsEndpointUrl: url })).status).toBe(
    200,
  );
});

afterAll(async () => {
  server?.closeAllConnections();
  server?.close();
  await emu?.stop();
});

describe('autocomplete: one rule for characters, in the SDK and in the emulator', () => {
  it('spec "Limits" (choice name 1-100 characters, string value up to 100): 100 astral characters (200 UTF-16 units) pass the SDK\'s respond() and the emulator', async () => {
    suggest = () => [{ name: party(100), value: party(100) }];
    const res = await type('word');
    expect(res.body).toMatchObject({ status: 'answered', responseType: 8 });
    expect(res.body.choices).toEqual([{ name: party(100), value: party(100) }]);
  });

  it('spec "Limits": 101 astral characters are refused by the SDK before sending, at the JSON path', async () => {
    errors.length = 0;
    suggest = () => [{ name: party(101), value: 'x' }];
    const res = await type('word');
    // The bad list never leaves the handler: the SDK reports the error and answers with no suggestions.
    expect(res.body).toMatchObject({ status: 'answered', responseType: 8, choices: [] });
    expect(errors).toHaveLength(1);
    expect(errors[0]).toBeInstanceOf(InteractionError);
    expect((errors[0] as InteractionError).message).toMatch(
      /choices\[0\]\.name: Must be a string of 1 to 100 characters \(got 101\)/,
    );
  });

  it('service-facts "Interactions" (the focused option\'s type): the SDK checks suggestion values against the focused INTEGER option', async () => {
    errors.length = 0;
    suggest = () => [{ name: 'One', value: 'one' }];
    const res = await type('count');
    expect(res.body).toMatchObject({ status: 'answered', choices: [] });
    expect((errors[0] as InteractionError).message).toMatch(
      /choices\[0\]\.value: an INTEGER option's suggestion value is an integer/,
    );
    suggest = () => [{ name: 'One', value: 1 }];
    expect((await type('count')).body).toMatchObject({
      status: 'answered',
      choices: [{ name: 'One', value: 1 }],
    });
  });

  it('spec "Limits": the emulator counts code points too — 101 astral characters refused at data.choices[0].name, 100 accepted', async () => {
    // A second app without an endpoint gets the interaction over the gateway path and answers through the
    // callback endpoint with @slashkit/rest, which sends what it is given: the emulator's own check decides.
    const other = emu.world.applications.find(
      (a) => a.id !== emu.world.application.id && !a.interactionsEndpointUrl,
    );
    expect(other).toBeDefined();
    const otherRest = new REST({ token: other!.botToken, baseUrl: emu.apiBaseUrl });
    await otherRest.commands.createGlobalCommand(other!.id, pick);
    const refusals: APIError[] = [];
    const unsubscribe = emu.context.events.subscribe((event) => {
      if (event.type !== 'INTERACTION_CREATE') return;
      const i = event.data as Json;
      const answer = (name: string) =>
        otherRest.interactions.createInteractionResponse(i.id, i.token, {
          type: 8,
          data: { choices: [{ name, value: 'x' }] },
        });
      void answer(party(101)).catch((error: APIError) => {
        refusals.push(error);
        return answer(party(100));
      });
    });
    const res = await type('word', other!.id);
    unsubscribe();
    expect(refusals).toHaveLength(1);
    expect(refusals[0]).toBeInstanceOf(APIError);
    expect(refusals[0]?.jsonCode).toBe(50035);
    expect(refusals[0]?.fieldErrors).toMatchObject([
      { path: 'data.choices[0].name', code: 'BASE_TYPE_BAD_LENGTH' },
    ]);
    expect(res.body).toMatchObject({
      status: 'answered',
      respondedVia: 'callback',
      choices: [{ name: party(100) }],
    });
  });
});

describe('follow-ups', () => {
  it(`service-facts "Error bodies" (40094 follow-up limit): an interaction authorized only by a user install takes ${Limits.userInstallFollowUps} follow-ups through @slashkit/rest, the next is 400/40094, and edits still work`, async () => {
    const app = emu.world.application;
    expect((await admin('PATCH', `/applications/${app.id}`, { integrationTypes: [0, 1] })).status).toBe(200);
    const once = new SlashCommandBuilder()
      .setName('once')
      .setDescription('User-installed')
      .setIntegrationTypes(1)
      .setContexts(0, 1, 2);
    const guildWide = new SlashCommandBuilder()
      .setName('guildwide')
      .setDescription('Guild-installed')
      .setIntegrationTypes(0);
    await rest.commands.bulkOverwriteGlobalCommands(app.id, [pick, once, guildWide]);
    // The endpoint's handler knows only `pick`: take these over the gateway path instead.
    expect((await admin('PATCH', `/applications/${app.id}`, { interactionsEndpointUrl: null })).status).toBe(
      200,
    );
    const tokens: Json[] = [];
    const unsubscribe = emu.context.events.subscribe((event) => {
      if (event.type !== 'INTERACTION_CREATE') return;
      const i = event.data as Json;
      tokens.push(i);
      void rest.interactions.createInteractionResponse(i.id, i.token, { type: 4, data: { content: 'hi' } });
    });
    const run = (name: string) =>
      admin('POST', '/interactions', {
        userId: MEMBER,
        guildId: emu.world.guild.id,
        channelId: GENERAL,
        name,
      });
    expect((await run('once')).body.status).toBe('answered');
    expect((await run('guildwide')).body.status).toBe('answered');
    unsubscribe();
    const [userOnly, guildInstalled] = tokens;
    expect(userOnly.authorizing_integration_owners).toEqual({ '1': MEMBER });
    expect(guildInstalled.authorizing_integration_owners).toEqual({ '0': emu.world.guild.id });

    for (let n = 1; n <= Limits.userInstallFollowUps; n++)
      await rest.interactions.createFollowupMessage(app.id, userOnly.token, { content: `n${n}` });
    const refused = (await rest.interactions
      .createFollowupMessage(app.id, userOnly.token, { content: 'one too many' })
      .catch((e: unknown) => e)) as APIError;
    expect(refused).toBeInstanceOf(APIError);
    expect(refused.status).toBe(400);
    expect(refused.jsonCode).toBe(40094);
    expect(refused.message).not.toContain(userOnly.token);
    expect(
      (await rest.interactions.editOriginalInteractionResponse(app.id, userOnly.token, { content: 'edited' }))
        .content,
    ).toBe('edited');
    // A guild install covers the other one: no such limit.
    for (let n = 1; n <= Limits.userInstallFollowUps + 1; n++)
      await rest.interactions.createFollowupMessage(app.id, guildInstalled.token, { content: `g${n}` });
  });
});
