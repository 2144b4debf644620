import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { startSignedEndpoint } from '../../../test/support/signed-endpoint.js';
import { start } from './harness.js';
import { command, run, signedApp } from './scripted-app.js';

// An app endpoint that misbehaves on the wire, over real sockets: it redirects, dies in the middle of its
// answer, or answers more than the emulator reads. Each ends as a failed interaction that says why, as on
// the service, never as a 500 of the emulator or a request sent somewhere else.

const servers: Server[] = [];
afterEach(async () => {
  for (const server of servers.splice(0)) {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
});

/** A plain server on 127.0.0.1 that counts what reaches it; its URL ends with `/`. */
async function listen(handler: (req: IncomingMessage, res: ServerResponse) => void) {
  const received: string[] = [];
  const server = createServer((req, res) => {
    received.push(`${req.method} ${req.url}`);
    handler(req, res);
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`, received };
}

describe('an interactions endpoint that misbehaves on the wire', () => {
  it('a 307 answer is not followed: the interaction fails, and nothing is re-POSTed elsewhere', async () => {
    const h = await start();
    await command(h, 'hop');
    const elsewhere = await listen((_req, res) =>
      res.writeHead(200).end('{"type":4,"data":{"content":"x"}}'),
    );
    await signedApp(
      h,
      () => (res: ServerResponse) => res.writeHead(307, { location: `${elsewhere.url}stolen` }).end(),
    );
    const outcome = await run(h, 'hop');
    expect(outcome).toMatchObject({ status: 'failed' });
    expect(outcome.error).toBe(
      'The application did not respond: the endpoint answered with a redirect (3xx); the service does not follow redirects from an interactions endpoint, so answer at the saved URL itself.',
    );
    expect(elsewhere.received).toEqual([]);
  });

  it('an endpoint URL that redirects (308) fails the PING check, even to a good endpoint', async () => {
    const h = await start();
    const good = await startSignedEndpoint(h.app.publicKey, () => ({ type: 4, data: { content: 'hi' } }));
    servers.push(good.server);
    const redirecting = await listen((_req, res) =>
      res.writeHead(308, { location: `${good.url}interactions` }).end(),
    );
    const saved = await h.admin('PATCH', `/applications/${h.app.id}`, {
      interactionsEndpointUrl: redirecting.url,
    });
    expect(saved.status).toBe(400);
    expect(saved.body.message).toBe(
      `interactionsEndpointUrl: the signed PING got HTTP 308, a redirect to ${good.url}interactions; the service does not follow redirects: save the URL that answers itself`,
    );
    expect(redirecting.received).toEqual(['POST /']);
    expect((await h.admin('GET', '/world')).body.application.interactionsEndpointUrl ?? null).toBeNull();
  });

  it('a bot that sends 200 and its headers and then dies mid-body fails the interaction, naming the cause', async () => {
    const h = await start();
    await command(h, 'crash');
    await signedApp(h, () => (res: ServerResponse) => {
      res.writeHead(200, { 'content-type': 'application/json', 'content-length': '100' });
      res.write('{"type":4,"data":{"con', () => res.socket?.destroy());
    });
    const outcome = await run(h, 'crash');
    expect(outcome).toMatchObject({ status: 'failed' });
    expect(outcome.error).toMatch(
      /^The endpoint answered 200 with a body that could not be used: the body broke off before its end \(.+\): the app's connection closed while it was sending its answer\.$/,
    );
    // The emulator goes on serving.
    expect((await h.admin('GET', '/world')).status).toBe(200);
  });

  it('an inline answer over the cap of a JSON request fails the interaction, read no further than the cap', async () => {
    const h = await start();
    await command(h, 'flood');
    const cap = 8 * 1024 * 1024;
    let written = 0;
    await signedApp(h, () => (res: ServerResponse) => {
      // Chunked, with no Content-Length: only counting the bytes can stop it.
      res.writeHead(200, { 'content-type': 'application/json' });
      const chunk = Buffer.alloc(256 * 1024, 'x');
      res.write('{"type":4,"data":{"content":"');
      const more = () => {
        while (written <= cap + chunk.length * 4) {
          written += chunk.length;
          if (!res.write(chunk)) return void res.once('drain', more);
        }
        res.end('"}}');
      };
      res.on('error', () => {});
      more();
    });
    const outcome = await run(h, 'flood');
    expect(outcome).toMatchObject({ status: 'failed' });
    expect(outcome.error).toBe(
      `The endpoint answered 200 with a body that could not be used: the body is over ${cap} bytes (8 MiB), the most the emulator reads of an answer; send less inline, or answer 202 and post the response through the callback endpoint.`,
    );
  });

  it('an inline answer that declares a length over the cap fails before its body is read', async () => {
    const h = await start();
    await command(h, 'boast');
    await signedApp(h, () => (res: ServerResponse) => {
      // The body never comes: only its declared length can end the read.
      res.writeHead(200, { 'content-type': 'application/json', 'content-length': String(64 * 1024 * 1024) });
      res.write('{"type":4,');
    });
    const outcome = await run(h, 'boast');
    expect(outcome.error).toMatch(
      /^The endpoint answered 200 with a body that could not be used: the body is over 8388608 bytes/,
    );
  });
});
