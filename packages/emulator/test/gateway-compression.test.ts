import { inflateSync } from 'node:zlib';
import { Decompress } from 'fzstd';
import { describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { RawClient } from './gateway-raw-client.js';
import { type Harness, start } from './harness.js';

// Transport compression: `compress=zlib-stream` as gateway libraries ask for it (discord.py always,
// @discordjs/ws with compression on, discord.js whenever zlib-sync is installed), and `compress=zstd-stream`
// (discord.py 2.7 with zstandard, Oceanic.js, @discordjs/ws's next major), read with fzstd.

const patient = { heartbeatIntervalMs: 60_000, heartbeatGraceMs: 60_000 };

function wsUrl(h: Harness, query: string): string {
  return `ws://${new URL(h.emu.url).host}/gateway?${query}`;
}

const identify = (token: string, intents = 1) => ({
  op: 2,
  d: { token, intents, properties: { os: 'linux', browser: 'test', device: 'test' } },
});

describe('compress=zlib-stream', () => {
  it('sends every payload as a binary frame ending in 00 00 ff ff, from one deflate context', async () => {
    const h = await start({ gateway: patient });
    const client = await RawClient.open(wsUrl(h, 'v=10&encoding=json&compress=zlib-stream'), { zlib: true });
    expect((await client.next(10)).d).toEqual({ heartbeat_interval: 60_000 });
    client.send(identify(h.app.botToken));
    const ready = await client.next(0);
    expect(ready.t).toBe('READY');
    const guild = await client.next(0);
    expect(guild).toMatchObject({ t: 'GUILD_CREATE', s: 2, d: { id: h.guild.id, unavailable: false } });
    client.send({ op: 1, d: 2 });
    expect(await client.next(11)).toMatchObject({ op: 11 });

    expect(client.binary).toHaveLength(4);
    for (const frame of client.binary) {
      expect(frame.isBinary).toBe(true);
      expect([...frame.bytes.subarray(-4)]).toEqual([0x00, 0x00, 0xff, 0xff]);
    }
    // The first frame opens the zlib stream (header 0x78); the others continue it and cannot be read alone.
    expect(frame0(client)[0]).toBe(0x78);
    expect(JSON.parse(inflateSync(frame0(client), { finishFlush: 2 }).toString())).toMatchObject({ op: 10 });
    expect(() => inflateSync(client.binary[1]!.bytes)).toThrow();
    await client.close();
  });

  it('compresses the dispatches a resume replays on a new connection with a new context', async () => {
    const h = await start({ gateway: patient });
    const first = await RawClient.open(wsUrl(h, 'v=10&compress=zlib-stream'), { zlib: true });
    await first.next(10);
    first.send(identify(h.app.botToken));
    const ready = await first.next(0);
    await first.next(0); // GUILD_CREATE
    await first.close();
    const again = await RawClient.open(wsUrl(h, 'v=10&encoding=json&compress=zlib-stream'), { zlib: true });
    await again.next(10);
    again.send({ op: 6, d: { token: h.app.botToken, session_id: ready.d.session_id, seq: 1 } });
    expect(await again.next(0)).toMatchObject({ t: 'GUILD_CREATE', s: 2 });
    expect(await again.next(0)).toMatchObject({ t: 'RESUMED', s: 3 });
    expect(again.binary.every((f) => f.isBinary)).toBe(true);
    await again.close();
  });

  it('lets the compressed frames written before a close leave first', async () => {
    const h = await start({ gateway: patient });
    const client = await RawClient.open(wsUrl(h, 'v=10&compress=zlib-stream'), { zlib: true });
    await client.next(10);
    // A heartbeat (answered by an ACK) and an unknown op (closed with 4001) in one go.
    client.send({ op: 1, d: null });
    client.send({ op: 99, d: null });
    expect((await client.closed).code).toBe(4001);
    // Hello and the ACK both arrived before the close frame.
    expect(client.binary).toHaveLength(2);
    const text = inflateSync(Buffer.concat(client.binary.map((f) => f.bytes)), { finishFlush: 2 }).toString();
    expect(text).toMatch(/^\{"op":10,.*\}\{"op":11,"d":null,"s":null,"t":null\}$/);
  });
});

describe('compress=zstd-stream', () => {
  it('sends one zstd stream, each payload a binary frame that a decoder no one here wrote reads at once', async () => {
    const h = await start({ gateway: patient });
    const ws = new WebSocket(wsUrl(h, 'v=10&encoding=json&compress=zstd-stream'));
    const payloads: { op: number; t?: string | null; d?: unknown }[] = [];
    const waiters: (() => void)[] = [];
    let text = '';
    // As a library reads it: one streaming decoder for the connection, fed every binary frame.
    const decoder = new Decompress((chunk) => {
      text += Buffer.from(chunk).toString();
    });
    const binary: boolean[] = [];
    ws.on('message', (data: Buffer, isBinary) => {
      binary.push(isBinary);
      decoder.push(new Uint8Array(data));
      payloads.push(JSON.parse(text));
      text = '';
      for (const wake of waiters.splice(0)) wake();
    });
    const nth = (count: number) =>
      new Promise<void>((resolve) => {
        const check = () => (payloads.length >= count ? resolve() : waiters.push(check));
        check();
      });
    await nth(1);
    expect(payloads[0]).toMatchObject({ op: 10, d: { heartbeat_interval: 60_000 } });
    ws.send(JSON.stringify(identify(h.app.botToken)));
    await nth(3);
    expect(payloads[1]).toMatchObject({ op: 0, t: 'READY' });
    expect(payloads[2]).toMatchObject({ op: 0, t: 'GUILD_CREATE', d: { id: h.guild.id } });
    ws.send(JSON.stringify({ op: 1, d: 2 }));
    await nth(4);
    expect(payloads[3]).toMatchObject({ op: 11 });
    expect(binary).toEqual([true, true, true, true]);
    const closed = new Promise((resolve) => ws.once('close', resolve));
    ws.close();
    await closed;
  });
});

describe('refused connection settings', () => {
  it.each([
    ['compress=gzip', /unknown compress value; use compress=zlib-stream, zstd-stream or none/],
    ['compress=', /unknown compress value/],
    ['encoding=etf', /encoding=json only/],
  ])('%s closes with 4002 and says what to use', async (query, reason) => {
    const h = await start({ gateway: patient });
    const client = await RawClient.open(wsUrl(h, `v=10&${query}`));
    const closed = await client.closed;
    expect(closed.code).toBe(4002);
    expect(closed.reason).toMatch(reason);
    expect(client.frames).toEqual([]); // no Hello
  });

  it('takes encoding=json and no encoding at all', async () => {
    const h = await start({ gateway: patient });
    for (const query of ['v=10&encoding=json', 'v=10']) {
      const client = await RawClient.open(wsUrl(h, query));
      expect((await client.next(10)).op).toBe(10);
      await client.close();
    }
  });
});

function frame0(client: RawClient): Buffer {
  return client.binary[0]!.bytes;
}
