import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { command, createInteractionHandler } from '../src/index.js';
import { toNodeListener } from '../src/node/index.js';
import { interaction, ping } from './support/fixtures.js';
import { createTestKey, signedHeaders, signHex } from './support/keys.js';
import { listen } from './support/servers.js';

const key = createTestKey();
const otherKey = createTestKey();
const now = 1_700_000_000_000;
const freshTimestamp = String(now / 1000);
const hello = { name: 'hello', description: 'Say hello' };

const handler = createInteractionHandler({
  publicKey: key.publicKeyHex,
  commands: [command(hello, (ctx) => ctx.reply(`hello ${ctx.user.username}`))],
  maxBodyBytes: 4096,
  maxTimestampAgeSeconds: 300,
  now: () => now,
  onError: () => {},
});

let server: Awaited<ReturnType<typeof listen>>;
beforeAll(async () => {
  server = await listen(toNodeListener(handler));
});
afterAll(() => server.close());

const post = (body: string, headers: Record<string, string>) =>
  fetch(server.url, { method: 'POST', headers, body });

/** A Fetch request signed as the service signs one (by `signer`), for `handler.fetch`. */
const signedRequest = (body: string, signer = key): Request =>
  new Request('http://localhost/', {
    method: 'POST',
    headers: signedHeaders(signer, body, freshTimestamp),
    body,
  });

describe('the webhook over a real node:http server', () => {
  it('answers a signed PING with PONG', async () => {
    const body = JSON.stringify(ping);
    const response = await post(body, signedHeaders(key, body, freshTimestamp));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/json');
    expect(await response.json()).toEqual({ type: 1 });
  });

  it('answers a signed command inline with its reply', async () => {
    const body = JSON.stringify(interaction({ name: 'hello' }));
    const response = await post(body, signedHeaders(key, body, freshTimestamp));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ type: 4, data: { content: 'hello alice' } });
  });

  it('refuses bad and missing signatures with 401', async () => {
    const body = JSON.stringify(ping);
    const good = signedHeaders(key, body, freshTimestamp);
    const cases: Record<string, string>[] = [
      { ...good, 'x-signature-ed25519': signHex(otherKey, freshTimestamp, body) }, // wrong key
      { ...good, 'x-signature-ed25519': good['x-signature-ed25519'].slice(0, 100) }, // truncated
      { ...good, 'x-signature-timestamp': String(now / 1000 + 1) }, // timestamp changed after signing
      { 'content-type': 'application/json', 'x-signature-timestamp': freshTimestamp }, // no signature
      { 'content-type': 'application/json', 'x-signature-ed25519': good['x-signature-ed25519'] }, // no timestamp
    ];
    for (const headers of cases) {
      const response = await post(body, headers);
      expect(response.status).toBe(401);
    }
    // A mutated body under a valid signature of the original.
    expect((await post(body.replace('"type":1', '"type":2'), good)).status).toBe(401);
  });

  it('refuses a replayed request whose timestamp is too old, even with a valid signature', async () => {
    const body = JSON.stringify(ping);
    const old = String(now / 1000 - 301);
    expect((await post(body, signedHeaders(key, body, old))).status).toBe(401);
    const almost = String(now / 1000 - 299);
    expect((await post(body, signedHeaders(key, body, almost))).status).toBe(200);
  });

  it('answers 405 with Allow: POST to other methods', async () => {
    for (const method of ['GET', 'PUT', 'DELETE']) {
      const response = await fetch(server.url, { method });
      expect(response.status).toBe(405);
      expect(response.headers.get('allow')).toBe('POST');
    }
  });

  it('answers 400 to a wrong content type, invalid JSON and a non-interaction', async () => {
    const body = JSON.stringify(ping);
    const headers = signedHeaders(key, body, freshTimestamp);
    expect((await post(body, { ...headers, 'content-type': 'text/plain' })).status).toBe(400);
    expect((await post(body, { ...headers, 'content-type': 'application/json; charset=utf-8' })).status).toBe(
      200,
    );
    const broken = '{"type":1';
    const invalid = await post(broken, signedHeaders(key, broken, freshTimestamp));
    expect(invalid.status).toBe(400);
    expect(((await invalid.json()) as { message: string }).message).toMatch(/not valid JSON/);
    const notInteraction = JSON.stringify({ type: 2, id: '1' });
    const response = await post(notInteraction, signedHeaders(key, notInteraction, freshTimestamp));
    expect(response.status).toBe(400);
    expect(((await response.json()) as { message: string }).message).toMatch(/application_id/);
  });

  it('answers 413 to an oversized body, declared or streamed', async () => {
    const big = JSON.stringify({ ...ping, padding: 'x'.repeat(5000) });
    const declared = await post(big, signedHeaders(key, big, freshTimestamp));
    expect(declared.status).toBe(413);

    // Chunked, without Content-Length: the limit applies while reading.
    const status = await new Promise<number>((resolve, reject) => {
      const req = httpRequest(server.url, {
        method: 'POST',
        headers: signedHeaders(key, big, freshTimestamp),
      });
      req.on('response', (res) => {
        res.resume();
        resolve(res.statusCode!);
      });
      req.on('error', reject);
      req.write(big.slice(0, 2000));
      req.write(big.slice(2000, 4000));
      req.end(big.slice(4000));
    });
    expect(status).toBe(413);
  });
});

