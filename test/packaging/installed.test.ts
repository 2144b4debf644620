// The tarballs installed with npm into a fresh project outside the workspace: an ESM bot and a CJS bot run
// against the emulator from its tarball, and @slashkit/api works without its optional peer zod.
import { describe, expect, inject, it } from 'vitest';
import { runCommand } from '../../scripts/run-command.js';
import { consumerEnv } from './consumer-env.js';

const { consumerDir, apiOnlyDir, entries } = inject('packaging');

describe('every entry of every package, installed from the tarballs', () => {
  // Each entry is loaded in a fresh process per module system; the failures are listed by specifier.
  const loadAll = (load: string) => `const failed = [];
    for (const specifier of ${JSON.stringify(entries)}) {
      try { ${load}; } catch (error) { failed.push(specifier + ': ' + error.message); }
    }
    console.log(failed.length === 0 ? 'all loaded' : failed.join('\\n'));`;

  it.each([
    ['imported as ESM', 'module', 'await import(specifier)'],
    ['required as CJS', 'commonjs', 'require(specifier)'],
  ])('is %s', async (_, type, load) => {
    const output = await runCommand(process.execPath, [`--input-type=${type}`, '-e', loadAll(load)], {
      cwd: consumerDir,
      env: consumerEnv(),
    });
    expect(output.trim()).toBe('all loaded');
  });
});

describe('a bot installed from the tarballs', () => {
  it('runs as ESM against the emulator', async () => {
    expect(
      await runCommand(process.execPath, ['bot.mjs'], { cwd: consumerDir, env: consumerEnv() }),
    ).toContain('esm bot: ok');
  });

  it('runs as CJS, where an APIError from the handler’s built-in REST client is the APIError the bot required', async () => {
    expect(
      await runCommand(process.execPath, ['bot.cjs'], { cwd: consumerDir, env: consumerEnv() }),
    ).toContain('cjs bot: ok');
  });

  it('runs the emulator CLI from its bin', async () => {
    const output = await runCommand('npx', ['--no-install', 'slashkit-emulator', '--version'], {
      cwd: consumerDir,
    });
    expect(output.trim()).toMatch(/\d+\.\d+\.\d+/);
  });
});

describe('@slashkit/api without zod installed', () => {
  const probe = (source: string, args: string[] = []) =>
    runCommand(process.execPath, [...args, '-e', source], { cwd: apiOnlyDir, env: consumerEnv() });

  it('loads the root entry and /validation, in ESM and CJS', async () => {
    const esm = `const api = await import('@slashkit/api'); const v = await import('@slashkit/api/validation');
      console.log(typeof api.ApplicationCommandType, typeof v.validateApplicationCommand);`;
    expect(await probe(esm, ['--input-type=module'])).toContain('object function');
    const cjs = `const api = require('@slashkit/api'); const v = require('@slashkit/api/validation');
      console.log(typeof api.ApplicationCommandType, typeof v.validateApplicationCommand);`;
    expect(await probe(cjs, ['--input-type=commonjs'])).toContain('object function');
  });

  it.each([
    [
      'ESM',
      `await import('@slashkit/api/schemas').then(() => console.log('loaded'), (e) => console.log(e.message));`,
      'module',
    ],
    [
      'CJS',
      `try { require('@slashkit/api/schemas'); console.log('loaded'); } catch (e) { console.log(e.message); }`,
      'commonjs',
    ],
  ])('refuses /schemas in %s with a message that says to install zod', async (_, source, type) => {
    const output = await probe(source, [`--input-type=${type}`]);
    expect(output).toContain('@slashkit/api/schemas needs zod');
    expect(output).toContain('npm install zod@^4');
  });
});
