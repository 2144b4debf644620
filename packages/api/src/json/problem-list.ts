/** How many problems an error about an input (a world file, a snapshot, a body) lists; the others are counted. */
export const maxReportedProblems = 100;

/**
 * The problems found in an input, each `path: what is wrong`: the first {@link maxReportedProblems} kept,
 * the others only counted, so a huge bad input costs a bounded answer (and the first problems are the ones
 * to fix first).
 * @example
 * const problems = new ProblemList();
 * problems.push('users[0].id: expected a snowflake');
 */
export class ProblemList {
  /** The problems kept, in the order they were found. */
  readonly reported: string[] = [];
  /** How many more were found beyond those kept. */
  omitted = 0;

  /** Records a problem. */
  push(line: string): void {
    if (this.reported.length < maxReportedProblems) this.reported.push(line);
    else this.omitted++;
  }

  /** Records `count` problems found elsewhere and not listed (an inner check's own omitted ones). */
  omit(count: number): void {
    this.omitted += count;
  }

  /** How many problems were found in all. */
  get length(): number {
    return this.reported.length + this.omitted;
  }
}

/**
 * The lines of an error message listing `problems`, with `… and N more` for those not listed.
 * @example
 * problemLines(['a: missing'], 2); // '  - a: missing\n  … and 2 more'
 */
export function problemLines(problems: readonly string[], omitted: number): string {
  const lines = problems.map((p) => `  - ${p}`);
  if (omitted > 0) lines.push(`  … and ${omitted} more`);
  return lines.join('\n');
}
