import { createRequire } from 'node:module';
import type { RunningEmulator } from '@slashkit/emulator';
import { Miniflare } from 'miniflare';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bundleWorker, forbiddenInWorkerBundle } from './bundle-worker.js';
import { botEnv, expectBotWorks, startBotEmulator } from './support.js';

// The Fetch bot on Cloudflare's workerd (the binary of the `workerd` npm package, run by miniflare), from a
// plain esbuild bundle with nothing external: no node: built-ins, no undici, no tweetnacl. The bindings carry
// the keys and the emulator's URL; ctx.waitUntil keeps the worker alive for the edit and follow-up.
let emu: RunningEmulator;
let mf: Miniflare;
let url: string;
let code: string;
beforeAll(async () => {
  emu = await startBotEmulator();
  code = await bundleWorker();
  mf = new Miniflare({
    // The one module, declared as wrangler declares what it bundled (miniflare's own scan of a bare script
    // refuses any `import(variable)`, such as the one that keeps undici out of the bundle).
    modules: [{ type: 'ESModule', path: 'worker.js', contents: code }],
    compatibilityDate: '2025-07-01',
    bindings: botEnv(emu),
    host: '127.0.0.1',
    port: 0,
  });
  url = (await mf.ready).origin;
  // workerd is miniflare's dependency: its version as miniflare resolves it.
  const fromMiniflare = createRequire(createRequire(import.meta.url).resolve('miniflare'));
  const { version } = fromMiniflare('workerd/package.json') as { version: string };
  console.info(
    `runtime under test: workerd ${version} (miniflare), a ${Math.round(code.length / 1024)} KiB bundle`,
  );
});
afterAll(async () => {
  await mf?.dispose();
  await emu?.stop();
});

describe('the Fetch bot on workerd (export default { fetch })', () => {
  it('bundles without undici, tweetnacl or any node: built-in', () => {
    expect(code).not.toMatch(forbiddenInWorkerBundle.nodeBuiltins);
    expect(code).not.toContain(forbiddenInWorkerBundle.undici);
    expect(code).not.toContain(forbiddenInWorkerBundle.tweetnacl);
  });

  it('verifies, autocompletes, defers, edits and follows up', async () => {
    await expectBotWorks(emu, `${url}/interactions`, 'workerd');
  });
});
