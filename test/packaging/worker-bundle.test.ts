// A plain bundle of a Workers bot, made from the packages as npm installs them (no workspace sources): the
// Fetch bot of examples/fetch-runtimes, copied into the fresh project, bundled by esbuild with nothing
// external, and run in workerd (through miniflare) against the emulator.
import { cpSync } from 'node:fs';
import { join } from 'node:path';
import type { RunningEmulator } from '@slashkit/emulator';
import { Miniflare } from 'miniflare';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { repoRoot } from '../../scripts/pack.js';
import {
  type BundleWorkerOptions,
  bundleWorker,
  forbiddenInWorkerBundle,
} from '../runtimes/bundle-worker.js';
import { botEnv, expectBotWorks, startBotEmulator } from '../runtimes/support.js';

const { consumerDir } = inject('packaging');
const entry = join(consumerDir, 'fetch-runtimes', 'src', 'worker.ts');

let emu: RunningEmulator;
beforeAll(async () => {
  cpSync(join(repoRoot, 'examples', 'fetch-runtimes', 'src'), join(consumerDir, 'fetch-runtimes', 'src'), {
    recursive: true,
  });
  emu = await startBotEmulator();
});
afterAll(async () => {
  await emu?.stop();
});

const bundles: [string, NonNullable<BundleWorkerOptions['platform']>][] = [
  ["esbuild platform 'neutral' with wrangler's conditions (workerd, worker, browser)", 'neutral'],
  ["esbuild platform 'browser' with its defaults", 'browser'],
];

describe.each(bundles)('the tarballs bundled by %s', (_, platform) => {
  let code: string;
  let mf: Miniflare | undefined;
  beforeAll(async () => {
    // esbuild resolves the imports from the entry's folder: the fresh project's node_modules.
    code = await bundleWorker({ entry, platform, workspaceSources: false });
  });
  afterAll(async () => {
    await mf?.dispose();
  });

  it('holds no node: built-in, no undici and no tweetnacl', () => {
    expect(code).not.toMatch(forbiddenInWorkerBundle.nodeBuiltins);
    expect(code).not.toContain(forbiddenInWorkerBundle.undici);
    expect(code).not.toContain(forbiddenInWorkerBundle.tweetnacl);
  });

  it('runs in workerd: verifies, autocompletes, defers, edits and follows up', async () => {
    mf = new Miniflare({
      modules: [{ type: 'ESModule', path: 'worker.js', contents: code }],
      compatibilityDate: '2025-07-01',
      bindings: botEnv(emu),
      host: '127.0.0.1',
      port: 0,
    });
    const { origin } = await mf.ready;
    await expectBotWorks(emu, `${origin}/interactions`, 'workerd');
  });
});
