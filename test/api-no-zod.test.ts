import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// Proves on the built output that `@slashkit/api` loads neither zod nor the validation code, while
// `@slashkit/api/schemas` does load zod (the control that shows the probe can see it).
//
// How it can fail: the package is built with its own tsup config (entries, formats, externals), from its
// own directory, into a scratch directory inside packages/api, so `zod` resolves from
// packages/api/node_modules exactly as for an installed package. A child `node` imports the built entry
// with a module resolve hook registered through `--import`; ESM resolves every static import before
// evaluating anything, and each resolution passes through the hook, which writes the resolved URL to a
// log. If index.ts imported zod, directly or through ./schemas, the zod URL would be in the log. If a
// change made tsup bundle zod into the output instead of importing it, the content check below (zod's
// `$ZodType` marker in any loaded file) would catch it. For CommonJS, `require.cache` lists every file
// loaded. The schemas control must see zod in both, which shows the probes can see it (a first draft of
// this test, built from the wrong directory, had zod bundled inline, and the control caught it).

const apiRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../packages/api');
let outDir = '';
let hooksDir = '';

beforeAll(() => {
  const scratch = join(apiRoot, 'node_modules', '.cache');
  mkdirSync(scratch, { recursive: true });
  outDir = mkdtempSync(join(scratch, 'no-zod-build-'));
  // The build runs in packages/api, as `pnpm build` does: tsup reads tsup.config.ts from there and treats the
  // package's dependencies (zod) as external. Built from another directory, it would bundle zod inline.
  // Declarations are not needed to run the code; skipping them keeps the build fast.
  execFileSync(
    process.execPath,
    [
      '--input-type=module',
      '-e',
      `import { build } from 'tsup'; await build({ outDir: ${JSON.stringify(outDir)}, dts: false, sourcemap: false, silent: true });`,
    ],
    // A scratch build must not empty packages/api/dist, which the packaging tests read meanwhile.
    { cwd: apiRoot, stdio: 'inherit', env: { ...process.env, SLASHKIT_SCRATCH_BUILD: '1' } },
  );
  writeFileSync(join(outDir, 'package.json'), JSON.stringify({ type: 'module' }));

  hooksDir = mkdtempSync(join(scratch, 'no-zod-hooks-'));
  writeFileSync(
    join(hooksDir, 'hooks.mjs'),
    [
      "import { appendFileSync } from 'node:fs';",
      'export async function resolve(specifier, context, next) {',
      '  const result = await next(specifier, context);',
      "  appendFileSync(process.env.SLASHKIT_LOAD_LOG, result.url + '\\n');",
      '  return result;',
      '}',
    ].join('\n'),
  );
  writeFileSync(
    join(hooksDir, 'register.mjs'),
    "import { register } from 'node:module';\nregister('./hooks.mjs', import.meta.url);\n",
  );
}, 60_000);

afterAll(() => {
  if (outDir) rmSync(outDir, { recursive: true, force: true });
  if (hooksDir) rmSync(hooksDir, { recursive: true, force: true });
});

/** Imports a built ESM entry in a child node and returns every URL it resolved, plus the export names. */
function loadEsm(file: string): { urls: string[]; exports: string[] } {
  const log = join(hooksDir, `log-${file.replace(/\W/g, '_')}.txt`);
  writeFileSync(log, '');
  const output = execFileSync(
    process.execPath,
    [
      '--import',
      pathToFileURL(join(hooksDir, 'register.mjs')).href,
      '--input-type=module',
      '-e',
      `const m = await import(${JSON.stringify(pathToFileURL(join(outDir, file)).href)}); console.log(JSON.stringify(Object.keys(m)));`,
    ],
    { env: { ...process.env, SLASHKIT_LOAD_LOG: log }, encoding: 'utf8' },
  );
  const urls = readFileSync(log, 'utf8').split('\n').filter(Boolean);
  return { urls, exports: JSON.parse(output.trim().split('\n').pop() ?? '[]') as string[] };
}

/** Requires a built CJS entry in a child node and returns every file in `require.cache`. */
function loadCjs(file: string): string[] {
  const output = execFileSync(
    process.execPath,
    [
      '-e',
      `require(${JSON.stringify(join(outDir, file))}); console.log(JSON.stringify(Object.keys(require.cache)));`,
    ],
    { encoding: 'utf8' },
  );
  return JSON.parse(output.trim().split('\n').pop() ?? '[]') as string[];
}

const isZod = (path: string) => /[\\/]zod[\\/]/.test(path);
const loadsZodCode = (urls: string[]) =>
  urls
    .filter((url) => url.startsWith('file:'))
    .some((url) => readFileSync(fileURLToPath(url), 'utf8').includes('$ZodType'));

describe('importing @slashkit/api (built) loads no zod and no validation code', () => {
  it('ESM: dist/index.js resolves no zod module and no validation entry', () => {
    const { urls, exports } = loadEsm('index.js');
    expect(urls.some((url) => url.endsWith('/index.js'))).toBe(true);
    expect(urls.filter(isZod)).toEqual([]);
    expect(urls.filter((url) => /\/(validation|schemas)\//.test(url))).toEqual([]);
    expect(loadsZodCode(urls)).toBe(false);
    expect(exports).toContain('Routes');
    expect(exports).not.toContain('validateApplicationCommand');
  });

  it('CJS: dist/index.cjs requires no zod', () => {
    const files = loadCjs('index.cjs');
    expect(files.some((file) => file.endsWith('index.cjs'))).toBe(true);
    expect(files.filter(isZod)).toEqual([]);
  });

  it('control: dist/validation/index.js loads no zod either, and dist/schemas/index.js does', () => {
    const validation = loadEsm('validation/index.js');
    expect(validation.urls.filter(isZod)).toEqual([]);
    expect(validation.exports).toContain('validateApplicationCommand');

    const schemas = loadEsm('schemas/index.js');
    expect(schemas.urls.filter(isZod).length).toBeGreaterThan(0);
    expect(loadsZodCode(schemas.urls)).toBe(true);
    expect(schemas.exports).toContain('globalCommandCreateSchema');
    expect(loadCjs('schemas/index.cjs').filter(isZod).length).toBeGreaterThan(0);
  });
});
