import {
  type APIApplicationCommandInteractionDataOption,
  type APIApplicationCommandOption,
  TextInputStyle,
} from '@slashkit/api';
import {
  CheckboxBuilder,
  CheckboxGroupBuilder,
  FileUploadBuilder,
  LabelBuilder,
  ModalBuilder,
  RadioGroupBuilder,
  StringSelectMenuBuilder,
  TextInputBuilder,
  UserSelectMenuBuilder,
} from '@slashkit/builders';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { hostileVariants, prototypeSnapshot } from '../../../test/support/hostile-keys.js';
import { seededRandom } from '../../../test/support/seeded-random.js';
import { createGatewayClient } from '../src/gateway/index.js';
import { type ChatInputContext, command, component, createInteractionHandler, modal } from '../src/index.js';
import { FakeGateway, virtualTime } from './gateway-support.js';
import { startBot } from './support/bot.js';
import { click, componentMessage, submit } from './support/component-fixtures.js';
import {
  bob,
  bobMember,
  file,
  interaction,
  message,
  modRole,
  resolvedAll,
  textChannel,
} from './support/fixtures.js';

// The SDK's receivers — the webhook handler and the gateway client's dispatch parsing — fed every interaction
// shape with each hostile key (`__proto__`, `constructor`, …) added at each level, from a fixed seed. Whatever
// the answer, nothing may be written into Object.prototype (or Object, or a built-in), no request may fail
// with a 5xx, and no handler may be handed a prototype or a function instead of data.

const seed = 0x27_1124;

const options: APIApplicationCommandInteractionDataOption[] = [
  { type: 3, name: 'text', value: 'hi' },
  { type: 6, name: 'who', value: bob.id },
  { type: 8, name: 'role', value: modRole.id },
  { type: 7, name: 'where', value: textChannel.id },
  { type: 11, name: 'file', value: file.id },
];
const definitions: APIApplicationCommandOption[] = [
  { type: 3, name: 'text', description: 'Text' },
  { type: 6, name: 'who', description: 'Who' },
  { type: 8, name: 'role', description: 'Role' },
  { type: 7, name: 'where', description: 'Where' },
  { type: 11, name: 'file', description: 'File' },
];

/** One interaction of every kind a bot receives, as the service sends it. */
const shapes = () => ({
  command: interaction({ name: 'fuzz', options, resolved: resolvedAll }),
  autocomplete: interaction({
    type: 4,
    name: 'search',
    options: [{ type: 3, name: 'query', value: 'q', focused: true }],
  }),
  user: interaction({
    name: 'Inspect',
    commandType: 2,
    targetId: bob.id,
    resolved: { users: { [bob.id]: bob }, members: { [bob.id]: bobMember } },
  }),
  message: interaction({
    name: 'Quote',
    commandType: 3,
    targetId: message.id,
    resolved: { messages: { [message.id]: message } },
  }),
  button: click({ customId: 'go', message: componentMessage('800000000000000001') }),
  select: click({
    customId: 'people',
    componentType: 5,
    values: [bob.id],
    resolved: { users: { [bob.id]: bob }, members: { [bob.id]: bobMember } },
  }),
  modal: submit({ customId: 'form', values: { name: 'Ada', notes: '' } }),
  modal2025: labelled('profile', [
    { type: 4, custom_id: 'name', value: 'Ada' },
    { type: 3, custom_id: 'colour', values: ['red'] },
    { type: 5, custom_id: 'who', values: [bob.id] },
    { type: 19, custom_id: 'files', values: [file.id] },
    { type: 21, custom_id: 'size', value: 's' },
  ]),
  modal2025Choices: labelled('choices', [
    { type: 22, custom_id: 'topics', values: ['a'] },
    { type: 23, custom_id: 'agree', value: true },
  ]),
});

