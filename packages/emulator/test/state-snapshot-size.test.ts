import { constants } from 'node:buffer';
import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile } from 'node:fs/promises';
import { get, request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readStateFile, startEmulator, writeStateFile } from '../src/index.js';
import { type Harness, type Json, start, T0 } from './harness.js';

// Snapshots of any size: a refusal of a huge bad snapshot is bounded (the first problems, then a count),
// a state with files round-trips over HTTP and through files, and GET answers a state larger than the
// longest string JavaScript holds.

async function put(h: Harness, body: string): Promise<{ status: number; text: string; body: Json }> {
  const res = await fetch(`${h.emu.url}/_emulator/state`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body,
  });
  const text = await res.text();
  return { status: res.status, text, body: text ? JSON.parse(text) : undefined };
}

async function upload(h: Harness, bytes: Buffer<ArrayBuffer>, filename: string): Promise<Json> {
  const form = new FormData();
  form.append('file', new Blob([bytes]), filename);
  const res = await fetch(`${h.emu.url}/_emulator/attachments`, {
    method: 'POST',
    headers: { 'x-slashkit-emulator': '1' },
    body: form,
  });
  expect(res.status).toBe(201);
  return res.json();
}

async function download(url: string): Promise<Buffer> {
  const res = await fetch(url);
  expect(res.status).toBe(200);
  return Buffer.from(await res.arrayBuffer());
}

describe('a huge bad snapshot', () => {
  it('is refused with the first 100 problems and a count of the others, in a small answer', async () => {
    const h = await start();
    const snapshot = h.emu.exportState() as Json;
    const before = JSON.stringify(h.emu.exportState());
    snapshot.messages = new Array(500_000).fill(0);
    const res = await put(h, JSON.stringify(snapshot));
    expect(res.status).toBe(400);
    expect(res.body.problems).toHaveLength(100);
    expect(res.body.problems[0]).toBe('messages[0]: expected an object, got 0');
    expect(res.body.problems[99]).toBe('messages[99]: expected an object, got 0');
    expect(res.body.omitted).toBe(499_900);
    expect(res.body.message).toContain('  … and 499900 more');
    expect(res.text.length).toBeLessThan(32 * 1024);
    expect(JSON.stringify(h.emu.exportState())).toBe(before);
  });

  it('counts the problems of its world the same way', async () => {
    const h = await start();
    const snapshot = h.emu.exportState() as Json;
    snapshot.world.users = new Array(200_000).fill(0);
    const res = await put(h, JSON.stringify(snapshot));
    expect(res.status).toBe(400);
    expect(res.body.problems).toHaveLength(100);
    expect(res.body.problems[0]).toBe('world.users[0]: expected an object');
    // Every user refused, and every guild member and owner naming one of them.
    expect(res.body.omitted).toBeGreaterThanOrEqual(200_000 - 100);
    expect(res.text.length).toBeLessThan(32 * 1024);
  });

  it('is refused with 413 past 8 MiB outside its strings, before anything is parsed', async () => {
    const h = await start();
    const snapshot = h.emu.exportState() as Json;
    snapshot.messages = new Array(4_300_000).fill(0);
    const res = await put(h, JSON.stringify(snapshot));
    expect([res.status, res.body.code]).toEqual([413, 40005]);
    expect(res.body.message).toMatch(/at most 8388608 bytes of JSON outside its strings/);
  });

  it('is refused with 413 when it declares more than 256 MiB', async () => {
    const h = await start();
    const { port } = new URL(h.emu.url);
    const status = await new Promise<number>((resolve, reject) => {
      const req = request(
        {
          port,
          host: '127.0.0.1',
          method: 'PUT',
          path: '/_emulator/state',
          headers: { 'content-type': 'application/json', 'content-length': String(256 * 1024 * 1024 + 1) },
        },
        (res) => {
          res.resume();
          resolve(res.statusCode ?? 0);
        },
      );
      req.on('error', reject);
      req.flushHeaders();
    });
    expect(status).toBe(413);
  });
});

describe('a snapshot with files', () => {
  it('round-trips over HTTP after a 7 MiB upload, into the same emulator and a fresh one', async () => {
    const h = await start();
    const bytes = randomBytes(7 * 1024 * 1024);
    const file = await upload(h, bytes, 'big.bin');
    const saved = await (await fetch(`${h.emu.url}/_emulator/state`)).text();
    expect(saved.length).toBeGreaterThan(9 * 1024 * 1024);
    expect((await put(h, saved)).status).toBe(204);
    expect(await (await fetch(`${h.emu.url}/_emulator/state`)).text()).toBe(saved);
    const fresh = await start();
    expect((await put(fresh, saved)).status).toBe(204);
    expect((await download(file.url.replace(h.emu.url, fresh.emu.url))).equals(bytes)).toBe(true);
  });

  it('GET answers a state whose text is longer than the longest string, streamed', {
    timeout: 60_000,
  }, async () => {
    const h = await start();
    // 400 MiB of zeros: their base64 (533 MiB) is over the longest string Node holds (512 MiB). Never
    // written, the pages stay unallocated; the test reads the answer as it comes and keeps none of it.
    const size = 400 * 1024 * 1024;
    expect((size / 3) * 4).toBeGreaterThan(constants.MAX_STRING_LENGTH);
    h.emu.context.state.attachments.add({
      id: '1250000000000009999',
      filename: 'zeros.bin',
      contentType: null,
      bytes: new Uint8Array(size),
      createdAt: T0,
    });
    const answer = await new Promise<{
      status: number;
      type: string;
      length: number;
      head: string;
      tail: string;
    }>((resolve, reject) => {
      get(`${h.emu.url}/_emulator/state`, (res) => {
        let length = 0;
        let head = '';
        let tail = '';
        res.on('data', (chunk: Buffer) => {
          length += chunk.length;
          if (head.length < 64) head += chunk.subarray(0, 64).toString('latin1');
          tail = (tail + chunk.subarray(-1000).toString('latin1')).slice(-1000);
        });
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            type: res.headers['content-type'] ?? '',
            length,
            head,
            tail,
          }),
        );
        res.on('error', reject);
      }).on('error', reject);
    });
    expect([answer.status, answer.type]).toEqual([200, 'application/json']);
    expect(answer.head).toMatch(/^\{"format":"slashkit-emulator-state","version":1,/);
    expect(answer.length).toBeGreaterThan((size / 3) * 4);
    // The whole text came: the event log, then the parts written after it (empty here), then the end.
    expect(answer.tail).toMatch(/"events":\{"seq":\d+,"events":\[.*\]\}(,"\w+":\[\])*\}$/);
  });

  it('writeStateFile writes what JSON.stringify would, and the file starts an emulator with its files', async () => {
    const h = await start();
    const bytes = randomBytes(1024 * 1024);
    const file = await upload(h, bytes, 'one.bin');
    const snapshot = h.emu.exportState();
    expect(snapshot.attachments).toEqual([
      expect.objectContaining({ id: file.id, size: bytes.length, data: bytes.toString('base64') }),
    ]);
    const path = join(await mkdtemp(join(tmpdir(), 'slashkit-state-')), 'state.json');
    await writeStateFile(path, snapshot);
    expect(await readFile(path, 'utf8')).toBe(`${JSON.stringify(snapshot, null, 2)}\n`);
    expect(await readStateFile(path)).toEqual(snapshot);
    const again = await startEmulator({ now: () => T0, state: path });
    try {
      expect((await download(file.url.replace(h.emu.url, again.url))).equals(bytes)).toBe(true);
      expect(again.exportState()).toEqual(snapshot);
    } finally {
      await again.stop();
    }
  });
});
