// The release rehearsal (scripts/release-dry-run.ts): `changeset version` on a throwaway copy bumps every
// package, writes its changelog entry, keeps the sibling ranges in step, and the bumped packages pack.
import { execFileSync } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import { dirname } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { releaseDryRun } from '../../scripts/release-dry-run.js';

let copyRoot = '';
afterAll(() => {
  if (copyRoot) rmSync(copyRoot, { recursive: true, force: true });
});

it('versions every package from a changeset and packs the result', async () => {
  const { copy, packed } = await releaseDryRun();
  copyRoot = dirname(copy);
  expect(packed.map((pkg) => pkg.version)).toEqual(packed.map(() => '0.1.1'));
  for (const pkg of packed) {
    expect(readFileSync(`${pkg.dir}/CHANGELOG.md`, 'utf8')).toMatch(
      /## 0\.1\.1[\s\S]*Release rehearsal\.[\s\S]*## 0\.1\.0/,
    );
    const manifest = JSON.parse(
      execFileSync('tar', ['-xzOf', pkg.tarball, 'package/package.json'], { encoding: 'utf8' }),
    );
    expect(manifest.version).toBe('0.1.1');
    for (const [name, range] of Object.entries({ ...manifest.dependencies })) {
      if (name.startsWith('@slashkit/')) expect(range, `${pkg.name} -> ${name}`).toBe('0.1.1');
    }
  }
});