/** A modal submission whose labels (type 18) hold `inner`, with the resolved users and attachments. */
function labelled(customId: string, inner: object[]) {
  const payload = submit({ customId, values: {} });
  (payload.data as { components: unknown[] }).components = [
    { type: 10, id: 1, content: 'Tell us' },
    ...inner.map((component, i) => ({ type: 18, id: i + 2, component })),
  ];
  payload.data.resolved = {
    users: { [bob.id]: bob },
    members: { [bob.id]: bobMember },
    attachments: { [file.id]: file },
  } as never;
  return payload;
}

const handed: unknown[] = [];
const commands = [
  command({ name: 'fuzz', description: 'Fuzz', options: definitions }, (ctx) => {
    handed.push(...Object.values((ctx as ChatInputContext).options));
    return ctx.reply('ok');
  }),
  command(
    {
      name: 'search',
      description: 'Search',
      options: [{ type: 3, name: 'query', description: 'Query', autocomplete: true }],
    },
    {
      run: (ctx) => ctx.reply('ok'),
      autocomplete: (ctx) => {
        handed.push(ctx.focused.value);
        return ctx.respond([{ name: 'a', value: 'a' }]);
      },
    },
  ),
  command({ name: 'Inspect', type: 2 }, (ctx) => {
    handed.push(ctx.target);
    return ctx.reply('ok');
  }),
  command({ name: 'Quote', type: 3 }, (ctx) => {
    handed.push(ctx.target);
    return ctx.reply('ok');
  }),
];
const components = [
  component('go', (ctx) => ctx.update('clicked')),
  component(new UserSelectMenuBuilder().setCustomId('people'), (ctx) => {
    handed.push(...ctx.users);
    return ctx.reply('ok');
  }),
];
const modals = [
  modal(
    new ModalBuilder()
      .setCustomId('form')
      .setTitle('Form')
      .addTextInputs(
        new TextInputBuilder().setCustomId('name').setLabel('Name'),
        new TextInputBuilder()
          .setCustomId('notes')
          .setLabel('Notes')
          .setStyle(TextInputStyle.Paragraph)
          .setRequired(false),
      ),
    (ctx) => {
      handed.push(...Object.values(ctx.fields));
      return ctx.reply('ok');
    },
  ),
  modal(
    new ModalBuilder()
      .setCustomId('profile')
      .setTitle('Profile')
      .addLabelComponents(
        new LabelBuilder().setLabel('Name').setTextInputComponent(new TextInputBuilder().setCustomId('name')),
        new LabelBuilder()
          .setLabel('Colour')
          .setStringSelectMenuComponent(
            new StringSelectMenuBuilder().setCustomId('colour').addOptions({ label: 'Red', value: 'red' }),
          ),
        new LabelBuilder()
          .setLabel('Who')
          .setUserSelectMenuComponent(new UserSelectMenuBuilder().setCustomId('who')),
        new LabelBuilder()
          .setLabel('Files')
          .setFileUploadComponent(new FileUploadBuilder().setCustomId('files')),
        new LabelBuilder()
          .setLabel('Size')
          .setRadioGroupComponent(
            new RadioGroupBuilder()
              .setCustomId('size')
              .addOptions({ label: 'S', value: 's' }, { label: 'L', value: 'l' }),
          ),
      ),
    (ctx) => {
      handed.push(...Object.values(ctx.fields).flat());
      return ctx.reply('ok');
    },
  ),
  modal(
    new ModalBuilder()
      .setCustomId('choices')
      .setTitle('Choices')
      .addLabelComponents(
        new LabelBuilder()
          .setLabel('Topics')
          .setCheckboxGroupComponent(
            new CheckboxGroupBuilder()
              .setCustomId('topics')
              .setMinValues(0)
              .addOptions({ label: 'A', value: 'a' }, { label: 'B', value: 'b' }),
          ),
        new LabelBuilder().setLabel('Agree').setCheckboxComponent(new CheckboxBuilder().setCustomId('agree')),
      ),
    (ctx) => {
      handed.push(...Object.values(ctx.fields).flat());
      return ctx.reply('ok');
    },
  ),
];

