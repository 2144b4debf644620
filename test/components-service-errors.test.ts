import { type RunningEmulator, startEmulator } from '@slashkit/emulator';
import { APIError, REST } from '@slashkit/rest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SignedEndpoint, startSignedEndpoint } from './support/signed-endpoint.js';

// Every invalid component body and every wrong response type gets the service's error (400, 50035) with
// its JSON path, from the emulator, as @slashkit/rest reports it: the app's endpoint (node:http, checking
// signatures) answers 202 and talks to the callback and webhook endpoints with @slashkit/rest.
// service-facts "Message components and modals".

// biome-ignore lint/suspicious/noExplicitAny: payloads and admin answers are asserted field by field.
type Json = any;

const GENERAL = '1250000000000000402';
const MEMBER = '1250000000000000204';

let emu: RunningEmulator;
let app: SignedEndpoint;
let rest: REST;
let onInteraction: (interaction: Json) => Promise<void> = async () => {};

const button = (n: number, extra: Json = {}) => ({
  type: 2,
  style: 1,
  label: `B${n}`,
  custom_id: `b${n}`,
  ...extra,
});
const row = (...components: Json[]): Json => ({ type: 1, components });
const poll: Json = { content: 'Vote', components: [row(button(1), button(2))] };
const textInput: Json = { type: 4, custom_id: 'why', style: 1, label: 'Why' };
const modal: Json = { custom_id: 'why', title: 'Why?', components: [row(textInput)] };

/** Message bodies the service refuses, and where it says the problem is (under the body). */
const badBodies: [string, Json, (string | number)[], string][] = [
  [
    'six buttons in a row',
    { content: 'x', components: [row(...[1, 2, 3, 4, 5, 6].map((n) => button(n)))] },
    ['components', 0, 'components', 5],
    'COMPONENT_LAYOUT_WIDTH_EXCEEDED',
  ],
  [
    'a button beside a select menu',
    {
      content: 'x',
      components: [row(button(1), { type: 3, custom_id: 's', options: [{ label: 'A', value: 'a' }] })],
    },
    ['components', 0, 'components', 1],
    'COMPONENT_LAYOUT_WIDTH_EXCEEDED',
  ],
  [
    'a repeated custom_id',
    { content: 'x', components: [row(button(1), button(1))] },
    ['components', 0, 'components', 1],
    'COMPONENT_CUSTOM_ID_DUPLICATED',
  ],
  [
    'a custom_id of 101 characters',
    { content: 'x', components: [row(button(1, { custom_id: 'x'.repeat(101) }))] },
    ['components', 0, 'components', 0, 'custom_id'],
    'BASE_TYPE_BAD_LENGTH',
  ],
  [
    'six action rows',
    { content: 'x', components: [1, 2, 3, 4, 5, 6].map((n) => row(button(n))) },
    ['components'],
    'BASE_TYPE_MAX_LENGTH',
  ],
  [
    'a link button with a custom_id',
    {
      content: 'x',
      components: [row({ type: 2, style: 5, label: 'Docs', url: 'https://example.com', custom_id: 'docs' })],
    },
    ['components', 0, 'components', 0, 'custom_id'],
    'COMPONENT_FIELD_INVALID',
  ],
  [
    'max_values above the options',
    {
      content: 'x',
      components: [row({ type: 3, custom_id: 's', max_values: 3, options: [{ label: 'A', value: 'a' }] })],
    },
    ['components', 0, 'components', 0, 'max_values'],
    'COMPONENT_MIN_MAX_INVALID',
  ],
  [
    'a text input in a message',
    { content: 'x', components: [row(textInput)] },
    ['components', 0, 'components', 0, 'type'],
    'UNION_TYPE_CHOICES',
  ],
  [
    'a button label of 81 characters',
    { content: 'x', components: [row(button(1, { label: 'x'.repeat(81) }))] },
    ['components', 0, 'components', 0, 'label'],
    'BASE_TYPE_MAX_LENGTH',
  ],
];

