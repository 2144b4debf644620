import { readdir, readFile, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { build, transform } from 'esbuild';

/** The web client's files as the emulator serves them. */
export interface ClientBundle {
  html: string;
  css: string;
  js: string;
  /** The favicon (SVG), served from the client's path: the page's CSP allows images of its own origin only. */
  icon: string;
}

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/** Where the built client is checked in: the emulator imports it, so `dist` carries it with no extra files. */
export const clientBundlePath = here('../src/web-client-routes/client-bundle.json');

/**
 * Bundles the web client (plain TypeScript and DOM, no framework) with esbuild: one minified ES module and
 * one minified stylesheet, everything local. Deterministic, so a test can compare it with the checked-in copy.
 */
export async function buildClientBundle(): Promise<ClientBundle> {
  const result = await build({
    entryPoints: [here('./src/main.ts')],
    bundle: true,
    minify: true,
    format: 'esm',
    target: 'es2022',
    write: false,
    legalComments: 'none',
    charset: 'utf8',
  });
  // The stylesheet is several small files by area (layout, messages, forms, side panels, modal and narrow
  // screens), joined in the order of their numbered names.
  const files = (await readdir(here('./styles'))).filter((f) => f.endsWith('.css')).sort();
  const sources = await Promise.all(files.map((f) => readFile(here(`./styles/${f}`), 'utf8')));
  const css = await transform(sources.join('\n'), { loader: 'css', minify: true });
  return {
    html: await readFile(here('./index.html'), 'utf8'),
    css: css.code,
    js: result.outputFiles[0]!.text,
    icon: (await readFile(here('./favicon.svg'), 'utf8')).trim(),
  };
}

/** Writes the bundle next to the emulator's sources (`pnpm --filter @slashkit/emulator build:client`). */
export async function writeClientBundle(): Promise<void> {
  await writeFile(clientBundlePath, `${JSON.stringify(await buildClientBundle(), null, 1)}\n`);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  await writeClientBundle();
  process.stdout.write(`client bundle written to ${clientBundlePath}\n`);
}