let before: Record<string, string[]>;
beforeEach(() => {
  before = prototypeSnapshot();
  handed.length = 0;
});
afterEach(() => {
  for (const target of [Object.prototype, Object] as Record<string, unknown>[])
    for (const key of ['_errors', 'polluted', 'x']) delete target[key];
});

/** What a handler was handed that is not data: a function, or a built-in prototype. */
function notData(values: readonly unknown[]): string[] {
  const prototypes = new Set<unknown>([Object.prototype, Array.prototype, Function.prototype]);
  return values.flatMap((value) =>
    typeof value === 'function' || prototypes.has(value) ? [String(value).slice(0, 40)] : [],
  );
}

describe('hostile keys at every level of what the SDK receives', () => {
  let bot: Awaited<ReturnType<typeof startBot>>;
  const errors: unknown[] = [];
  beforeAll(async () => {
    bot = await startBot({ commands, components, modals, onError: (error) => void errors.push(error) });
  });
  afterAll(() => bot.close());

  it('the webhook handler: every interaction shape, each hostile key at each level', {
    timeout: 60_000,
  }, async () => {
    const random = seededRandom(seed);
    const failures: string[] = [];
    let answered = 0;
    let id = 880000000000000000n;
    for (const [kind, shape] of Object.entries(shapes())) {
      // The shape as it is reaches its handler: what a variant is refused for is its hostile key.
      const plain = JSON.stringify({ ...shape, id: String(++id) });
      const response = await fetch(bot.url, { method: 'POST', headers: bot.sign(plain), body: plain });
      expect(response.status, kind).toBe(200);
      // Every handler but the button's hands on what it was given.
      if (kind !== 'button') expect(handed.splice(0).length, kind).toBeGreaterThan(0);
      // A sample of each shape's variants: nine shapes cost what seven did.
      for (const variant of hostileVariants(shape, random, 100)) {
        // A new interaction id each time, or the handler refuses the request as a replay.
        const parsed = JSON.parse(variant.text);
        parsed.id = String(++id);
        const text = JSON.stringify(parsed);
        const { where } = variant;
        const response = await fetch(bot.url, { method: 'POST', headers: bot.sign(text), body: text });
        const body = await response.text();
        if (response.status >= 500)
          failures.push(`${kind} ${where}: ${response.status} ${body.slice(0, 200)}`);
        if (response.status === 200) answered++;
        if (JSON.stringify(prototypeSnapshot()) !== JSON.stringify(before))
          failures.push(`${kind} ${where}: prototypes changed`);
        const bad = notData(handed.splice(0));
        if (bad.length > 0) failures.push(`${kind} ${where}: handed ${bad.join(', ')}`);
      }
    }
    expect(failures).toEqual([]);
    // Hostile keys in places the service never reads are ignored: most variants still run their handler.
    expect(answered).toBeGreaterThan(100);
    // Refusals are reported as the SDK's errors, never as a TypeError out of a lookup.
    expect(errors.filter((e) => e instanceof TypeError)).toEqual([]);
  });

  it('the gateway client: dispatch frames and their payloads, each hostile key at each level', {
    timeout: 60_000,
  }, async () => {
    const random = seededRandom(seed + 1);
    const gateway = await FakeGateway.start();
    const clock = virtualTime();
    const handler = createInteractionHandler({
      publicKey: '00'.repeat(32),
      commands,
      components,
      modals,
      onError: () => {},
    });
    const callbacks: unknown[] = [];
    const client = createGatewayClient({
      token: 'secret-token',
      gatewayUrl: gateway.wsUrl,
      timers: clock.timers,
      now: clock.now,
      random: () => 0.5,
      identifyLimiter: { acquire: async () => {} },
      handler,
      rest: {
        interactions: { createInteractionResponse: async (_id, _token, body) => void callbacks.push(body) },
      },
    });
    const clientErrors: unknown[] = [];
    client.on('error', (error) => clientErrors.push(error));
    // Each new connection is identified at once and answered READY, so a violation only costs a reconnect.
    let seq = 1;
    gateway.onFrame = (frame, connection) => {
      if (frame.op === 2) connection.ready('session', undefined, ++seq);
      if (frame.op === 6) connection.dispatch('RESUMED', ++seq, null);
    };
    client.on('reconnecting', () => queueMicrotask(() => clock.fireNext()));
    await client.connect();
    const failures: string[] = [];
    const frames: [label: string, value: unknown][] = [
      ...Object.entries(shapes()).map(
        ([kind, shape]) => [kind, { op: 0, t: 'INTERACTION_CREATE', s: 0, d: shape }] as [string, unknown],
      ),
      [
        'permissions update',
        {
          op: 0,
          t: 'APPLICATION_COMMAND_PERMISSIONS_UPDATE',
          s: 0,
          d: {
            id: '1',
            application_id: '1',
            guild_id: '2',
            permissions: [{ id: '2', type: 1, permission: true }],
          },
        },
      ],
      ['hello', { op: 10, d: { heartbeat_interval: 45_000 } }],
    ];
    for (const [label, frame] of frames) {
      for (const { text, where } of hostileVariants(frame, random)) {
        const connection = gateway.connections.at(-1)!;
        const restarted = new Promise<void>((resolve) => {
          const offs = [client.on('ready', () => done()), client.on('resumed', () => done())];
          const done = () => {
            for (const off of offs) off();
            resolve();
          };
        });
        // A fresh sequence number, so no frame is dropped as a replay.
        connection.raw(text.replace('"s":0', `"s":${++seq}`));
        // Round trip: the gateway asks for a heartbeat, which the client sends once it has read the frame
        // before; a frame it refuses restarts the connection instead (a violation, then ready again).
        connection.send({ op: 1, d: null });
        await Promise.race([connection.next(1).catch(() => restarted), restarted]);
        if (client.state !== 'ready') await restarted;
        if (JSON.stringify(prototypeSnapshot()) !== JSON.stringify(before))
          failures.push(`${label} ${where}: prototypes changed`);
        const bad = notData(handed.splice(0));
        if (bad.length > 0) failures.push(`${label} ${where}: handed ${bad.join(', ')}`);
        if (client.state !== 'ready') failures.push(`${label} ${where}: client ${client.state}`);
      }
    }
    expect(failures).toEqual([]);
    expect(callbacks.length).toBeGreaterThan(50);
    const closing = client.close();
    clock.fireAll();
    await closing;
    await gateway.stop();
  });

  it('options named __proto__ and constructor reach the handler as their own values', async () => {
    let seen: Record<string, unknown> | undefined;
    const named = await startBot({
      commands: [
        command(
          {
            name: 'odd',
            description: 'Odd names',
            options: [
              { type: 6, name: '__proto__', description: 'A user' },
              { type: 3, name: 'constructor', description: 'Text' },
            ],
          },
          (ctx) => {
            seen = (ctx as ChatInputContext).options;
            return ctx.reply('ok');
          },
        ),
      ],
    });
    try {
      const answer = await named.send(
        interaction({
          name: 'odd',
          options: [
            { type: 6, name: '__proto__', value: bob.id },
            { type: 3, name: 'constructor', value: 'hi' },
          ],
          resolved: { users: { [bob.id]: bob }, members: { [bob.id]: bobMember } },
        }),
      );
      expect(answer.status).toBe(200);
      expect(Object.keys(seen!)).toEqual(['__proto__', 'constructor']);
      expect(Object.getPrototypeOf(seen)).toBe(Object.prototype);
      expect(Object.getOwnPropertyDescriptor(seen, '__proto__')?.value).toMatchObject({
        user: { id: bob.id },
      });
      expect(seen!.constructor).toBe('hi');
    } finally {
      await named.close();
    }
  });
});
