import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  hostileKeys,
  hostileVariants,
  prototypeSnapshot,
  withHostileKey,
} from '../../../test/support/hostile-keys.js';
import { seededRandom } from '../../../test/support/seeded-random.js';
import { createEmulator } from '../src/index.js';
import { defaultWorldSeed } from '../src/world/default-world-seed.js';
import { RawClient } from './gateway-raw-client.js';
import { type Harness, type Json, start } from './harness.js';
import {
  type Answer,
  fuzz as fuzzBody,
  fuzzedRoutes,
  RouteRecorder,
  sender as recordedSender,
} from './hostile-fuzz-support.js';
import { GENERAL } from './scripted-app.js';

// Every JSON body the emulator accepts — the API's command, permission, callback and webhook bodies, the
// admin API's, the gateway's client frames and a world seed — sent again with each of `hostileKeys` added at
// each level (its value from a fixed seed). Whatever the answer, nothing may be written into
// Object.prototype (or Object, or a built-in) and nothing may fail with a 5xx.

const seed = 0x27_2026;

let before: Record<string, string[]>;
beforeEach(() => {
  before = prototypeSnapshot();
});
afterEach(() => {
  // A failure must not leak into the next test of the file.
  for (const target of [Object.prototype, Object] as Record<string, unknown>[])
    for (const key of ['_errors', 'polluted', 'x']) delete target[key];
});

type Sent = Answer & { where: string };

const recorder = new RouteRecorder();

/** Sends every hostile variant of `body` (at most `limit`); returns what failed. */
const fuzz = (
  label: string,
  body: unknown,
  send: (text: string) => Promise<Answer>,
  random: () => number,
  limit?: number,
) => fuzzBody(label, body, send, random, before, limit);

function sender(h: Harness, method: string, path: string, authorization?: string) {
  return recordedSender(recorder, h, method, path, authorization);
}

const command = {
  name: 'fuzz',
  description: 'A command with every kind of field',
  name_localizations: { fr: 'flou', de: null },
  description_localizations: { fr: 'Une commande' },
  default_member_permissions: '0',
  contexts: [0, 1],
  integration_types: [0],
  options: [
    {
      type: 3,
      name: 'text',
      description: 'Text',
      name_localizations: { fr: 'texte' },
      choices: [{ name: 'a', value: 'a', name_localizations: { fr: 'à' } }],
    },
    { type: 4, name: 'count', description: 'Count', min_value: 1, max_value: 5 },
    { type: 6, name: 'who', description: 'Who' },
    { type: 3, name: 'query', description: 'Query', autocomplete: true },
    { type: 11, name: 'file', description: 'File' },
  ],
};

