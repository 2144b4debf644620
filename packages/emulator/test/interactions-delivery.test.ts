import { createPublicKey, verify } from 'node:crypto';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { type Harness, type Json, start } from './harness.js';

// Interaction delivery against a real app endpoint (node:http, 127.0.0.1, port 0) that verifies
// signatures with node:crypto, as a bot would.

type Answer = { status: number; body?: unknown };
type AppHandler = (
  interaction: Json,
  raw: { headers: IncomingMessage['headers'] },
) => Answer | Promise<Answer>;

const spkiPrefix = Buffer.from('302a300506032b6570032100', 'hex');
const closers: (() => Promise<void>)[] = [];
afterEach(async () => {
  await Promise.all(closers.splice(0).map((close) => close()));
});

/** An app's interactions endpoint: 401 on a bad signature, PONG to PING, else `handler`. */
async function startApp(publicKeyHex: string, handler: AppHandler) {
  const key = createPublicKey({
    key: Buffer.concat([spkiPrefix, Buffer.from(publicKeyHex, 'hex')]),
    format: 'der',
    type: 'spki',
  });
  const received: Json[] = [];
  const server = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks).toString();
    const signature = String(req.headers['x-signature-ed25519'] ?? '');
    const timestamp = String(req.headers['x-signature-timestamp'] ?? '');
    const ok =
      /^[0-9a-f]{128}$/.test(signature) &&
      verify(null, Buffer.from(timestamp + body), key, Buffer.from(signature, 'hex'));
    if (!ok) {
      res.writeHead(401).end('invalid request signature');
      return;
    }
    const interaction = JSON.parse(body);
    if (interaction.type === 1) {
      res.writeHead(200, { 'content-type': 'application/json' }).end('{"type":1}');
      return;
    }
    received.push(interaction);
    const answer = await handler(interaction, { headers: req.headers });
    res.writeHead(answer.status, answer.body === undefined ? {} : { 'content-type': 'application/json' });
    res.end(answer.body === undefined ? undefined : JSON.stringify(answer.body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/interactions`;
  closers.push(
    () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  );
  return { url, received };
}

function gate<T = void>() {
  let open!: (value: T) => void;
  const promise = new Promise<T>((resolve) => {
    open = resolve;
  });
  return { promise, open };
}

const GENERAL = '1250000000000000402';

async function withCommands(h: Harness) {
  const roll = await h.api('POST', `/applications/${h.app.id}/commands`, {
    body: {
      name: 'roll',
      description: 'Rolls dice',
      options: [
        { type: 4, name: 'sides', description: 'Sides', required: true, min_value: 2, max_value: 100 },
        {
          type: 3,
          name: 'style',
          description: 'Style',
          choices: [
            { name: 'Plain', value: 'plain' },
            { name: 'Fancy', value: 'fancy' },
          ],
        },
        { type: 6, name: 'for', description: 'For whom' },
      ],
    },
  });
  const search = await h.api('POST', `/applications/${h.app.id}/commands`, {
    body: {
      name: 'search',
      description: 'Search',
      options: [
        { type: 3, name: 'query', description: 'Query', required: true, autocomplete: true },
        { type: 4, name: 'limit', description: 'Limit', min_value: 1, max_value: 10 },
      ],
    },
  });
  expect(roll.status).toBe(201);
  expect(search.status).toBe(201);
  return { roll: roll.body, search: search.body };
}

async function setEndpoint(h: Harness, url: string) {
  return h.admin('PATCH', `/applications/${h.app.id}`, { interactionsEndpointUrl: url });
}

function run(h: Harness, body: Record<string, unknown>) {
  return h.admin('POST', '/interactions', {
    userId: h.user('member').id,
    guildId: h.guild.id,
    channelId: GENERAL,
    ...body,
  });
}

describe('setting the interactions endpoint URL', () => {
  it('saves a URL whose endpoint answers the signed PING and refuses a bad signature', async () => {
    const h = await start();
    const app = await startApp(h.app.publicKey, () => ({
      status: 200,
      body: { type: 4, data: { content: 'hi' } },
    }));
    const res = await setEndpoint(h, app.url);
    expect(res.status).toBe(200);
    expect(res.body.interactionsEndpointUrl).toBe(app.url);
  });

  it('refuses an endpoint that does not check signatures, saying why, and keeps the old URL', async () => {
    const h = await start();
    const lax = createServer((_req, res) =>
      res.writeHead(200, { 'content-type': 'application/json' }).end('{"type":1}'),
    );
    await new Promise<void>((resolve) => lax.listen(0, '127.0.0.1', resolve));
    closers.push(() => new Promise<void>((resolve) => lax.close(() => resolve())));
    const res = await setEndpoint(h, `http://127.0.0.1:${(lax.address() as AddressInfo).port}/`);
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/invalid signature got HTTP 200 instead of 401/);
    expect((await h.admin('GET', '/world')).body.application.interactionsEndpointUrl).toBeNull();
  });

  it('refuses a server that has no webhook at the path given, and says to give the path it serves', async () => {
    const h = await start();
    // The examples' way: the webhook at /interactions, 404 anywhere else.
    const app = createServer((req, res) => res.writeHead(req.url === '/interactions' ? 200 : 404).end());
    await new Promise<void>((resolve) => app.listen(0, '127.0.0.1', resolve));
    closers.push(() => new Promise<void>((resolve) => app.close(() => resolve())));
    const origin = `http://127.0.0.1:${(app.address() as AddressInfo).port}`;
    const res = await setEndpoint(h, origin);
    expect(res.status).toBe(400);
    expect(res.body.message).toContain('the signed PING got HTTP 404');
    expect(res.body.message).toContain(
      `A server answers at ${new URL(origin).host} but not with the webhook at /: give the URL of the path the bot serves it on (e.g. ${origin}/interactions, where the examples serve it)`,
    );
  });

  it('refuses an endpoint checking another key (the PING fails) and one that cannot be reached', async () => {
    const h = await start();
    const other = await startApp(h.emu.world.applications[1]!.publicKey, () => ({ status: 500 }));
    const wrongKey = await setEndpoint(h, other.url);
    expect(wrongKey.status).toBe(400);
    expect(wrongKey.body.message).toMatch(/signed PING got HTTP 401/);
    const closed = await setEndpoint(h, 'http://127.0.0.1:1/nothing');
    expect(closed.status).toBe(400);
    expect(closed.body.message).toMatch(/the PING to .* failed/);
    const notUrl = await setEndpoint(h, 'not a url');
    expect(notUrl.status).toBe(400);
  });
});

