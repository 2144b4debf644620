import type { Timers } from '@slashkit/api';
import { describe, expect, it } from 'vitest';
import { startEmulator } from '../src/index.js';

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