/** Modals the service refuses (answer type 9), and where. */
const badModals: [string, Json, (string | number)[], string][] = [
  [
    'a button in a modal',
    { ...modal, components: [row(button(1))] },
    ['data', 'components', 0, 'components', 0, 'type'],
    'UNION_TYPE_CHOICES',
  ],
  [
    'a title of 46 characters',
    { ...modal, title: 'x'.repeat(46) },
    ['data', 'title'],
    'BASE_TYPE_BAD_LENGTH',
  ],
  ['no components', { ...modal, components: [] }, ['data', 'components'], 'BASE_TYPE_BAD_LENGTH'],
];

async function admin(path: string, body: unknown): Promise<Json> {
  const res = await fetch(`${emu.url}/_emulator${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return res.json();
}
const run = (name: string) =>
  admin('/interactions', { userId: MEMBER, guildId: emu.world.guild.id, channelId: GENERAL, name });

/** What a refused call threw, as the path, code and status a user of @slashkit/rest sees. */
async function refused(
  call: Promise<unknown>,
): Promise<{ status: number; jsonCode: number; path: string; code: string }> {
  const error = await call.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(APIError);
  const { status, jsonCode, fieldErrors } = error as APIError;
  return { status, jsonCode, path: fieldErrors[0]?.path ?? '', code: fieldErrors[0]?.code ?? '' };
}

const formatPath = (path: (string | number)[]) =>
  path.map((p, i) => (typeof p === 'number' ? `[${p}]` : i === 0 ? p : `.${p}`)).join('');

beforeAll(async () => {
  emu = await startEmulator({ port: 0, rateLimits: 'off' });
  rest = new REST({ baseUrl: emu.apiBaseUrl });
  app = await startSignedEndpoint<Json>(emu.world.application.publicKey, (interaction) =>
    onInteraction(interaction).then(() => undefined),
  );
  const bot = new REST({ token: emu.world.application.botToken, baseUrl: emu.apiBaseUrl });
  const appId = emu.world.application.id;
  await bot.commands.createGuildCommand(appId, emu.world.guild.id, { name: 'poll', description: 'A poll' });
  await bot.commands.createGuildCommand(appId, emu.world.guild.id, {
    name: 'find',
    description: 'Find',
    options: [{ type: 3, name: 'q', description: 'Query', autocomplete: true }],
  });
  const patched = await fetch(`${emu.url}/_emulator/applications/${appId}`, {
    method: 'PATCH',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      interactionsEndpointUrl: app.url,
    }),
  });
  expect(patched.status).toBe(200);
});
afterAll(async () => {
  app?.close();
  await emu?.stop();
});

describe('invalid component bodies', () => {
  it.each(badBodies)(
    '%s: refused in a reply, a follow-up, an edit and an UPDATE_MESSAGE, at its path',
    async (_name, bad, path, code) => {
      const appId = emu.world.application.id;
      const seen: Record<string, Json> = {};
      onInteraction = async (i) => {
        if (i.type === 2) {
          seen.reply = await refused(
            rest.interactions.createInteractionResponse(i.id, i.token, { type: 4, data: bad }),
          );
          await rest.interactions.createInteractionResponse(i.id, i.token, { type: 4, data: poll });
          seen.followUp = await refused(rest.interactions.createFollowupMessage(appId, i.token, bad));
          seen.edit = await refused(rest.interactions.editOriginalInteractionResponse(appId, i.token, bad));
        } else {
          seen.update = await refused(
            rest.interactions.createInteractionResponse(i.id, i.token, { type: 7, data: bad }),
          );
          await rest.interactions.createInteractionResponse(i.id, i.token, { type: 6 });
        }
      };
      const posted = await run('poll');
      expect(posted.status).toBe('answered');
      const clicked = await admin('/components', {
        userId: MEMBER,
        messageId: posted.messages[0].id,
        customId: 'b1',
      });
      expect(clicked.status).toBe('answered');
      const under = (prefix: (string | number)[]) => ({
        status: 400,
        jsonCode: 50035,
        path: formatPath([...prefix, ...path]),
        code,
      });
      expect(seen.reply).toEqual(under(['data']));
      expect(seen.update).toEqual(under(['data']));
      expect(seen.followUp).toEqual(under([]));
      expect(seen.edit).toEqual(under([]));
    },
  );

  it.each(badModals)('%s: refused as a modal (9), at its path', async (_name, bad, path, code) => {
    let seen: Json;
    onInteraction = async (i) => {
      seen = await refused(
        rest.interactions.createInteractionResponse(i.id, i.token, { type: 9, data: bad }),
      );
      await rest.interactions.createInteractionResponse(i.id, i.token, { type: 9, data: modal });
    };
    expect((await run('poll')).responseType).toBe(9);
    expect(seen).toEqual({ status: 400, jsonCode: 50035, path: formatPath(path), code });
  });
});

describe('wrong response types', () => {
  const wrong = (types: number[]) =>
    types.map((type) => ({
      type,
      data: type === 8 ? { choices: [] } : type === 9 ? modal : { content: 'x' },
    }));

  it('refuses 6, 7 and 8 to a command; 1, 8 and 12 to a component; 6, 7 and 9 to a modal a command opened; 4 and 9 to autocomplete', async () => {
    const refusals: Json[] = [];
    const tryAll = async (i: Json, bodies: Json[]) => {
      for (const body of bodies)
        refusals.push({
          interaction: i.type,
          response: body.type,
          ...(await refused(rest.interactions.createInteractionResponse(i.id, i.token, body))),
        });
    };
    onInteraction = async (i) => {
      if (i.type === 2) {
        await tryAll(i, wrong([6, 7, 8]));
        await rest.interactions.createInteractionResponse(
          i.id,
          i.token,
          i.data.name === 'poll' ? { type: 4, data: poll } : { type: 9, data: modal },
        );
      } else if (i.type === 3) {
        await tryAll(i, wrong([1, 8, 12]));
        await rest.interactions.createInteractionResponse(i.id, i.token, { type: 6 });
      } else if (i.type === 5) {
        await tryAll(i, wrong([6, 7, 9]));
        await rest.interactions.createInteractionResponse(i.id, i.token, {
          type: 4,
          data: { content: 'thanks' },
        });
      } else {
        await tryAll(i, wrong([4, 9]));
        await rest.interactions.createInteractionResponse(i.id, i.token, { type: 8, data: { choices: [] } });
      }
    };
    const posted = await run('poll');
    expect(
      (await admin('/components', { userId: MEMBER, messageId: posted.messages[0].id, customId: 'b1' }))
        .status,
    ).toBe('answered');
    const opened = await admin('/interactions', {
      userId: MEMBER,
      guildId: emu.world.guild.id,
      channelId: GENERAL,
      name: 'find',
    });
    expect(opened.responseType).toBe(9);
    expect((await admin('/modals/submit', { userId: MEMBER, fields: { why: 'because' } })).status).toBe(
      'answered',
    );
    const typed = await admin('/autocomplete', {
      userId: MEMBER,
      guildId: emu.world.guild.id,
      channelId: GENERAL,
      name: 'find',
      options: { q: 'a' },
      focused: 'q',
    });
    expect(typed.status).toBe('answered');
    expect(refusals.map((r) => [r.interaction, r.response])).toEqual([
      [2, 6],
      [2, 7],
      [2, 8],
      [3, 1],
      [3, 8],
      [3, 12],
      [2, 6],
      [2, 7],
      [2, 8],
      [5, 6],
      [5, 7],
      [5, 9],
      [4, 4],
      [4, 9],
    ]);
    for (const r of refusals)
      expect(r).toMatchObject({
        status: 400,
        jsonCode: 50035,
        path: 'type',
        code: 'INTERACTION_RESPONSE_TYPE_INVALID',
      });
  });
});
