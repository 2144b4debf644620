import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';

/** One measured quantity: the median of several runs, with every run kept for the report. */
export interface Measurement {
  median: number;
  runs: number[];
}

/** A row of a side-by-side table: our figure against the library users would otherwise pick. */
export interface BenchRow {
  /** What was measured, e.g. "build + serialise the big command". */
  name: string;
  unit: 'ops/s' | 'req/s' | 'ms' | 'MB' | 'kB';
  /** Whether a bigger figure is better (ops/s) or a smaller one (ms). */
  higherIsBetter: boolean;
  ours: Measurement;
  /** The peer and its figure; omitted for rows with nothing to compare against. */
  peer?: Measurement & { name: string };
  /** The goal from the issue, e.g. "≥ 10×". */
  target?: string;
}

/** A titled table of rows, one per benchmark file in `bench/src`. */
export interface BenchSection {
  title: string;
  notes?: string;
  rows: BenchRow[];
}

/** The median of some figures. */
export const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

/** Options of the measuring helpers. */
export interface MeasureOptions {
  /** Independent runs; the median is reported. */
  runs?: number;
  /** How long each run lasts, in milliseconds. */
  durationMs?: number;
}

/** Operations per second of a synchronous function, after a warm-up. */
export function measureOps(
  fn: () => unknown,
  { runs = 5, durationMs = 400 }: MeasureOptions = {},
): Measurement {
  for (let i = 0; i < 200; i++) fn();
  const results: number[] = [];
  for (let r = 0; r < runs; r++) {
    let count = 0;
    const start = performance.now();
    let elapsed = 0;
    while (elapsed < durationMs) {
      for (let i = 0; i < 32; i++) fn();
      count += 32;
      elapsed = performance.now() - start;
    }
    results.push((count / elapsed) * 1000);
  }
  return { median: median(results), runs: results };
}

/** Operations per second of an asynchronous function run `concurrency` at a time, after a warm-up. */
export async function measureOpsAsync(
  fn: () => Promise<unknown>,
  { runs = 5, durationMs = 400, concurrency = 1 }: MeasureOptions & { concurrency?: number } = {},
): Promise<Measurement> {
  for (let i = 0; i < 50; i++) await fn();
  const results: number[] = [];
  for (let r = 0; r < runs; r++) {
    let count = 0;
    const start = performance.now();
    const worker = async () => {
      while (performance.now() - start < durationMs) {
        await fn();
        count++;
      }
    };
    await Promise.all(Array.from({ length: concurrency }, worker));
    results.push((count / (performance.now() - start)) * 1000);
  }
  return { median: median(results), runs: results };
}

/** Milliseconds one call of an asynchronous function takes, median of several runs. */
export async function measureDuration(
  fn: () => Promise<unknown>,
  { runs = 7 }: MeasureOptions = {},
): Promise<Measurement> {
  await fn();
  const results: number[] = [];
  for (let r = 0; r < runs; r++) {
    const start = performance.now();
    await fn();
    results.push(performance.now() - start);
  }
  return { median: median(results), runs: results };
}

/**
 * What importing a module costs over an empty Node process, in milliseconds: each run is a fresh `node`
 * that imports `specifier` (a package name or an absolute file path, resolved from `cwd`) and reports the
 * time of the import alone.
 */
export function measureImport(
  specifier: string,
  { runs = 7, cwd = process.cwd() }: MeasureOptions & { cwd?: string } = {},
): Measurement {
  const script = `const t=performance.now();await import(${JSON.stringify(specifier)});process.stdout.write(String(performance.now()-t));`;
  const results: number[] = [];
  for (let r = 0; r < runs; r++) {
    const out = execFileSync(process.execPath, ['--input-type=module', '-e', script], {
      cwd,
      encoding: 'utf8',
    });
    results.push(Number(out));
  }
  return { median: median(results), runs: results };
}

const repositoryRoot = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

/** A package built for an import measurement, and how to remove it. */
export interface BuiltForImport {
  /** The built ESM entry to import (the first of `entries`). */
  file: string;
  /** Every built entry, by its name in `entries`. */
  files: Record<string, string>;
  cleanup(): void;
}

/**
 * Builds a workspace package's entries to ESM the way it is published, into a temporary directory, so that
 * a cold import of it can be timed (`measureImport(built.file)`) or a server run on what users run.
 * `bundled` lists the workspace packages inlined into it (as a published package would resolve them);
 * everything else stays an import. `entries` are paths under the package's `src/`, without `.ts`.
 */
export async function buildForImport(
  packageName: string,
  bundled: RegExp[],
  entries: readonly string[] = ['index'],
): Promise<BuiltForImport> {
  const tsup = await import('tsup');
  const outDir = mkdtempSync(join(tmpdir(), `slashkit-${packageName}-`));
  const sources = join(repositoryRoot, 'packages', packageName, 'src');
  await tsup.build({
    config: false,
    entry: Object.fromEntries(entries.map((entry) => [entry, join(sources, `${entry}.ts`)])),
    format: ['esm'],
    outDir,
    platform: 'node',
    target: 'node20',
    dts: false,
    silent: true,
    splitting: true,
    noExternal: bundled,
    esbuildOptions(options) {
      options.conditions = ['@slashkit/source'];
    },
  });
  const files = Object.fromEntries(entries.map((entry) => [entry, join(outDir, `${entry}.js`)]));
  return {
    file: files[entries[0]!]!,
    files,
    cleanup: () => rmSync(outDir, { recursive: true, force: true }),
  };
}
