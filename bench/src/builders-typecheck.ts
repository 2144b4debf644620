// What the builders' inferred types cost the compiler: `tsc --extendedDiagnostics` on the generated
// 200-command fixture (packages/builders/test/fixtures), beside the same 200 commands written with
// @discordjs/builders 1.15 (which infers nothing). Each side is also checked with one trivial command, so
// the cost of the library's own declarations can be told apart from the cost per command.
import { execFileSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { generateTypecheckFixture } from '../../packages/builders/test/fixtures/generate-typecheck-fixture.js';
import type { BenchSection, Measurement } from './harness.js';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const tsc = join(root, 'node_modules', 'typescript', 'bin', 'tsc');
// Inside bench/node_modules so that @discordjs/builders and @types/node resolve as they do for users.
const work = join(root, 'bench', 'node_modules', '.cache', 'slashkit-typecheck');
const ourFixture = join(root, 'packages', 'builders', 'test', 'fixtures', 'two-hundred-commands.ts');
const ourSource = join(root, 'packages', 'builders', 'src', 'index.js');

interface Diagnostics {
  checkMs: number;
  instantiations: number;
}

/** Runs tsc on one file with the repository's compiler options; throws if the file has type errors. */
function check(file: string, name: string): Diagnostics {
  const config = join(work, `tsconfig.${name}.json`);
  writeFileSync(
    config,
    JSON.stringify({
      extends: join(root, 'tsconfig.json'),
      compilerOptions: { noEmit: true, declaration: false },
      include: [],
      files: [file],
    }),
  );
  let out: string;
  try {
    out = execFileSync(process.execPath, [tsc, '-p', config, '--extendedDiagnostics'], { encoding: 'utf8' });
  } catch (error) {
    throw new Error(`${name} does not type-check:\n${(error as { stdout?: string }).stdout ?? error}`);
  }
  const checkTime = /Check time:\s+([\d.]+)s/.exec(out);
  const instantiations = /Instantiations:\s+(\d+)/.exec(out);
  if (!checkTime || !instantiations) throw new Error(`unexpected tsc output:\n${out}`);
  return { checkMs: Number(checkTime[1]) * 1000, instantiations: Number(instantiations[1]) };
}

/** Median check time over `runs` runs (instantiation counts do not vary). */
function measure(file: string, name: string, runs = 3): Measurement & { instantiations: number } {
  const results: Diagnostics[] = [];
  for (let i = 0; i < runs; i++) results.push(check(file, name));
  const times = results.map((r) => r.checkMs).sort((a, b) => a - b);
  return {
    median: times[runs >> 1]!,
    runs: results.map((r) => r.checkMs),
    instantiations: results[0]!.instantiations,
  };
}

export default async function run(): Promise<BenchSection> {
  mkdirSync(work, { recursive: true });
  try {
    const peerFixture = join(work, 'discordjs-two-hundred-commands.ts');
    writeFileSync(peerFixture, generateTypecheckFixture('discordjs', '@discordjs/builders'));
    const ourTrivial = join(work, 'slashkit-one-command.ts');
    writeFileSync(
      ourTrivial,
      `import { SlashCommandBuilder } from ${JSON.stringify(ourSource)};\nexport const ping = new SlashCommandBuilder().setName('ping').setDescription('d');\n`,
    );
    const peerTrivial = join(work, 'discordjs-one-command.ts');
    writeFileSync(
      peerTrivial,
      `import { SlashCommandBuilder } from '@discordjs/builders';\nexport const ping = new SlashCommandBuilder().setName('ping').setDescription('d');\n`,
    );

    const ours = measure(ourFixture, 'slashkit');
    const peer = measure(peerFixture, 'discordjs');
    const ourBase = measure(ourTrivial, 'slashkit-one');
    const peerBase = measure(peerTrivial, 'discordjs-one');
    const peerName = '@discordjs/builders 1.15 (no inference)';
    // Our library is checked from its TypeScript sources (the peer ships declarations that skipLibCheck
    // skips), so the difference between the fixture and one command is the fair per-bot figure.
    const minus = (a: Measurement, b: Measurement): Measurement => ({
      median: a.median - b.median,
      runs: a.runs.map((value, i) => value - (b.runs[i] ?? b.median)),
    });
    return {
      title: '@slashkit/builders: type-checking a 200-command bot',
      notes:
        'The fixture is packages/builders/test/fixtures/two-hundred-commands.ts (180 slash commands with 3-6 options ' +
        'or 2-4 subcommands, 20 context-menu commands), each with `InferOptions` used by a handler; the peer file is ' +
        'the same 200 commands written with @discordjs/builders, without handlers. Check time is tsc\'s "Check time" ' +
        "with the repository's compiler options (median of 3). Instantiations: slashkit " +
        `${ours.instantiations.toLocaleString('en-US')} for the fixture and ` +
        `${ourBase.instantiations.toLocaleString('en-US')} for one command; peer ` +
        `${peer.instantiations.toLocaleString('en-US')} and ${peerBase.instantiations.toLocaleString('en-US')}.`,
      rows: [
        {
          name: 'tsc check time, 200-command fixture',
          unit: 'ms',
          higherIsBetter: false,
          ours,
          peer: { name: peerName, ...peer },
        },
        {
          name: 'tsc check time, 200 commands minus one (the commands alone)',
          unit: 'ms',
          higherIsBetter: false,
          ours: minus(ours, ourBase),
          peer: { name: peerName, ...minus(peer, peerBase) },
        },
        {
          name: 'tsc check time, one command (the library alone, ours from source)',
          unit: 'ms',
          higherIsBetter: false,
          ours: ourBase,
          peer: { name: peerName, ...peerBase },
        },
      ],
    };
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}
