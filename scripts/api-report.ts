// The public surface of every package entry, recorded by API Extractor in a checked-in report
// (`packages/<pkg>/api-report/<entry>.api.md`), so that a change to what users can import is deliberate.
//
//   pnpm api:report           build, then write the reports (commit them with the change)
//   tsx scripts/api-report.ts --check [--no-build]   compare only; fails on drift (the packaging tests do this)
//
// API Extractor reads the built declarations (`dist/**/*.d.ts`), the surface exactly as a user's editor
// sees it, including types reachable from an export but not exported themselves (reported as
// `ae-forgotten-export` in the report).
import { existsSync, mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Extractor, ExtractorConfig, type ExtractorMessage } from '@microsoft/api-extractor';
import { buildPackages, publishablePackages, type WorkspacePackage } from './pack.js';

/** One entry point of a package: its name in the report and its built declarations. */
export interface ApiEntry {
  readonly pkg: WorkspacePackage;
  /** `index` for the root entry, else the subpath (`validation`, `node`…). */
  readonly name: string;
  /** The entry's `.d.ts`, absolute. */
  readonly declarations: string;
  /** The checked-in report, absolute. */
  readonly report: string;
}

type ExportMap = Record<string, { import?: { types?: string } } | string>;

/**
 * Every entry with declarations, of every publishable package. The declarations are read from the
 * package's folder, or from `root(pkg)`: a copy of what was built (the packaging tests use the copy they
 * packed, which no later build in the workspace can remove or change). The copy must not sit in a
 * `node_modules` folder, where API Extractor would take the package's own chunks for another package's.
 */
export function apiEntries(options: { root?: (pkg: WorkspacePackage) => string } = {}): ApiEntry[] {
  const root = options.root ?? ((pkg: WorkspacePackage) => pkg.dir);
  return publishablePackages().flatMap((pkg) =>
    Object.entries((pkg.manifest.exports ?? {}) as ExportMap).flatMap(([subpath, target]) => {
      const types = typeof target === 'object' ? target.import?.types : undefined;
      if (!types) return [];
      const name = subpath === '.' ? 'index' : subpath.slice(2).replaceAll('/', '-');
      return [
        {
          pkg,
          name,
          declarations: join(root(pkg), types),
          report: join(pkg.dir, 'api-report', `${name}.api.md`),
        },
      ];
    }),
  );
}

/** What a check or an update found for one entry. */
export interface ApiEntryResult {
  readonly entry: ApiEntry;
  /** The report differs from the declarations (check), or was rewritten (update). */
  readonly changed: boolean;
  /** API Extractor's errors (a missing declaration file, a broken reference). */
  readonly errors: readonly string[];
}

/** Runs API Extractor on one entry: `update` rewrites the report, otherwise it only compares. */
export function extractEntry(entry: ApiEntry, update: boolean): ApiEntryResult {
  mkdirSync(join(entry.pkg.dir, 'api-report'), { recursive: true });
  const config = ExtractorConfig.prepare({
    configObjectFullPath: join(entry.pkg.dir, 'api-extractor.json'),
    packageJsonFullPath: join(entry.pkg.dir, 'package.json'),
    configObject: {
      projectFolder: entry.pkg.dir,
      mainEntryPointFilePath: entry.declarations,
      compiler: {
        overrideTsconfig: {
          compilerOptions: {
            module: 'node16',
            moduleResolution: 'node16',
            target: 'es2022',
            lib: ['es2023', 'dom'],
            types: ['node'],
            skipLibCheck: true,
          },
          files: [entry.declarations],
        },
      },
      apiReport: {
        enabled: true,
        reportFolder: join(entry.pkg.dir, 'api-report'),
        reportTempFolder: join(entry.pkg.dir, 'node_modules', '.cache', 'api-report'),
        reportFileName: `${entry.name}.api.md`,
      },
      docModel: { enabled: false },
      dtsRollup: { enabled: false },
      tsdocMetadata: { enabled: false },
      messages: {
        // Release tags (@public/@beta) are not used: every export of an entry is public by construction.
        extractorMessageReporting: { 'ae-missing-release-tag': { logLevel: 'none' as never } },
        tsdocMessageReporting: { default: { logLevel: 'none' as never } },
      },
    },
  });
  const errors: string[] = [];
  const result = Extractor.invoke(config, {
    localBuild: update,
    messageCallback: (message: ExtractorMessage) => {
      if (message.logLevel === 'error') errors.push(message.formatMessageWithLocation(entry.pkg.dir));
      // Warnings land in the report itself; nothing is printed.
      message.handled = true;
    },
  });
  return { entry, changed: result.apiReportChanged, errors };
}

/** The message CI prints when a report is out of date. */
export const driftHint =
  'The public API changed: run `pnpm api:report`, review the diff of packages/*/api-report/*.api.md, and commit it with the change.';

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  const check = args.includes('--check');
  const entries = apiEntries();
  if (!args.includes('--no-build')) {
    console.log('building…');
    await buildPackages(publishablePackages());
  }
  let failed = false;
  for (const entry of entries) {
    if (!existsSync(entry.declarations)) throw new Error(`${entry.declarations} is missing: build first`);
    const result = extractEntry(entry, !check);
    const label = `${entry.pkg.name}${entry.name === 'index' ? '' : `/${entry.name}`}`;
    for (const error of result.errors) console.error(error);
    if (result.errors.length > 0) failed = true;
    if (check && result.changed) {
      failed = true;
      console.error(`✗ ${label}: the report differs from the built declarations`);
    } else console.log(`${result.changed ? 'updated' : 'unchanged'} ${label}`);
  }
  if (failed && check) console.error(driftHint);
  if (failed) process.exitCode = 1;
}
