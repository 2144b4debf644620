import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../..', import.meta.url));
const entry = fileURLToPath(new URL('../src/index.ts', import.meta.url));

// In a fresh process: import the package, see whether undici was loaded, send one request (to a closed
// port), and look again. undici is CommonJS, so once loaded it sits in require.cache.
const script = `
import { createRequire } from 'node:module';
const require = createRequire(import.meta.url);
const loaded = () => Object.keys(require.cache).some((path) => /[\\\\/]undici[\\\\/]/.test(path));
const { REST } = await import(${JSON.stringify(entry)});
const before = loaded();
const rest = new REST({ baseUrl: 'http://127.0.0.1:9/api/v10', retries: 0 });
const error = await rest.interactions.createFollowupMessage('1', 'token-abcdef', { content: 'x' }).catch((e) => e);
console.log(JSON.stringify({ before, after: loaded(), code: error?.code }));
`;

describe('lazy undici', () => {
  it('does not load undici on import, only on the first request', async () => {
    const { stdout } = await promisify(execFile)(
      process.execPath,
      ['--import', 'tsx', '--conditions=@slashkit/source', '--input-type=module', '-e', script],
      { cwd: root },
    );
    expect(JSON.parse(stdout.trim().split('\n').at(-1) ?? '{}')).toEqual({
      before: false,
      after: true,
      code: 'NETWORK_ERROR',
    });
  });
});
