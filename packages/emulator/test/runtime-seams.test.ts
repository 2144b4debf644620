import { GatewayCloseCodes, type Timers } from '@slashkit/api';
import { describe, expect, it } from 'vitest';
import { startEmulator } from '../src/index.js';
import { DeadlineWatcher } from '../src/runtime/deadline-watcher.js';
import { RawClient } from './gateway-raw-client.js';

// The emulator takes the runtime seams every slashkit package shares (RuntimeOptions of @slashkit/api).

describe('runtime seams', () => {
  it('writes its log lines to logger.info, and keeps the timers it is given for its features', async () => {
    const lines: string[] = [];
    const timers: Timers = { setTimeout: () => 0, clearTimeout: () => {} };
    const emu = await startEmulator({
      port: 0,
      rateLimits: 'off',
      now: () => Date.UTC(2025, 0, 1),
      timers,
      logger: { info: (line) => lines.push(line) },
    });
    try {
      const app = emu.world.application;
      const res = await fetch(`${emu.apiBaseUrl}/applications/${app.id}/commands`, {
        headers: { authorization: `Bot ${app.botToken}` },
      });
      expect(res.status).toBe(200);
      expect(lines.some((line) => line.includes(`GET /api/v10/applications/${app.id}/commands`))).toBe(true);
      expect(lines.join('\n')).not.toContain(app.botToken);
      expect(emu.context.timers).toBe(timers);
      expect(emu.context.clock.now()).toBe(Date.UTC(2025, 0, 1));
    } finally {
      await emu.stop();
    }
  });
});

/** Timers that fire only when told: what the emulator schedules is visible and runs on demand. */
class ManualTimers implements Timers {
  readonly pending = new Map<number, { callback: () => void; ms: number }>();
  #next = 1;
  setTimeout(callback: () => void, ms: number): unknown {
    const id = this.#next++;
    this.pending.set(id, { callback, ms });
    return id;
  }
  clearTimeout(handle: unknown): void {
    this.pending.delete(handle as number);
  }
  /** Runs every pending timer scheduled for `ms`; returns how many ran. */
  fire(ms: number): number {
    let ran = 0;
    for (const [id, timer] of [...this.pending]) {
      if (timer.ms !== ms) continue;
      this.pending.delete(id);
      timer.callback();
      ran += 1;
    }
    return ran;
  }
}

describe('injected timers', () => {
  it("schedule the gateway's heartbeat deadline: firing it closes the socket with 4009", async () => {
    const timers = new ManualTimers();
    const gateway = { heartbeatIntervalMs: 1_000, heartbeatGraceMs: 500 };
    const emu = await startEmulator({ port: 0, rateLimits: 'off', timers, gateway });
    try {
      const client = await RawClient.open(`ws://${new URL(emu.url).host}/gateway?v=10&encoding=json`);
      expect((await client.next(10)).d).toEqual({ heartbeat_interval: 1_000 });
      const app = emu.world.application;
      client.send({ op: 2, d: { token: app.botToken, intents: 0, properties: {} } });
      expect((await client.next(0)).t).toBe('READY');
      expect(timers.fire(1_500)).toBe(1);
      expect(await client.closed).toEqual({
        code: GatewayCloseCodes.SessionTimedOut,
        reason: 'Session timed out',
      });
    } finally {
      await emu.stop();
    }
    expect(timers.pending.size).toBe(0);
  });

  it("schedule the interaction deadline watcher's ticks, only while something waits", async () => {
    const timers = new ManualTimers();
    let now = 0;
    const watcher = new DeadlineWatcher(() => now, timers);
    let reached = false;
    const wait = watcher.wait(3_000);
    void wait.reached.then(() => {
      reached = true;
    });
    expect(timers.pending.size).toBe(1);
    now = 2_999;
    timers.fire(10);
    await Promise.resolve();
    expect(reached).toBe(false);
    expect(timers.pending.size).toBe(1);
    now = 3_000;
    timers.fire(10);
    await wait.reached;
    expect(timers.pending.size).toBe(0);
    const cancelled = watcher.wait(5_000);
    expect(timers.pending.size).toBe(1);
    cancelled.cancel();
    expect(timers.pending.size).toBe(0);
  });
});
