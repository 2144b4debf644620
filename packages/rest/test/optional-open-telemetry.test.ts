import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../..', import.meta.url));
const entry = fileURLToPath(new URL('../src/index.ts', import.meta.url));

// Makes `@opentelemetry/api` unresolvable in the child, as in a project that never installed it.
const hidePeer = `data:text/javascript,${encodeURIComponent(`
import Module from 'node:module';
const resolve = Module._resolveFilename;
Module._resolveFilename = function (request, ...rest) {
  if (request.startsWith('@opentelemetry/')) throw Object.assign(new Error('not installed'), { code: 'MODULE_NOT_FOUND' });
  return resolve.call(this, request, ...rest);
};`)}`;

// In a fresh process: import the package, see whether OpenTelemetry was loaded, create a client and send
// one request (to a closed port), and look again.
const script = `
import { createRequire } from 'node:module';
const require = createRequire(import.meta.url);
const loaded = () => Object.keys(require.cache).some((path) => /[\\\\/]@opentelemetry[\\\\/]/.test(path));
const { REST } = await import(${JSON.stringify(entry)});
const onImport = loaded();
const rest = new REST({ baseUrl: 'http://127.0.0.1:9/api/v10', retries: 0 });
const error = await rest.interactions.createFollowupMessage('1', 'token-abcdef', { content: 'x' }).catch((e) => e);
console.log(JSON.stringify({ onImport, afterRequest: loaded(), code: error?.code }));
`;

async function run(extra: string[]): Promise<unknown> {
  const { stdout } = await promisify(execFile)(
    process.execPath,
    [...extra, '--import', 'tsx', '--conditions=@slashkit/source', '--input-type=module', '-e', script],
    { cwd: root },
  );
  return JSON.parse(stdout.trim().split('\n').at(-1) ?? '{}');
}

describe('@opentelemetry/api, an optional peer', () => {
  it('is never loaded on import, and without it a client works and loads nothing of it', async () => {
    expect(await run(['--import', hidePeer])).toEqual({
      onImport: false,
      afterRequest: false,
      code: 'NETWORK_ERROR',
    });
  }, 30_000);

  it('is loaded by a client when installed (so the test above would see it)', async () => {
    expect(await run([])).toEqual({ onImport: false, afterRequest: true, code: 'NETWORK_ERROR' });
  }, 30_000);
});