describe('hostile keys at every level of every JSON body the emulator accepts', () => {
  it('command and permission bodies of the API', { timeout: 60_000 }, async () => {
    const h = await start();
    const random = seededRandom(seed);
    const bot = `Bot ${h.app.botToken}`;
    const created = await h.api('POST', `/applications/${h.app.id}/guilds/${h.guild.id}/commands`, {
      body: command,
    });
    expect(created.status).toBe(201);
    const id = created.body.id as string;
    const owner = await h.bearer('admin', ['applications.commands.permissions.update']);
    const guild = `/applications/${h.app.id}/guilds/${h.guild.id}/commands`;
    const permissions = {
      permissions: [{ id: h.guild.id, type: 1, permission: true }],
    };
    const global = await h.api('POST', `/applications/${h.app.id}/commands`, { body: command });
    expect(global.status).toBe(201);
    // Eight routes take a command: a sample of each one's variants keeps the run as short as six had.
    const limit = 45;
    const failures = [
      ...(await fuzz(
        'POST global',
        command,
        sender(h, 'POST', `/applications/${h.app.id}/commands`, bot),
        random,
        limit,
      )),
      ...(await fuzz(
        'PUT global',
        [command],
        sender(h, 'PUT', `/applications/${h.app.id}/commands`, bot),
        random,
        limit,
      )),
      ...(await fuzz(
        'PATCH global',
        command,
        sender(h, 'PATCH', `/applications/${h.app.id}/commands/${global.body.id}`, bot),
        random,
        limit,
      )),
      ...(await fuzz('POST guild', command, sender(h, 'POST', guild, bot), random, limit)),
      ...(await fuzz('PATCH guild', command, sender(h, 'PATCH', `${guild}/${id}`, bot), random, limit)),
      ...(await fuzz('PUT guild', [{ ...command, id }], sender(h, 'PUT', guild, bot), random, limit)),
      ...(await fuzz(
        'PUT permissions',
        permissions,
        sender(h, 'PUT', `${guild}/${id}/permissions`, owner),
        random,
      )),
      ...(await fuzz(
        'PUT all permissions',
        [{ id, ...permissions }],
        sender(h, 'PUT', `${guild}/permissions`, bot),
        random,
      )),
    ];
    expect(failures).toEqual([]);
  });

  it('the admin API', { timeout: 60_000 }, async () => {
    const h = await start();
    const random = seededRandom(seed + 1);
    const user = h.user('member').id;
    const bodies: [method: string, path: string, body: unknown][] = [
      ['POST', '/_emulator/clock', { advanceMs: 1 }],
      ['POST', '/_emulator/applications', { name: 'Other', ownerId: h.guild.ownerId, flags: 0 }],
      [
        'PATCH',
        `/_emulator/applications/${h.app.id}`,
        {
          name: 'Renamed',
          flags: 0,
          discoverable: true,
          integrationTypes: [0, 1],
          redirectUris: ['http://127.0.0.1/callback'],
          guildIds: [h.guild.id],
          interactionsEndpointUrl: null,
        },
      ],
      ['POST', '/_emulator/tokens', { userId: user, scopes: ['identify'], expiresInMs: 1000 }],
      ['POST', '/_emulator/rate-limits', { profile: 'off' }],
      ['PATCH', '/_emulator/gateway', { heartbeatIntervalMs: 41_250 }],
      ['POST', '/_emulator/gateway/disconnect', { applicationId: h.app.id, action: 'close', code: 4000 }],
      [
        'POST',
        '/_emulator/oauth2/authorize',
        {
          userId: user,
          approve: true,
          params: {
            client_id: h.app.id,
            response_type: 'code',
            redirect_uri: 'http://127.0.0.1/callback',
            scope: 'identify',
          },
        },
      ],
      [
        'POST',
        '/_emulator/messages',
        { guildId: h.guild.id, channelId: GENERAL, authorId: user, content: 'hello' },
      ],
    ];
    const failures: string[] = [];
    for (const [method, path, body] of bodies)
      failures.push(...(await fuzz(`${method} ${path}`, body, sender(h, method, path), random)));
    expect(failures).toEqual([]);
  });

  it('interactions, components and modals: what a user sends, and what the app answers', {
    timeout: 60_000,
  }, async () => {
    const h = await start();
    const random = seededRandom(seed + 2);
    const guild = `/applications/${h.app.id}/guilds/${h.guild.id}/commands`;
    const usable = { ...command, default_member_permissions: null };
    for (const body of [
      usable,
      { name: 'panel', description: 'Panel' },
      { name: 'form', description: 'Form' },
      { name: 'plain', description: 'Plain' },
    ])
      expect((await h.api('POST', guild, { body })).status).toBe(201);
    const reply = {
      type: 4,
      data: {
        content: 'hello',
        flags: 0,
        allowed_mentions: { parse: [] },
        embeds: [
          {
            title: 't',
            description: 'd',
            color: 0x5865f2,
            fields: [{ name: 'n', value: 'v', inline: true }],
            footer: { text: 'f' },
            author: { name: 'a' },
          },
        ],
        components: [
          {
            type: 1,
            components: [{ type: 2, style: 1, custom_id: 'go', label: 'Go', emoji: { name: '🙂' } }],
          },
          {
            type: 1,
            components: [
              { type: 3, custom_id: 'pick', options: [{ label: 'A', value: 'a', default: false }] },
            ],
          },
        ],
      },
    };
    const modal = {
      type: 9,
      data: {
        custom_id: 'modal',
        title: 'Form',
        components: [
          { type: 1, components: [{ type: 4, custom_id: 'name', style: 1, label: 'Name' }] },
          {
            type: 18,
            label: 'Colour',
            component: { type: 3, custom_id: 'colour', options: [{ label: 'Red', value: 'red' }] },
          },
        ],
      },
    };
    // The app: each interaction is answered with the next queued body (a hostile variant), and, when the
    // emulator refuses that one, with a valid answer, so the user's request never waits for the deadline.
    const queue: string[] = [];
    const answers: Sent[] = [];
    const valid = (i: Json) =>
      i.type === 4
        ? { type: 8, data: { choices: [{ name: 'a', value: 'a' }] } }
        : i.type === 3
          ? { type: 6 }
          : i.data?.name === 'form'
            ? modal
            : i.data?.name === 'panel'
              ? reply
              : { type: 5 };
    const unsubscribe = h.emu.context.events.subscribe((event) => {
      if (event.type !== 'INTERACTION_CREATE') return;
      const interaction = event.data as Json;
      const url = `${h.emu.apiBaseUrl}/interactions/${interaction.id}/${interaction.token}/callback`;
      const post = (text: string) => {
        recorder.record('POST', url);
        return fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: text });
      };
      const hostile = queue.shift();
      void (async () => {
        if (hostile !== undefined) {
          const response = await post(hostile);
          answers.push({ where: 'callback', status: response.status, text: await response.text() });
          if (response.ok) return;
        }
        await post(JSON.stringify(valid(interaction)));
      })();
    });
    const user = h.user('member').id;
    const where = { userId: user, guildId: h.guild.id, channelId: GENERAL };
    const invoke = (name: string) => h.admin('POST', '/interactions', { ...where, name });
    const failures: string[] = [];

    // What the app answers: the callback body, each variant on a fresh interaction.
    for (const variant of hostileVariants(reply, random, 60)) {
      queue.push(variant.text);
      const outcome = await invoke('panel');
      if (outcome.status >= 500) failures.push(`invoke for callback ${variant.where}: ${outcome.status}`);
      if (JSON.stringify(prototypeSnapshot()) !== JSON.stringify(before))
        failures.push(`callback ${variant.where}: prototypes changed`);
    }
    expect(answers.length).toBeGreaterThan(0);
    failures.push(...answers.filter((a) => a.status >= 500).map((a) => `callback: ${a.status} ${a.text}`));

    // Follow-ups and edits of a deferred interaction.
    let token = '';
    const stop = h.emu.context.events.subscribe((event) => {
      if (event.type === 'INTERACTION_CREATE') token = (event.data as Json).token;
    });
    expect((await invoke('plain')).status).toBe(200);
    stop();
    const webhook = `/webhooks/${h.app.id}/${token}`;
    failures.push(
      ...(await fuzz('follow-up', reply.data, sender(h, 'POST', webhook), random, 60)),
      ...(await fuzz(
        'edit original',
        reply.data,
        sender(h, 'PATCH', `${webhook}/messages/@original`),
        random,
        60,
      )),
    );

    // What the user sends: invocations, autocomplete, components and modal submissions.
    const invocation = {
      ...where,
      name: 'fuzz',
      options: { text: 'a', count: 2, who: user, file: { filename: 'a.png', size: 1 } },
    };
    failures.push(
      ...(await fuzz('invoke', invocation, sender(h, 'POST', '/_emulator/interactions'), random)),
      ...(await fuzz(
        'autocomplete',
        { ...where, name: 'fuzz', options: { query: 'q' }, focused: 'query' },
        sender(h, 'POST', '/_emulator/autocomplete'),
        random,
      )),
    );
    const panel = await invoke('panel');
    const messageId = panel.body.messages?.[0]?.id;
    expect(typeof messageId).toBe('string');
    failures.push(
      ...(await fuzz(
        'component',
        { userId: user, messageId, customId: 'pick', values: ['a'] },
        sender(h, 'POST', '/_emulator/components'),
        random,
      )),
    );
    // A modal is submitted once: each variant gets a freshly opened one.
    const submit = sender(h, 'POST', '/_emulator/modals/submit');
    for (const variant of hostileVariants(
      { userId: user, fields: { name: 'Ada', colour: ['red'] } },
      random,
    )) {
      expect((await invoke('form')).status).toBe(200);
      const answer = await submit(variant.text);
      if (answer.status >= 500) failures.push(`modal ${variant.where}: ${answer.status} ${answer.text}`);
      if (JSON.stringify(prototypeSnapshot()) !== JSON.stringify(before))
        failures.push(`modal ${variant.where}: prototypes changed`);
    }
    unsubscribe();
    expect(failures).toEqual([]);
  });

  it("the gateway's client frames", { timeout: 60_000 }, async () => {
    const h = await start();
    const random = seededRandom(seed + 3);
    const gateway = (await h.api('GET', '/gateway/bot')).body.url as string;
    const identify = {
      op: 2,
      d: {
        token: h.app.botToken,
        intents: 1,
        properties: { os: 'linux', browser: 'fuzz', device: 'fuzz' },
        shard: [0, 1],
        presence: { status: 'online', activities: [], afk: false, since: null },
      },
    };
    const failures: string[] = [];
    const answers = new Set<string>();
    for (const { text, where } of hostileVariants(identify, random)) {
      const client = await RawClient.open(`${gateway}?v=10&encoding=json`);
      await client.next(10);
      // Past the identify rate limit (5 s on the emulator clock), so each Identify can start a session.
      await h.admin('POST', '/clock', { advanceMs: 5_000 });
      client.send(text);
      // READY, or the frame or close that refuses the Identify: either way the emulator answered it.
      const answer = await Promise.race([
        client.next().then((f) => `op ${f.op}`),
        client.closed.then((c) => `close ${c.code}`),
      ]);
      answers.add(answer);
      await client.close();
      if (JSON.stringify(prototypeSnapshot()) !== JSON.stringify(before))
        failures.push(`identify ${where}: prototypes changed`);
    }
    expect(failures).toEqual([]);
    // Some Identifies started a session; hostile ones may have been refused, never with a crash (1011).
    expect(answers).toContain('op 0');
    expect([...answers].filter((a) => a === 'close 1011')).toEqual([]);
  });

  it('a world seed', { timeout: 60_000 }, () => {
    const random = seededRandom(seed + 4);
    const failures: string[] = [];
    // A sample: every seed builds a whole emulator, and the seed has hundreds of places for a key.
    for (const { text, where } of hostileVariants(defaultWorldSeed, random, 150)) {
      try {
        createEmulator({ seed: JSON.parse(text) });
      } catch (error) {
        // A refused seed is fine when it says why; anything but a WorldSeedError is a crash.
        if ((error as Error).name !== 'WorldSeedError') failures.push(`seed ${where}: ${String(error)}`);
      }
      if (JSON.stringify(prototypeSnapshot()) !== JSON.stringify(before))
        failures.push(`seed ${where}: prototypes changed`);
    }
    expect(failures).toEqual([]);
    // The helper itself writes own keys, never through them.
    expect(Object.keys(JSON.parse(withHostileKey({}, [], hostileKeys[0], 1)))).toEqual(['__proto__']);
  });

  it('sent hostile bodies to every route this file covers (see hostile-fuzz-support.ts)', () => {
    expect([...recorder.reached].sort()).toEqual(expect.arrayContaining([...fuzzedRoutes.bodies]));
  });
});
