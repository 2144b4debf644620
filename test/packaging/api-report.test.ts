// The public surface of every entry matches its checked-in API report (packages/*/api-report/*.api.md). The
// global setup built the declarations; a difference means the surface changed without its report.
import { expect, it } from 'vitest';
import { apiEntries, driftHint, extractEntry } from '../../scripts/api-report.js';

it.each(apiEntries().map((entry) => [`${entry.pkg.name}:${entry.name}`, entry] as const))(
  '%s matches its API report',
  (_, entry) => {
    const result = extractEntry(entry, false);
    expect(result.errors).toEqual([]);
    expect(result.changed, `${entry.report} is out of date. ${driftHint}`).toBe(false);
  },
);