describe('POST /_emulator/interactions over HTTP', () => {
  it('delivers a signed interaction with every field and records the inline reply', async () => {
    const h = await start();
    const { roll } = await withCommands(h);
    const app = await startApp(h.app.publicKey, (i) => ({
      status: 200,
      body: { type: 4, data: { content: `rolled ${i.data.options[0].value}` } },
    }));
    await setEndpoint(h, app.url);
    const res = await run(h, {
      name: 'roll',
      options: { sides: '20', style: 'Fancy', for: h.user('newbie').id },
      locale: 'fr',
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      status: 'answered',
      delivery: 'http',
      responseType: 4,
      respondedVia: 'inline',
    });
    expect(res.body.messages).toHaveLength(1);
    expect(res.body.messages[0]).toMatchObject({
      content: 'rolled 20',
      channel_id: GENERAL,
      type: 20,
      author: { id: h.app.id, bot: true },
    });
    const interaction = app.received[0];
    expect(interaction).toMatchObject({
      id: res.body.interactionId,
      application_id: h.app.id,
      type: 2,
      version: 1,
      guild_id: h.guild.id,
      channel_id: GENERAL,
      channel: { id: GENERAL, type: 0, name: 'general' },
      locale: 'fr',
      guild_locale: 'en-US',
      entitlements: [],
      authorizing_integration_owners: { '0': h.guild.id },
      context: 0,
      attachment_size_limit: 10485760,
      member: {
        user: { id: h.user('member').id, username: 'member' },
        roles: ['1250000000000000303'],
        mute: false,
        deaf: false,
      },
      data: {
        id: roll.id,
        name: 'roll',
        type: 1,
        version: roll.version,
        options: [
          { name: 'sides', type: 4, value: 20 },
          { name: 'style', type: 3, value: 'fancy' },
          { name: 'for', type: 6, value: h.user('newbie').id },
        ],
      },
    });
    expect(typeof interaction.token).toBe('string');
    expect(typeof interaction.member.permissions).toBe('string');
    expect(typeof interaction.app_permissions).toBe('string');
    expect(interaction.user).toBeUndefined();
    const member = interaction.data.resolved.members[h.user('newbie').id];
    expect(member).toMatchObject({ nick: 'fresh', roles: [] });
    expect(member).not.toHaveProperty('user');
    expect(member).not.toHaveProperty('deaf');
    expect(member).not.toHaveProperty('mute');
    expect(interaction.data.resolved.users[h.user('newbie').id].username).toBe('newbie');
    const listed = await h.admin('GET', `/messages?interactionId=${res.body.interactionId}`);
    expect(listed.body.map((m: Json) => m.content)).toEqual(['rolled 20']);
    expect(JSON.stringify(res.body)).not.toContain(interaction.token);
  });

  it('accepts 202 and a callback, then follow-ups, edits and deletes through the webhook endpoints', async () => {
    const h = await start();
    await withCommands(h);
    const app = await startApp(h.app.publicKey, async (i) => {
      const callback = await fetch(
        `${h.emu.apiBaseUrl}/interactions/${i.id}/${i.token}/callback?with_response=true`,
        {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ type: 5, data: { flags: 64 } }),
        },
      );
      expect(callback.status).toBe(200);
      const withResponse = (await callback.json()) as Json;
      expect(withResponse).toMatchObject({
        interaction: { id: i.id, type: 2, response_message_loading: true, response_message_ephemeral: true },
        resource: { type: 5 },
      });
      // A deferral has no message yet, so the answer carries none.
      expect(withResponse.resource).toEqual({ type: 5 });
      return { status: 202 };
    });
    await setEndpoint(h, app.url);
    const res = await run(h, { name: 'roll', options: { sides: 6 } });
    expect(res.body).toMatchObject({ status: 'answered', responseType: 5, respondedVia: 'callback' });
    expect(res.body.messages[0].flags).toBe(64 | 128);
    const { token } = app.received[0];
    const hook = `${h.emu.apiBaseUrl}/webhooks/${h.app.id}/${token}`;
    const json = { 'content-type': 'application/json' };
    // The first follow-up after a deferral fills in the "thinking…" message.
    const first = await fetch(hook, {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ content: 'done' }),
    });
    const filled = (await first.json()) as Json;
    expect(filled).toMatchObject({ id: res.body.messages[0].id, content: 'done', flags: 64 });
    const second = (await (
      await fetch(hook, { method: 'POST', headers: json, body: JSON.stringify({ content: 'more' }) })
    ).json()) as Json;
    expect(second.id).not.toBe(filled.id);
    const edited = await fetch(`${hook}/messages/${second.id}`, {
      method: 'PATCH',
      headers: json,
      body: JSON.stringify({ content: 'more, edited' }),
    });
    expect(((await edited.json()) as Json).content).toBe('more, edited');
    expect(((await (await fetch(`${hook}/messages/@original`)).json()) as Json).content).toBe('done');
    expect((await fetch(`${hook}/messages/@original`, { method: 'DELETE' })).status).toBe(204);
    expect((await fetch(`${hook}/messages/@original`)).status).toBe(404);
    const left = await h.admin('GET', `/messages?channelId=${GENERAL}`);
    expect(left.body.map((m: Json) => m.content)).toEqual(['more, edited']);
    expect(
      (await fetch(`${hook}/messages/123`, { method: 'PATCH', headers: json, body: '{"content":"x"}' }))
        .status,
    ).toBe(404);
  });

  it('answers 10062 for unknown interactions, 40060 for a second answer and 50035 for a bad body', async () => {
    const h = await start();
    await withCommands(h);
    const seen = gate<Json>();
    const app = await startApp(h.app.publicKey, (i) => {
      seen.open(i);
      return { status: 200, body: { type: 4, data: { content: 'first' } } };
    });
    await setEndpoint(h, app.url);
    await run(h, { name: 'roll', options: { sides: 6 } });
    const i = await seen.promise;
    const post = (path: string, body: unknown) => h.api('POST', path, { body, auth: null });
    expect(
      (await post(`/interactions/${i.id}/${i.token}/callback`, { type: 4, data: { content: 'again' } })).body
        .code,
    ).toBe(40060);
    expect(
      (await post(`/interactions/${i.id}/wrong-token/callback`, { type: 4, data: { content: 'x' } })).body
        .code,
    ).toBe(10062);
    expect(
      (await post(`/interactions/1/${i.token}/callback`, { type: 4, data: { content: 'x' } })).status,
    ).toBe(404);

    const app2 = await startApp(h.app.publicKey, async (interaction) => {
      const tooMany = await post(`/interactions/${interaction.id}/${interaction.token}/callback`, {
        type: 4,
        data: { content: 'x', flags: 1 << 8 },
      });
      expect(tooMany.status).toBe(400);
      expect(tooMany.body.code).toBe(50035);
      expect(tooMany.body.errors.data.flags._errors[0].message).toMatch(/may not set/);
      const empty = await post(`/interactions/${interaction.id}/${interaction.token}/callback`, {
        type: 4,
        data: {},
      });
      expect(empty.body.errors.data._errors[0].message).toMatch(/empty message/);
      const wrongType = await post(`/interactions/${interaction.id}/${interaction.token}/callback`, {
        type: 8,
        data: { choices: [] },
      });
      expect(wrongType.body.errors.type._errors[0].message).toMatch(/cannot answer a command/);
      const ok = await post(`/interactions/${interaction.id}/${interaction.token}/callback`, {
        type: 4,
        data: { content: 'ok' },
      });
      expect(ok.status).toBe(204);
      return { status: 202 };
    });
    await setEndpoint(h, app2.url);
    const res = await run(h, { name: 'roll', options: { sides: 6 } });
    expect(res.body).toMatchObject({ status: 'answered', respondedVia: 'callback' });
    expect(res.body.messages.map((m: Json) => m.content)).toEqual(['ok']);
  });

  it('fails the interaction when no answer comes within 3 s on the emulator clock', async () => {
    const h = await start();
    await withCommands(h);
    const arrived = gate<Json>();
    const release = gate<Answer>();
    const app = await startApp(h.app.publicKey, (i) => {
      arrived.open(i);
      return release.promise;
    });
    await setEndpoint(h, app.url);
    const pending = run(h, { name: 'roll', options: { sides: 6 } });
    const i = await arrived.promise;
    // Not yet: 2.999 s later the interaction still waits.
    await h.admin('POST', '/clock', { advanceMs: 2999 });
    expect((await h.admin('GET', `/interactions/${i.id}`)).body.state).toBe('pending');
    await h.admin('POST', '/clock', { advanceMs: 1 });
    const res = await pending;
    release.open({ status: 200, body: { type: 4, data: { content: 'too late' } } });
    expect(res.body).toMatchObject({ status: 'failed', responseType: null, messages: [] });
    expect(res.body.error).toMatch(/did not respond.*within 3 s/);
    const late = await h.api('POST', `/interactions/${i.id}/${i.token}/callback`, {
      body: { type: 4, data: { content: 'x' } },
      auth: null,
    });
    expect(late.body.code).toBe(10062);
  });

  it('fails an interaction acknowledged with 202 but never answered, and one answered with a bad inline body', async () => {
    const h = await start();
    await withCommands(h);
    const arrived = gate();
    const app = await startApp(h.app.publicKey, (i) => {
      if (i.data.options[0].value === 7) {
        arrived.open();
        return { status: 202 };
      }
      return { status: 200, body: { type: 7 } };
    });
    await setEndpoint(h, app.url);
    const bad = await run(h, { name: 'roll', options: { sides: 6 } });
    expect(bad.body.status).toBe('failed');
    expect(bad.body.error).toMatch(
      /inline answer was refused.*6 and 7 update the message of a component, and this interaction has none/,
    );
    const pending = run(h, { name: 'roll', options: { sides: 7 } });
    await arrived.promise;
    await h.admin('POST', '/clock', { advanceMs: 3000 });
    const res = await pending;
    expect(res.body.status).toBe('failed');
    expect(res.body.error).toMatch(/answered 202 but posted no response/);
  });

  it('keeps the token for 15 minutes on the emulator clock (50027 after)', async () => {
    const h = await start();
    await withCommands(h);
    const app = await startApp(h.app.publicKey, () => ({
      status: 200,
      body: { type: 4, data: { content: 'hi' } },
    }));
    await setEndpoint(h, app.url);
    await run(h, { name: 'roll', options: { sides: 6 } });
    const { token } = app.received[0];
    const follow = () =>
      h.api('POST', `/webhooks/${h.app.id}/${token}`, { body: { content: 'later' }, auth: null });
    await h.admin('POST', '/clock', { advanceMs: 15 * 60_000 - 1 });
    expect((await follow()).status).toBe(200);
    await h.admin('POST', '/clock', { advanceMs: 1 });
    const expired = await follow();
    expect(expired.status).toBe(401);
    expect(expired.body.code).toBe(50027);
    expect(expired.body.message).not.toContain(token);
    expect(
      (await h.api('POST', `/webhooks/${h.app.id}/not-a-token`, { body: { content: 'x' }, auth: null })).body
        .code,
    ).toBe(50027);
  });
});

