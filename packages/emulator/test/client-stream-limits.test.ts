import { once } from 'node:events';
import { connect, type Socket } from 'node:net';
import { describe, expect, it, vi } from 'vitest';
import { type Harness, start } from './harness.js';
import { GENERAL, run, scriptedApp } from './scripted-app.js';

// The web client's event stream (`GET /_emulator/client/stream`) against readers that stop reading and
// against many readers: each stream's backlog is bounded (the stream is closed when it is full), and so is
// the number of streams. Asserted on what the emulator holds, never on time.

const streamsOf = (h: Harness) => h.emu.context.runtime.eventStreams;

/** Opens a stream on a raw socket, waits for its head, then stops reading from it. */
async function stalledReader(h: Harness): Promise<Socket> {
  const { port } = new URL(h.emu.url);
  const socket = connect(Number(port), '127.0.0.1');
  await once(socket, 'connect');
  socket.write(`GET /_emulator/client/stream HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\n\r\n`);
  let head = '';
  while (!head.includes('\r\n\r\n')) head += ((await once(socket, 'data')) as [Buffer])[0].toString();
  expect(head).toMatch(/^HTTP\/1\.1 200/);
  socket.pause();
  return socket;
}

/** A message in #general: one MESSAGE_CREATE event (ids only) and one activity entry; returns its id. */
async function message(h: Harness, i: number): Promise<string> {
  const seeded = await h.admin('POST', '/messages', {
    guildId: h.guild.id,
    channelId: GENERAL,
    authorId: h.user('admin').id,
    content: `message ${i}`,
  });
  expect(seeded.status).toBe(201);
  return seeded.body.id;
}

describe('the event stream of the web client', () => {
  it('closes streams whose readers stopped reading once their backlog is full, and keeps serving those that read', async () => {
    const limit = 16 * 1024;
    const lines: string[] = [];
    const h = await start({ client: { maxQueueBytes: limit }, log: (line) => lines.push(line) });
    // Ten readers of the Fetch core that never read their body.
    const stalled = await Promise.all(
      Array.from({ length: 10 }, () => h.emu.fetch(new Request(`${h.emu.url}/_emulator/client/stream`))),
    );
    for (const response of stalled) expect(response.status).toBe(200);
    // One reader that keeps reading, over a socket, and collects what it gets.
    const reading = await fetch(`${h.emu.url}/_emulator/client/stream`);
    const reader = reading.body!.getReader();
    let received = '';
    void (async () => {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        received += new TextDecoder().decode(value);
      }
    })();
    expect(streamsOf(h).resources().streams).toBe(11);
    let sent = 0;
    // Until every stalled stream is closed: about 300 bytes a message, so about limit / 300 messages.
    while (streamsOf(h).resources().streams > 1) {
      expect(sent, 'stalled streams still open').toBeLessThan(200);
      await message(h, ++sent);
      // Whatever is queued, no stream ever holds more than its limit.
      expect(streamsOf(h).resources().largestQueueBytes).toBeLessThanOrEqual(limit);
    }
    expect(lines.filter((l) => l.startsWith('client stream closed: its reader left'))).toHaveLength(10);
    // Each stalled body ends in an error once its reader reads it: the stream was closed, not left open.
    for (const response of stalled) await expect(response.text()).rejects.toThrow();
    // The reading stream got every message, the last one included, and is still open.
    const last = await message(h, ++sent);
    await vi.waitFor(() => expect(received).toContain(`"type":"MESSAGE_CREATE"`));
    await vi.waitFor(() => expect(received).toContain(`"id":"${last}"`));
    expect(streamsOf(h).resources().streams).toBe(1);
    await reader.cancel();
    await vi.waitFor(() => expect(streamsOf(h).resources().streams).toBe(0));
  });

  it('over a socket too: a reader that stops reading is disconnected once the socket and its backlog are full', {
    timeout: 60_000,
  }, async () => {
    const limit = 16 * 1024;
    const h = await start({ client: { maxQueueBytes: limit } });
    const socket = await stalledReader(h);
    // Large events: each run of /big puts a 6,000-character option in an INTERACTION_CREATE of about 10 kB.
    const created = await h.api('POST', `/applications/${h.app.id}/guilds/${h.guild.id}/commands`, {
      body: {
        name: 'big',
        description: 'Big',
        options: [{ type: 3, name: 'text', description: 'Text', max_length: 6000 }],
      },
    });
    expect(created.status).toBe(201);
    const app = scriptedApp(h, () => ({ type: 5 }));
    let sent = 0;
    // The socket takes what the kernel buffers (a few MB on loopback) before the emulator stops writing to
    // it; then the stream's backlog fills, and the emulator closes the connection.
    while (streamsOf(h).resources().streams > 0) {
      expect(sent, 'the stalled socket is still served').toBeLessThan(2000);
      sent++;
      const outcome = await run(h, 'big', 'member', { options: { text: `${sent}`.padEnd(6000, 'x') } });
      expect(outcome.status).toBe('answered');
      expect(streamsOf(h).resources().largestQueueBytes).toBeLessThanOrEqual(limit);
    }
    app.unsubscribe();
    socket.resume();
    socket.on('data', () => {});
    await once(socket, 'close');
  });

  it('refuses a stream past the limit with a 503 that says why, and takes one again once a reader leaves', async () => {
    const h = await start({ client: { maxStreams: 3 } });
    const open = await Promise.all(
      Array.from({ length: 3 }, () => fetch(`${h.emu.url}/_emulator/client/stream`)),
    );
    for (const response of open) expect(response.status).toBe(200);
    const refused = await fetch(`${h.emu.url}/_emulator/client/stream`);
    expect(refused.status).toBe(503);
    expect((await refused.json()).message).toMatch(/^Too many open event streams \(3\): close a tab/);
    // Plain requests are served as before.
    expect((await h.admin('GET', '/world')).status).toBe(200);
    await open[0]!.body!.cancel();
    await vi.waitFor(() => expect(streamsOf(h).resources().streams).toBe(2));
    const again = await fetch(`${h.emu.url}/_emulator/client/stream`);
    expect(again.status).toBe(200);
    for (const response of [...open.slice(1), again]) await response.body!.cancel();
  });

  it('refuses limits that are not positive integers', async () => {
    await expect(start({ client: { maxStreams: 0 } })).rejects.toThrow(
      /client.maxStreams must be a positive integer/,
    );
    await expect(start({ client: { maxQueueBytes: 1.5 } })).rejects.toThrow(/client.maxQueueBytes/);
  });
});