describe('the body read as UTF-8, as TextDecoder reads it', () => {
  // Node's decoder over a Buffer (node:http) and over a plain Uint8Array (a Fetch body), with the
  // TextDecoder rules kept: a leading byte order mark is dropped, and text beyond ASCII arrives intact.
  const named = (username: string): string => {
    const value = interaction({ name: 'hello' });
    return JSON.stringify({
      ...value,
      member: { ...value.member, user: { ...value.member!.user, username } },
    });
  };

  it('over node:http, with a byte order mark in front and a name beyond ASCII', async () => {
    const body = `\uFEFF${named('ålice ✓ 🎲')}`;
    const response = await post(body, signedHeaders(key, body, freshTimestamp));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ type: 4, data: { content: 'hello ålice ✓ 🎲' } });
  });

  it('through fetch(Request), whose body is a Uint8Array of its own', async () => {
    const body = `\uFEFF${named('Żaneta')}`;
    const response = await handler.fetch(signedRequest(body));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ type: 4, data: { content: 'hello Żaneta' } });
  });
});

describe('fetch(Request)', () => {
  it('serves the same rules through the Fetch API without a server', async () => {
    const body = JSON.stringify(ping);
    const ok = await handler.fetch(signedRequest(body));
    expect(ok.status).toBe(200);
    expect(await ok.json()).toEqual({ type: 1 });
    const bad = await handler.fetch(signedRequest(body, otherKey));
    expect(bad.status).toBe(401);
    expect((await handler.fetch(new Request('http://localhost/'))).status).toBe(405);
  });

  it('hands the background work to waitUntil', async () => {
    const body = JSON.stringify(interaction({ name: 'hello' }));
    const pending: Promise<unknown>[] = [];
    const response = await handler.fetch(signedRequest(body), {
      waitUntil: (promise) => pending.push(promise),
    });
    expect(response.status).toBe(200);
    expect(pending).toHaveLength(1);
    await pending[0];
  });
});

describe('createInteractionHandler options', () => {
  it('refuses a malformed public key and an autoDeferMs past the deadline up front', () => {
    expect(() => createInteractionHandler({ publicKey: 'abc', commands: [] })).toThrow(/64 hex characters/);
    expect(() =>
      createInteractionHandler({ publicKey: key.publicKeyHex, commands: [], autoDeferMs: 3000 }),
    ).toThrow(/autoDeferMs/);
  });

  it('refuses two commands with the same type and name, but allows the same name across types', () => {
    expect(() =>
      createInteractionHandler({
        publicKey: key.publicKeyHex,
        commands: [command(hello, () => {}), command({ ...hello }, () => {})],
      }),
    ).toThrow(/already registered/);
    const ok = createInteractionHandler({
      publicKey: key.publicKeyHex,
      commands: [command(hello, () => {}), command({ name: 'hello', type: 2 }, () => {})],
    });
    expect(ok.definitions.map((d) => [d.name, d.type])).toEqual([
      ['hello', undefined],
      ['hello', 2],
    ]);
  });
});

describe('a handler without a public key (gateway-only bots)', () => {
  it('is refused at creation unless declared gateway-only, and says how to fix it', () => {
    const commands = [command({ name: 'ping', description: 'Ping' }, (ctx) => ctx.reply('pong'))];
    expect(() => createInteractionHandler({ commands })).toThrow(
      /publicKey is missing.*environment variable.*gatewayOnly: true/,
    );
    // process.env.PUBLIC_KEY! when the variable is unset, or set but empty.
    expect(() =>
      createInteractionHandler({ publicKey: process.env.SLASHKIT_UNSET_VARIABLE as string, commands }),
    ).toThrow(/publicKey is missing/);
    expect(() => createInteractionHandler({ publicKey: '', commands })).toThrow(/environment variable/);
  });

  it('dispatches interactions, but answers webhook requests with a reported 500 that says why', async () => {
    const replies: unknown[] = [];
    const errors: unknown[] = [];
    const handler = createInteractionHandler({
      gatewayOnly: true,
      commands: [command({ name: 'ping', description: 'Ping' }, (ctx) => ctx.reply('pong'))],
      onError: (error) => {
        errors.push(error);
      },
    });
    await handler.dispatch(interaction({ name: 'ping' }), {
      respond: async (body) => {
        replies.push(body);
      },
    });
    expect(replies).toEqual([{ type: 4, data: { content: 'pong' } }]);
    const server = await listen(toNodeListener(handler));
    try {
      const response = await fetch(server.url, { method: 'POST', body: '{}' });
      expect(response.status).toBe(500);
      expect(((await response.json()) as { message: string }).message).toMatch(/gatewayOnly.*publicKey/);
      expect(errors).toMatchObject([{ code: 'NO_PUBLIC_KEY' }]);
    } finally {
      await server.close();
    }
  });

  it('still refuses an empty list of keys as a configuration mistake', () => {
    expect(() => createInteractionHandler({ publicKey: [], commands: [] })).toThrow(/64 hex characters/);
  });
});