describe('autocomplete', () => {
  it('sends the focused option as typed, leaves out invalid numbers and missing required ones, returns the choices', async () => {
    const h = await start();
    await withCommands(h);
    const app = await startApp(h.app.publicKey, (i) => ({
      status: 200,
      body: { type: 8, data: { choices: [{ name: `${i.data.options[0].value}!`, value: 'x' }] } },
    }));
    await setEndpoint(h, app.url);
    const res = await h.admin('POST', '/autocomplete', {
      userId: h.user('member').id,
      guildId: h.guild.id,
      channelId: GENERAL,
      name: 'search',
      options: { query: 'ap', limit: '1e' },
      focused: 'query',
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      interactionType: 4,
      status: 'answered',
      responseType: 8,
      choices: [{ name: 'ap!', value: 'x' }],
    });
    expect(app.received[0].type).toBe(4);
    expect(app.received[0].data.options).toEqual([{ name: 'query', type: 3, value: 'ap', focused: true }]);
    const limit = await h.admin('POST', '/autocomplete', {
      userId: h.user('member').id,
      guildId: h.guild.id,
      channelId: GENERAL,
      name: 'search',
      options: { limit: 3 },
      focused: 'query',
    });
    expect(app.received[1].data.options).toEqual([
      { name: 'query', type: 3, value: '', focused: true },
      { name: 'limit', type: 4, value: 3 },
    ]);
    expect(limit.body.status).toBe('answered');
    const notAuto = await h.admin('POST', '/autocomplete', {
      userId: h.user('member').id,
      guildId: h.guild.id,
      channelId: GENERAL,
      name: 'search',
      options: {},
      focused: 'limit',
    });
    expect(notAuto.status).toBe(400);
    // The field's path, then what is wrong with it, once: not "focused: focused: …".
    expect(notAuto.body.message).toContain(
      'focused: option limit does not use autocomplete (set autocomplete: true on a STRING, INTEGER or NUMBER option without choices)',
    );
    expect(notAuto.body.message).not.toContain('focused: focused:');
  });

  it('refuses more than 25 choices', async () => {
    const h = await start();
    await withCommands(h);
    const choices = Array.from({ length: 26 }, (_, n) => ({ name: `c${n}`, value: `v${n}` }));
    const app = await startApp(h.app.publicKey, () => ({
      status: 200,
      body: { type: 8, data: { choices } },
    }));
    await setEndpoint(h, app.url);
    const res = await h.admin('POST', '/autocomplete', {
      userId: h.user('member').id,
      guildId: h.guild.id,
      channelId: GENERAL,
      name: 'search',
      options: { query: 'a' },
      focused: 'query',
    });
    expect(res.body.status).toBe('failed');
    expect(res.body.error).toMatch(/25 or fewer in length \(got 26\)/);
  });
});

