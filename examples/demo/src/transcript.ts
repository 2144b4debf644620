// Prints the demo as a readable transcript: colour on a terminal, plain text when piped or in CI.
const colour = process.stdout.isTTY === true && !process.env.NO_COLOR;
const paint = (code: number) => (text: string) => (colour ? `\x1b[${code}m${text}\x1b[0m` : text);
const bold = paint(1);
const dim = paint(2);
const cyan = paint(36);
const green = paint(32);
const red = paint(31);
const yellow = paint(33);

const write = (line: string) => process.stdout.write(`${line}\n`);

/** The lines the demo prints, by kind. */
export const transcript = {
  /** A numbered chapter heading. */
  chapter(title: string): void {
    write('');
    write(bold(title));
  },
  /** What a user does in the client, e.g. `alice › /roll sides:20`. */
  user(who: string, action: string): void {
    write(`  ${cyan(who)} › ${action}`);
  },
  /** What the bot or the service answered. */
  answer(from: string, text: string): void {
    const [first = '', ...rest] = text.split('\n');
    write(`  ${green(from)} ‹ ${first}`);
    for (const line of rest) write(`  ${' '.repeat(from.length)}   ${line}`);
  },
  /** A refusal or failure the scenario expects. */
  refused(text: string): void {
    write(`  ${red('✗')} ${text}`);
  },
  /** Background information: what happened under the hood. */
  note(text: string): void {
    write(`  ${dim(text)}`);
  },
  /** A success line. */
  ok(text: string): void {
    write(`  ${green('✓')} ${text}`);
  },
  /** Something to point out, e.g. the URL to open with `--keep-open`. */
  highlight(text: string): void {
    write(yellow(text));
  },
};
