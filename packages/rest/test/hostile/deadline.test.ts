import { once } from 'node:events';
import type { Socket } from 'node:net';
import { describe, expect, it } from 'vitest';
import { fetchTransport, REST, TimeoutError, type Transport, undiciTransport } from '../../src/index.js';
import { APP, rejection, TOKEN } from '../support/fixtures.js';
import { manualTimers, startHostileServer, writeHead } from './hostile-server.js';

const TIMEOUT = 5_000;

// Headers at once, then the body one byte at a time, every 100 ms, never finishing: no idle timer
// (undici's bodyTimeout is 5 s) ever fires, so only a total deadline can end the attempt.
function trickle(socket: Socket): void {
  writeHead(socket, 200, { 'content-type': 'application/json', 'content-length': '1000' });
  socket.write('[');
  const timer = setInterval(() => socket.write(' '), 100);
  socket.on('close', () => clearInterval(timer));
}

const transports: Array<[string, (timers: ReturnType<typeof manualTimers>) => Transport | undefined]> = [
  ['undici (default)', () => undiciTransport()],
  ['fetch', (timers) => fetchTransport({ timers })],
];

describe('timeout is a total deadline per attempt (issue 14)', () => {
  it.each(transports)('ends a body trickled byte by byte in TimeoutError (%s)', async (_name, make) => {
    const server = await startHostileServer(trickle);
    const timers = manualTimers();
    const transport = make(timers);
    const rest = new REST({
      token: TOKEN,
      baseUrl: server.baseUrl,
      timeout: TIMEOUT,
      retries: 0,
      timers,
      ...(transport ? { transport } : {}),
    });
    const closed = once(server.events, 'closed');
    const pending = rejection(rest.commands.getGlobalCommands(APP));
    await once(server.events, 'request');
    // The deadline was armed when the attempt started; passing it ends the attempt mid-body.
    await timers.next(TIMEOUT);
    expect(timers.fire(TIMEOUT)).toBeGreaterThan(0);
    const error = (await pending) as TimeoutError;
    expect(error).toBeInstanceOf(TimeoutError);
    expect(error).toMatchObject({ code: 'TIMEOUT', timeout: TIMEOUT, attempts: 1 });
    // The connection is given up, not left to trickle on.
    await closed;
  });

  it('arms a fresh deadline for each attempt and clears it when the response is in', async () => {
    let calls = 0;
    const server = await startHostileServer((socket) => {
      calls++;
      if (calls === 1) return; // the first attempt never hears back
      writeHead(socket, 200, { 'content-type': 'application/json' }, '[]');
    });
    const timers = manualTimers();
    const rest = new REST({
      token: TOKEN,
      baseUrl: server.baseUrl,
      timeout: TIMEOUT,
      retries: { limit: 1, baseDelay: 7, maxDelay: 7 },
      random: () => 1,
      timers,
    });
    const pending = rest.commands.getGlobalCommands(APP);
    await once(server.events, 'request');
    await timers.next(TIMEOUT);
    timers.fire(TIMEOUT);
    await timers.next(7); // the backoff before the retry
    timers.fire(7);
    await expect(pending).resolves.toEqual([]);
    // Nothing left armed: a settled attempt's deadline was cleared.
    expect(timers.fire(TIMEOUT)).toBe(0);
    expect(calls).toBe(2);
  });
});