describe('gateway delivery', () => {
  it('publishes INTERACTION_CREATE for apps without an endpoint and takes the callback', async () => {
    const h = await start();
    await withCommands(h);
    const unsubscribe = h.emu.context.events.subscribe((event) => {
      if (event.type !== 'INTERACTION_CREATE') return;
      const i = event.data as Json;
      void fetch(`${h.emu.apiBaseUrl}/interactions/${i.id}/${i.token}/callback`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ type: 4, data: { content: 'over the gateway' } }),
      });
    });
    const res = await run(h, { name: 'roll', options: { sides: 6 } });
    unsubscribe();
    expect(res.body).toMatchObject({ delivery: 'gateway', status: 'answered', respondedVia: 'callback' });
    expect(res.body.messages[0].content).toBe('over the gateway');
    const events = await h.admin('GET', '/events?type=INTERACTION_CREATE');
    expect(events.body[0]).toMatchObject({
      applicationId: h.app.id,
      guildId: h.guild.id,
      data: { id: res.body.interactionId },
    });
  });

  it('reports that nobody answered within 3 s', async () => {
    const h = await start();
    await withCommands(h);
    const published = gate();
    const unsubscribe = h.emu.context.events.subscribe((event) => {
      if (event.type === 'INTERACTION_CREATE') published.open();
    });
    const pending = run(h, { name: 'roll', options: { sides: 6 } });
    await published.promise;
    unsubscribe();
    await h.admin('POST', '/clock', { advanceMs: 3000 });
    const res = await pending;
    expect(res.body).toMatchObject({ delivery: 'gateway', status: 'failed' });
    expect(res.body.error).toMatch(/went to the gateway \(INTERACTION_CREATE\)/);
  });
});
