import express from 'express';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ChatInputContext, command, createInteractionHandler } from '../src/index.js';
import { toNodeListener } from '../src/node/index.js';
import { interaction, ping } from './support/fixtures.js';
import { createTestKey, signedHeaders } from './support/keys.js';
import { listen } from './support/servers.js';

const key = createTestKey();
const handler = createInteractionHandler({
  publicKey: key.publicKeyHex,
  commands: [command({ name: 'hello', description: 'Hello' }, (ctx: ChatInputContext) => ctx.reply('hi'))],
  onError: () => {},
});
const listener = toNodeListener(handler);

/** PING, a command and a forged request against one mounted endpoint. */
async function exercise(url: string) {
  const pingBody = JSON.stringify(ping);
  const pong = await fetch(url, { method: 'POST', headers: signedHeaders(key, pingBody), body: pingBody });
  expect([pong.status, await pong.json()]).toEqual([200, { type: 1 }]);
  const commandBody = JSON.stringify(interaction({ name: 'hello' }));
  const reply = await fetch(url, {
    method: 'POST',
    headers: signedHeaders(key, commandBody),
    body: commandBody,
  });
  expect([reply.status, await reply.json()]).toEqual([200, { type: 4, data: { content: 'hi' } }]);
  const forged = await fetch(url, {
    method: 'POST',
    headers: signedHeaders(key, pingBody),
    body: pingBody.replace('1', '2'),
  });
  expect(forged.status).toBe(401);
}

describe('express 5', () => {
  let server: Awaited<ReturnType<typeof listen>>;
  beforeAll(async () => {
    const app = express();
    app.post('/interactions', listener);
    // A JSON parser on other routes does not get in the way; mounted before ours it would (see below).
    app.use('/api', express.json(), (_req, res) => {
      res.json({ ok: true });
    });
    app.post(
      '/parsed',
      express.json(),
      listener,
      (error: Error, _req: express.Request, res: express.Response, _next: express.NextFunction) => {
        res.status(500).json({ message: error.message });
      },
    );
    app.post('/raw', express.raw({ type: 'application/json' }), listener);
    server = await listen(app);
  });
  afterAll(() => server.close());

  it('serves interactions as middleware without a body parser', () => exercise(`${server.url}/interactions`));

  it('works behind express.raw(), reading the Buffer body', () => exercise(`${server.url}/raw`));

  it('explains what went wrong when express.json() consumed the body first', async () => {
    const body = JSON.stringify(ping);
    const response = await fetch(`${server.url}/parsed`, {
      method: 'POST',
      headers: signedHeaders(key, body),
      body,
    });
    expect(response.status).toBe(500);
    expect(((await response.json()) as { message: string }).message).toMatch(
      /mount the interactions listener before/,
    );
  });
});

describe('fastify 5', () => {
  const app = Fastify();
  let url = '';
  beforeAll(async () => {
    // onRequest runs before fastify parses the body, so the raw stream is still ours to read.
    app.route({
      method: ['POST', 'GET'],
      url: '/interactions',
      onRequest: async (request, reply) => {
        reply.hijack();
        await listener(request.raw, reply.raw);
      },
      handler: async () => undefined,
    });
    url = await app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => app.close());

  it('serves interactions from an onRequest hook', () => exercise(`${url}/interactions`));

  it('answers other methods with 405', async () => {
    expect((await fetch(`${url}/interactions`)).status).toBe(405);
  });
});
