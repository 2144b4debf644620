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

// In a fresh process: create a handler, send it a webhook request (unsigned: 401) and a dispatch (a
// PING, answered through the given respond), and see whether OpenTelemetry was loaded.
const script = `
import { createRequire } from 'node:module';
const require = createRequire(import.meta.url);
const loaded = () => Object.keys(require.cache).some((path) => /[\\\\/]@opentelemetry[\\\\/]/.test(path));
const { createInteractionHandler } = await import(${JSON.stringify(entry)});
const handler = createInteractionHandler({ publicKey: '${'0'.repeat(64)}', commands: [] });
const response = await handler.fetch(new Request('http://bot/', { method: 'POST', body: '{}' }));
const answers = [];
await handler.dispatch({ id: '1', application_id: '2', type: 1, token: 'token-abcdef', version: 1 }, { respond: (body) => void answers.push(body.type) });
console.log(JSON.stringify({ loaded: loaded(), status: response.status, answers }));
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
  it('without it, a handler answers webhooks and dispatches and loads nothing of it', async () => {
    expect(await run(['--import', hidePeer])).toEqual({ loaded: false, status: 401, answers: [1] });
  }, 30_000);

  it('is loaded by a handler when installed (so the test above would see it)', async () => {
    expect(await run([])).toEqual({ loaded: true, status: 401, answers: [1] });
  }, 30_000);
});
