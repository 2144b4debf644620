// The published declarations, type-checked by tsc in the fresh project with skipLibCheck off, under each
// module resolution a user's tsconfig may have.
import { copyFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, inject, it } from 'vitest';
import { repoRoot } from '../../scripts/pack.js';
import { runCommand } from '../../scripts/run-command.js';

const { consumerDir } = inject('packaging');
const tsc = join(repoRoot, 'node_modules', 'typescript', 'bin', 'tsc');

const modes = {
  // node16 checks the ESM (.mts) and the CJS (.cts) view of every package.
  node16: {
    options: { module: 'node16', moduleResolution: 'node16' },
    files: ['consumer.mts', 'consumer.cts'],
  },
  // The README's 20-line bot (top-level await) is checked here too.
  bundler: {
    options: { module: 'esnext', moduleResolution: 'bundler' },
    files: ['consumer.ts', 'readme-bot.ts'],
  },
  node10: { options: { module: 'commonjs', moduleResolution: 'node10' }, files: ['consumer.ts'] },
} as const;

it.each(Object.entries(modes))(
  'type-checks every entry under moduleResolution %s',
  async (mode, { options, files }) => {
    for (const file of files.filter((name) => name.startsWith('consumer.')))
      copyFileSync(join(consumerDir, 'consumer.ts'), join(consumerDir, file));
    const config = `tsconfig.${mode}.json`;
    const compilerOptions = {
      ...options,
      target: 'es2022',
      strict: true,
      esModuleInterop: true,
      skipLibCheck: false,
      noEmit: true,
      types: ['node'],
    };
    writeFileSync(join(consumerDir, config), JSON.stringify({ compilerOptions, files }, null, 2));
    const output = await runCommand(process.execPath, [tsc, '-p', config], { cwd: consumerDir }).catch(
      (e: Error) => e.message,
    );
    expect(output).toBe('');
  },
);
