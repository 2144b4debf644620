import { request } from 'node:http';
import { describe, expect, it } from 'vitest';
import { createEmulator } from '../src/index.js';
import { RawClient } from './gateway-raw-client.js';
import { type Harness, start } from './harness.js';

// What a web page on another origin can make a browser send to the emulator: simple requests (a POST with
// no, a text or a form content type, no custom header) carrying Origin and Sec-Fetch-Site, or — in an old
// browser — neither. Every state-changing admin and web-client route refuses them; programs (curl, Node's
// fetch, the SDK and these tests' helpers) and the emulator's own pages keep working.

/** A raw POST as a browser would send it, with exactly the headers given. */
async function post(h: Harness, path: string, headers: Record<string, string>, body?: string) {
  const response = await fetch(`${h.emu.url}${path}`, {
    method: 'POST',
    headers,
    ...(body === undefined ? {} : { body }),
  });
  return { status: response.status, body: await response.json() };
}

/** A command that a reset would forget. */
async function commandCount(h: Harness): Promise<number> {
  return (await h.api('GET', `/applications/${h.app.id}/commands`)).body.length;
}

describe('cross-site requests to the admin API', () => {
  it('a page of another origin cannot reset the world, whatever it sends', async () => {
    const h = await start();
    expect(
      (
        await h.api('POST', `/applications/${h.app.id}/commands`, {
          body: { name: 'keep', description: 'Keep me' },
        })
      ).status,
    ).toBe(201);
    const port = new URL(h.emu.url).port;
    const elsewhere = 'http://127.0.0.1:5173';
    const attempts: [string, Record<string, string>, string?][] = [
      // fetch(url, { method: 'POST', mode: 'no-cors' }) from http://127.0.0.1:5173, as Chromium sends it.
      ['no-cors fetch', { origin: elsewhere, 'sec-fetch-site': 'same-site', 'sec-fetch-mode': 'no-cors' }],
      ['a page on another site', { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' }],
      ['an HTML form', { origin: elsewhere, 'content-type': 'application/x-www-form-urlencoded' }, 'a=1'],
      ['a text body', { origin: elsewhere, 'content-type': 'text/plain' }, '{}'],
      ['a sandboxed frame', { origin: 'null', 'content-type': 'application/json' }, '{}'],
      ['JSON from another origin', { origin: elsewhere, 'content-type': 'application/json' }, '{}'],
      [
        'another port, same host name',
        { origin: `http://localhost:${Number(port) + 1}`, 'content-type': 'application/json' },
      ],
      ['Sec-Fetch-Site alone', { 'sec-fetch-site': 'cross-site', 'content-type': 'application/json' }],
      // An old browser that sends neither header: only the content type tells it from a program.
      ['no Origin, no Sec-Fetch-Site, no JSON', {}],
      ['a form without Origin', { 'content-type': 'multipart/form-data; boundary=x' }, '--x--'],
    ];
    for (const [what, headers, body] of attempts) {
      const answer = await post(h, '/_emulator/reset', headers, body);
      expect(answer.status, what).toBe(403);
      expect(answer.body.message, what).toMatch(/^POST \/_emulator\/reset (refused|needs)/);
    }
    expect((await post(h, '/_emulator/reset', {})).body.message).toContain(
      "-H 'content-type: application/json'",
    );
    expect(await commandCount(h)).toBe(1);
  });

  it('every state-changing route under /_emulator/ refuses it; reads and the API do not', async () => {
    const h = await start();
    const foreign = { origin: 'http://127.0.0.1:5173', 'content-type': 'application/json' };
    // Every route the emulator serves, from its own table: each write under /_emulator/ is refused.
    const refused: string[] = [];
    for (const route of createEmulator().router.routes()) {
      // Reads (GET, and HEAD: the client's page and assets) change nothing.
      if (!route.path.startsWith('/_emulator/') || route.method === 'GET' || route.method === 'HEAD')
        continue;
      const path = route.path.replace(/:(\w+)/g, (_, name: string) =>
        name === 'applicationId' ? h.app.id : name === 'userId' ? h.user('member').id : h.guild.id,
      );
      const response = await fetch(`${h.emu.url}${path}`, {
        method: route.method,
        headers: foreign,
        body: '{}',
      });
      if (response.status === 403 && /refused/.test((await response.json()).message))
        refused.push(route.path);
      else refused.push(`${route.path}: answered ${response.status}`);
    }
    expect(refused.filter((line) => line.includes('answered'))).toEqual([]);
    expect(refused).toContain('/_emulator/reset');
    expect(refused).toContain('/_emulator/gateway/disconnect');
    expect(refused).toContain('/_emulator/interactions');
    // Reads stay open (the browser's same-origin policy keeps their answers from the page).
    expect((await fetch(`${h.emu.url}/_emulator/world`, { headers: foreign })).status).toBe(200);
    // The service's own API is not the admin API: a credential is what protects it.
    const created = await fetch(`${h.emu.apiBaseUrl}/applications/${h.app.id}/commands`, {
      method: 'POST',
      headers: { ...foreign, authorization: `Bot ${h.app.botToken}` },
      body: JSON.stringify({ name: 'fine', description: 'From a page with the token' }),
    });
    expect(created.status).toBe(201);
  });

  it('a page of another origin cannot drop a bot gateway session with an empty body', async () => {
    const h = await start();
    const gateway = (await h.api('GET', '/gateway/bot')).body.url as string;
    const bot = await RawClient.open(`${gateway}?v=10&encoding=json`);
    await bot.next(10);
    bot.send({
      op: 2,
      d: { token: h.app.botToken, intents: 0, properties: { os: 'x', browser: 'x', device: 'x' } },
    });
    await bot.next(0);
    const forged = await post(h, '/_emulator/gateway/disconnect', {
      origin: 'http://127.0.0.1:5173',
      'sec-fetch-site': 'same-site',
    });
    expect(forged.status).toBe(403);
    expect((await h.admin('GET', '/gateway/sessions')).body).toHaveLength(1);
    // A program still can.
    expect((await h.admin('POST', '/gateway/disconnect', {})).body.disconnected).toHaveLength(1);
    await bot.close();
  });

  it('programs and the emulator’s own pages keep working', async () => {
    const h = await start();
    const own = h.emu.url;
    const accepted: [string, Record<string, string>, string?][] = [
      ['curl with JSON', { 'content-type': 'application/json' }, '{}'],
      ['curl with JSON and no body', { 'content-type': 'application/json; charset=utf-8' }],
      ['the marker header', { 'x-slashkit-emulator': '1' }],
      [
        'the web client (same origin)',
        { origin: own, 'sec-fetch-site': 'same-origin', 'x-slashkit-emulator': '1' },
      ],
      ['typed in the address bar', { 'sec-fetch-site': 'none', 'content-type': 'application/json' }],
    ];
    for (const [what, headers, body] of accepted)
      expect((await post(h, '/_emulator/reset', headers, body)).status, what).toBe(200);
    // A page the emulator served at http://localhost:PORT: Origin and Host name the same place.
    const port = Number(new URL(own).port);
    const local = await new Promise<number>((resolve, reject) => {
      const req = request(
        {
          host: '127.0.0.1',
          port,
          path: '/_emulator/reset',
          method: 'POST',
          headers: {
            host: `localhost:${port}`,
            origin: `http://localhost:${port}`,
            'sec-fetch-site': 'same-origin',
            'content-type': 'application/json',
          },
        },
        (res) => {
          res.resume();
          resolve(res.statusCode ?? 0);
        },
      );
      req.on('error', reject);
      req.end();
    });
    expect(local).toBe(200);
    // Node's fetch with a JSON body, as the README and the SDK's helpers call it.
    expect((await h.admin('POST', '/clock', { advanceMs: 1 })).status).toBe(200);
    // PATCH and DELETE need a preflight a page never gets, so they need no content type.
    const uninstall = await fetch(
      `${own}/_emulator/applications/${h.app.id}/installations/users/${h.user('member').id}`,
      {
        method: 'DELETE',
      },
    );
    expect(uninstall.status).toBe(204);
  });
});
