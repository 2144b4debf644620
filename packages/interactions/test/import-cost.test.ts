import { execFileSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const packageDir = join(dirname(fileURLToPath(import.meta.url)), '..');

// A resolve hook that reports every module URL the import resolves, through a MessagePort; a sentinel
// import marks the end so that no report can still be in flight when the list is printed.
const hooks = `
let port;
export async function initialize(data) { port = data.port; }
export async function resolve(specifier, context, next) {
  const result = await next(specifier, context);
  port.postMessage(result.url);
  return result;
}`;
const script = `
import { register } from 'node:module';
import { MessageChannel } from 'node:worker_threads';
const { port1, port2 } = new MessageChannel();
const urls = [];
const sentinel = 'data:text/javascript,export default "sentinel"';
const done = new Promise((resolve) => port1.on('message', (url) => { urls.push(url); if (url === sentinel) resolve(); }));
register('data:text/javascript,' + encodeURIComponent(${JSON.stringify(hooks)}), { data: { port: port2 }, transferList: [port2] });
await import(process.env.ENTRY);
await import(sentinel);
await done;
port1.close();
process.stdout.write(JSON.stringify(urls));
`;

/** The module URLs loaded by importing `entry` in a fresh Node process (TypeScript sources via tsx). */
function loadedBy(entry: string): string[] {
  const out = execFileSync(
    process.execPath,
    ['--import', 'tsx', '--conditions=@slashkit/source', '--input-type=module', '-e', script],
    { cwd: packageDir, encoding: 'utf8', env: { ...process.env, ENTRY: entry } },
  );
  return JSON.parse(out) as string[];
}

describe('importing @slashkit/interactions', () => {
  it.each(['@slashkit/interactions', '@slashkit/interactions/node'])(
    '%s loads neither zod, undici, rest, builders nor OpenTelemetry',
    (entry) => {
      const urls = loadedBy(entry);
      expect(urls.some((url) => url.includes('/packages/interactions/src/'))).toBe(true);
      const heavy = urls.filter((url) =>
        /[/\\](zod|undici|tweetnacl|@opentelemetry)[@/\\+]|packages[/\\](rest|builders)[/\\]/.test(url),
      );
      expect(heavy).toEqual([]);
    },
  );
});
