// Type-checks one program the way `tsc --noEmit` does, file by file, and prints what each group of files
// cost: CPU time (user + system, steadier than wall time on a shared machine), wall time and type
// instantiations. Run by ../types.ts in a fresh `node` per measurement, so that every figure is a cold
// compiler like a user's `tsc`. Usage: node --import tsx check-program.ts '<ProbeRequest as JSON>'.
import { performance } from 'node:perf_hooks';
import ts from 'typescript';

/** What to check and how to group the cost. */
export interface ProbeRequest {
  /** The tsconfig.json to check (its `files` are the program's roots). */
  project: string;
  /** Group name -> substrings of a file's path; a file counts in the first group that matches. */
  groups: Record<string, string[]>;
}

/** The cost of one group of files. */
export interface GroupCost {
  cpuMs: number;
  wallMs: number;
  instantiations: number;
  files: number;
}

/** What the probe prints, as JSON. */
export interface ProbeResult {
  total: GroupCost;
  groups: Record<string, GroupCost>;
  /** Type errors in the program (the measurement is void if any). */
  errors: string[];
}

const cpuMs = (): number => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};

function probe({ project, groups }: ProbeRequest): ProbeResult {
  const config = ts.getParsedCommandLineOfConfigFile(
    project,
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
        throw new Error(ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
      },
    },
  );
  if (!config) throw new Error(`cannot read ${project}`);
  const program = ts.createProgram({ rootNames: config.fileNames, options: config.options });
  const cost = (): GroupCost => ({ cpuMs: 0, wallMs: 0, instantiations: 0, files: 0 });
  const result: ProbeResult = { total: cost(), groups: {}, errors: [] };
  for (const name of Object.keys(groups)) result.groups[name] = cost();
  const other = cost();
  const report = (diagnostics: readonly ts.Diagnostic[]) => {
    for (const d of diagnostics) {
      if (d.category !== ts.DiagnosticCategory.Error) continue;
      const where = d.file
        ? `${d.file.fileName}:${d.file.getLineAndCharacterOfPosition(d.start ?? 0).line + 1}: `
        : '';
      result.errors.push(where + ts.flattenDiagnosticMessageText(d.messageText, '\n'));
    }
  };
  report(program.getGlobalDiagnostics());
  for (const file of program.getSourceFiles()) {
    const name = Object.keys(groups).find((group) =>
      groups[group]!.some((part) => file.fileName.includes(part)),
    );
    const into = name === undefined ? other : result.groups[name]!;
    const cpu = cpuMs();
    const wall = performance.now();
    const instantiations = program.getInstantiationCount();
    report(program.getSemanticDiagnostics(file));
    into.cpuMs += cpuMs() - cpu;
    into.wallMs += performance.now() - wall;
    into.instantiations += program.getInstantiationCount() - instantiations;
    into.files++;
  }
  for (const group of [...Object.values(result.groups), other]) {
    result.total.cpuMs += group.cpuMs;
    result.total.wallMs += group.wallMs;
    result.total.instantiations += group.instantiations;
    result.total.files += group.files;
  }
  return result;
}

process.stdout.write(JSON.stringify(probe(JSON.parse(process.argv[2]!) as ProbeRequest)));
