import { describe, expect, it } from 'vitest';
import type { ActivityEntry } from '../src/index.js';
import { start, T0 } from './harness.js';
import { command, run, signedApp } from './scripted-app.js';

// The live log dates entries on the emulator clock and times them on a monotonic real-time clock: a test or
// the developer panel that moves the emulator clock while a request is in flight must not lengthen it.

describe('activity timing', () => {
  it('advancing the emulator clock during a delivery leaves every duration at the real time it took', async () => {
    let real = 5_000; // the injected monotonic clock, in ms; only the app below moves it
    const h = await start({ monotonic: () => real });
    await command(h, 'roll');
    await signedApp(h, async () => {
      // While the interaction is in flight: two emulator seconds pass, and 7 real milliseconds.
      expect((await h.admin('POST', '/clock', { advanceMs: 2_000 })).status).toBe(200);
      real += 7;
      return { type: 4, data: { content: 'rolled' } };
    });
    expect((await run(h, 'roll')).status).toBe('answered');
    const entries = h.emu.context.activity.list();
    const only = (test: (entry: ActivityEntry) => boolean) => {
      const found = entries.filter(test);
      expect(found).toHaveLength(1);
      return found[0]!;
    };
    const after = T0 + 2_000;
    expect(only((e) => e.kind === 'delivery' && e.what.endsWith('(command)'))).toMatchObject({
      status: 200,
      ms: 7,
      time: after,
    });
    expect(only((e) => e.kind === 'interaction')).toMatchObject({
      what: '/roll by member',
      ms: 7,
      time: after,
    });
    expect(only((e) => e.what === 'POST /_emulator/interactions')).toMatchObject({
      status: 200,
      ms: 7,
      time: after,
    });
    // The request that moved the clock took no real time, and is dated after the move.
    expect(only((e) => e.what === 'POST /_emulator/clock')).toMatchObject({ ms: 0, time: after });
  });
});
