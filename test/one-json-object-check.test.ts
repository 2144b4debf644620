import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// Untrusted JSON is read with @slashkit/api's one object check (`isJsonObject`) and `JsonReader`: a package
// with a check of its own drifts (one forgets arrays, another null). The web client is a browser bundle of
// its own, built without @slashkit/api, so its check stays.
const root = join(import.meta.dirname, '..', 'packages');
const helper = /(function|const) (isObject|isRecord|isPlainObject|isJsonObject)\b/;

function sources(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sources(path);
    return entry.name.endsWith('.ts') ? [path] : [];
  });
}

describe('one JSON object check', () => {
  it('is defined once, in @slashkit/api', () => {
    const defining = readdirSync(root)
      .flatMap((pkg) =>
        sources(join(root, pkg, 'src')).filter((file) => helper.test(readFileSync(file, 'utf8'))),
      )
      .map((file) => file.slice(root.length + 1));
    expect(defining).toEqual(['api/src/json/is-json-object.ts']);
  });
});
