// Examples are copyable: examples/fetch-bot's sources, copied into the fresh project where the tarballs are
// installed, run there unchanged against the emulator from its tarball.
import { cpSync } from 'node:fs';
import { join } from 'node:path';
import { expect, inject, it } from 'vitest';
import { repoRoot } from '../../scripts/pack.js';
import { runCommand } from '../../scripts/run-command.js';
import { consumerEnv } from './consumer-env.js';

const { consumerDir } = inject('packaging');

it('runs examples/fetch-bot copied out of the repository', async () => {
  cpSync(join(repoRoot, 'examples', 'fetch-bot', 'src'), join(consumerDir, 'fetch-bot', 'src'), {
    recursive: true,
  });
  // tsx runs the example's TypeScript as its README says; it is loaded from the workspace, while every
  // package the example imports resolves from the fresh project's node_modules.
  const tsx = join(repoRoot, 'node_modules', 'tsx', 'dist', 'loader.mjs');
  const output = await runCommand(process.execPath, ['--import', tsx, 'drive-fetch-bot.mjs'], {
    cwd: consumerDir,
    env: consumerEnv(),
  });
  expect(output).toContain('fetch-bot: ok');
});
