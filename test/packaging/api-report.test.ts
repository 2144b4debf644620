// The public surface of every entry matches its checked-in API report (packages/*/api-report/*.api.md),
// read from the declarations the global setup built and packed; a difference means the surface changed
// without its report. They are read from a copy of the packed files in the fresh project, beside (not in)
// its node_modules, where the other packages' imports resolve: the workspace's own dist folders may be
// rebuilt or emptied by other tests meanwhile.
import { cpSync } from 'node:fs';
import { join } from 'node:path';
import { expect, inject, it } from 'vitest';
import { apiEntries, driftHint, extractEntry } from '../../scripts/api-report.js';

const { consumerDir, packDir } = inject('packaging');
const copyOf = (name: string) => join(consumerDir, 'api-report-input', name.replace('/', '+'));
const entries = apiEntries({ root: (pkg) => copyOf(pkg.name) });
for (const name of new Set(entries.map((entry) => entry.pkg.name)))
  cpSync(join(packDir, 'stage', name.replace('/', '+'), 'dist'), join(copyOf(name), 'dist'), {
    recursive: true,
  });

it.each(entries.map((entry) => [`${entry.pkg.name}:${entry.name}`, entry] as const))(
  '%s matches its API report',
  (_, entry) => {
    const result = extractEntry(entry, false);
    expect(result.errors).toEqual([]);
    expect(result.changed, `${entry.report} is out of date. ${driftHint}`).toBe(false);
  },
);
