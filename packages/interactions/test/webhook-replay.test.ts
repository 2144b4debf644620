import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { command, createInteractionHandler } from '../src/index.js';
import { toNodeListener } from '../src/node/index.js';
import { interaction } from './support/fixtures.js';
import { createTestKey, signedHeaders } from './support/keys.js';
import { listen } from './support/servers.js';

// Replay protection is on by default: these handlers set only the clock, never maxTimestampAgeSeconds.
const key = createTestKey();
const now = 1_700_000_000_000;
const nowSeconds = now / 1000;
const ran: string[] = [];
const hello = command({ name: 'hello', description: 'Hello' }, (ctx) => {
  ran.push(ctx.id);
  return ctx.reply('hi');
});

let server: Awaited<ReturnType<typeof listen>>;
let small: Awaited<ReturnType<typeof listen>>;
beforeAll(async () => {
  const options = { publicKey: key.publicKeyHex, commands: [hello], now: () => now, onError: () => {} };
  server = await listen(toNodeListener(createInteractionHandler(options)));
  small = await listen(
    toNodeListener(createInteractionHandler({ ...options, maxRememberedInteractions: 3 })),
  );
});
afterAll(async () => {
  await server.close();
  await small.close();
});

/** POSTs `payload` signed with `timestamp` (seconds) over a real socket; returns the status. */
async function deliver(url: string, payload: unknown, timestamp: number): Promise<number> {
  const body = JSON.stringify(payload);
  const response = await fetch(url, {
    method: 'POST',
    headers: signedHeaders(key, body, String(timestamp)),
    body,
  });
  await response.arrayBuffer();
  return response.status;
}

describe('replay protection, on by default', () => {
  it('refuses validly signed requests stamped 0, ten years ago or in the future', async () => {
    ran.length = 0;
    const tenYears = 10 * 365 * 24 * 3600;
    for (const timestamp of [0, nowSeconds - tenYears, nowSeconds + 3600, nowSeconds + tenYears]) {
      expect(await deliver(server.url, interaction({ name: 'hello' }), timestamp)).toBe(401);
    }
    expect(ran).toEqual([]);
  });

  it('accepts ordinary clock skew inside the 15-minute window, either way', async () => {
    ran.length = 0;
    expect(await deliver(server.url, interaction({ name: 'hello' }), nowSeconds - 899)).toBe(200);
    expect(await deliver(server.url, interaction({ name: 'hello' }), nowSeconds + 899)).toBe(200);
    expect(await deliver(server.url, interaction({ name: 'hello' }), nowSeconds - 901)).toBe(401);
    expect(ran).toHaveLength(2);
  });

  it('drops a second delivery of the same interaction id: the handler runs once', async () => {
    ran.length = 0;
    const payload = interaction({ name: 'hello' });
    expect(await deliver(server.url, payload, nowSeconds)).toBe(200);
    expect(await deliver(server.url, payload, nowSeconds)).toBe(409);
    // Re-signed with another fresh timestamp, it is still the same interaction.
    expect(await deliver(server.url, payload, nowSeconds - 1)).toBe(409);
    expect(ran).toEqual([payload.id]);
  });

  it('keeps refusing replays once its bounded memory has forgotten the id', async () => {
    ran.length = 0;
    const first = interaction({ name: 'hello' });
    expect(await deliver(small.url, first, nowSeconds - 10)).toBe(200);
    for (let i = 0; i < 3; i++) {
      expect(await deliver(small.url, interaction({ name: 'hello' }), nowSeconds - 5)).toBe(200);
    }
    // `first` was forgotten (3 ids remembered), but nothing as old as it is admitted any more.
    expect(await deliver(small.url, first, nowSeconds - 10)).toBe(409);
    expect(await deliver(small.url, interaction({ name: 'hello' }), nowSeconds)).toBe(200);
    expect(ran).toHaveLength(5);
  });

  it('lets a PING through every time (answering it runs nothing)', async () => {
    const ping = { id: '1', application_id: '2', type: 1, token: 't', version: 1 };
    expect(await deliver(server.url, ping, nowSeconds)).toBe(200);
    expect(await deliver(server.url, ping, nowSeconds)).toBe(200);
  });

  it('reports a validly signed request refused for its timestamp (a wrong clock), at most once a minute', async () => {
    let clock = now;
    const reported: { code: string; message: string }[] = [];
    const handler = createInteractionHandler({
      publicKey: key.publicKeyHex,
      commands: [hello],
      now: () => clock,
      onError: (error) => {
        reported.push(error as { code: string; message: string });
      },
    });
    const bot = await listen(toNodeListener(handler));
    try {
      // Signed by the service, but this machine's clock is an hour ahead.
      expect(await deliver(bot.url, interaction({ name: 'hello' }), nowSeconds - 3600)).toBe(401);
      expect(await deliver(bot.url, interaction({ name: 'hello' }), nowSeconds - 3600)).toBe(401);
      // A forged stale request says nothing about the clock: it is not reported.
      const body = JSON.stringify(interaction({ name: 'hello' }));
      const forged = await fetch(bot.url, {
        method: 'POST',
        headers: {
          ...signedHeaders(key, body, String(nowSeconds - 3600)),
          'x-signature-ed25519': '00'.repeat(64),
        },
        body,
      });
      expect(forged.status).toBe(401);
      clock = now + 61_000;
      expect(await deliver(bot.url, interaction({ name: 'hello' }), nowSeconds + 3600)).toBe(401);
    } finally {
      await bot.close();
    }
    await expect.poll(() => reported.length).toBe(2);
    expect(reported.map((error) => error.code)).toEqual(['STALE_REQUEST', 'STALE_REQUEST']);
    expect(reported[0]?.message).toMatch(
      /timestamp is 3600 s in the past, outside the 900 s window.*fix it \(NTP\)/,
    );
    expect(reported[1]?.message).toMatch(/3539 s in the future/);
  });

  it('can be told a narrower window, or to skip the timestamp check', async () => {
    const narrow = createInteractionHandler({
      publicKey: key.publicKeyHex,
      commands: [hello],
      now: () => now,
      maxTimestampAgeSeconds: 60,
      onError: () => {},
    });
    const off = createInteractionHandler({
      publicKey: key.publicKeyHex,
      commands: [hello],
      now: () => now,
      maxTimestampAgeSeconds: false,
    });
    const a = await listen(toNodeListener(narrow));
    const b = await listen(toNodeListener(off));
    try {
      expect(await deliver(a.url, interaction({ name: 'hello' }), nowSeconds - 61)).toBe(401);
      expect(await deliver(b.url, interaction({ name: 'hello' }), 0)).toBe(200);
    } finally {
      await a.close();
      await b.close();
    }
    expect(() =>
      createInteractionHandler({ publicKey: key.publicKeyHex, commands: [], maxTimestampAgeSeconds: -1 }),
    ).toThrow(/maxTimestampAgeSeconds must be a number of seconds/);
  });
});
