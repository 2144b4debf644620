/** How far (in edits: a letter added, removed, changed, or two swapped) a typo may be from a flag. */
const maxDistance = 2;

/**
 * The usage message for an error of `node:util`'s `parseArgs`: an unknown option is named with the flag it
 * most likely meant (`unknown option --prot (did you mean --port?)`); any other message is kept.
 * @example
 * unknownOptionMessage(error, ['port', 'host']); // 'unknown option --prot (did you mean --port?)'
 */
export function unknownOptionMessage(error: unknown, flags: readonly string[]): string {
  const message = error instanceof Error ? error.message : String(error);
  const typed = /^Unknown option '(-{1,2}[^']*)'/.exec(message)?.[1];
  if (typed === undefined) return message;
  const name = typed.replace(/^-+/, '').split('=')[0] ?? '';
  let best: { flag: string; distance: number } | undefined;
  for (const flag of flags) {
    const distance = editDistance(name.toLowerCase(), flag);
    if (distance <= maxDistance && distance < flag.length && (!best || distance < best.distance))
      best = { flag, distance };
  }
  return best ? `unknown option ${typed} (did you mean --${best.flag}?)` : `unknown option ${typed}`;
}

/** Optimal string alignment distance: Levenshtein's edits, plus a swap of two neighbouring letters. */
function editDistance(a: string, b: string): number {
  const rows: number[][] = Array.from({ length: a.length + 1 }, (_, i) =>
    Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  for (let i = 1; i <= a.length; i++)
    for (let j = 1; j <= b.length; j++) {
      const row = rows[i]!;
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      row[j] = Math.min(rows[i - 1]![j]! + 1, row[j - 1]! + 1, rows[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        row[j] = Math.min(row[j]!, rows[i - 2]![j - 2]! + 1);
    }
  return rows[a.length]![b.length]!;
}
