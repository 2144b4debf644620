import { type ChildProcess, spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { runCommand } from '../../scripts/run-command.js';

/** A process found by {@link RunningCommand.processes}. */
export interface ProcessInfo {
  readonly pid: number;
  /** Its command line, for a failure message. */
  readonly args: string;
}

/** How a {@link RunningCommand} ended. */
export interface CommandEnd {
  readonly code: number | null;
  readonly signal: NodeJS.Signals | null;
}

/** Every process on the machine, with its parent and state (`ps` on Linux and macOS alike). */
async function processTable(): Promise<{ pid: number; ppid: number; stat: string; args: string }[]> {
  const table = await runCommand('ps', ['-A', '-o', 'pid=,ppid=,stat=,args='], { cwd: process.cwd() });
  return table.split('\n').flatMap((line) => {
    const match = /^\s*(\d+)\s+(\d+)\s+(\S+)\s+(.*)$/.exec(line);
    return match ? [{ pid: Number(match[1]), ppid: Number(match[2]), stat: match[3]!, args: match[4]! }] : [];
  });
}

/**
 * A command that runs until it is stopped (`npm run dev`, `npx slashkit-emulator exec …`), started as a
 * terminal would start it: in a process group of its own, so that {@link stop} signals the whole chain
 * (`npm` → `sh` → `slashkit-emulator` …) as Ctrl+C does. Its output is read line by line as it comes, so
 * a test waits for what it prints, never for a time.
 */
export class RunningCommand {
  readonly #child: ChildProcess;
  readonly #lines: string[] = [];
  readonly #waiters = new Set<() => void>();
  readonly #closed: Promise<CommandEnd>;
  #ended = false;

  private constructor(child: ChildProcess) {
    this.#child = child;
    for (const stream of [child.stdout!, child.stderr!])
      createInterface({ input: stream }).on('line', (line) => {
        this.#lines.push(line);
        for (const wake of this.#waiters) wake();
      });
    // `close` comes once every process holding the command's output has ended (the streams are inherited
    // down the chain), not merely the first link.
    this.#closed = new Promise((resolve) =>
      child.once('close', (code, signal) => {
        this.#ended = true;
        for (const wake of this.#waiters) wake();
        resolve({ code, signal });
      }),
    );
  }

  /** Starts `command args…` in `cwd` with `env`. */
  static start(command: string, args: readonly string[], options: { cwd: string; env: NodeJS.ProcessEnv }) {
    return new RunningCommand(
      spawn(command, args, { ...options, detached: true, stdio: ['ignore', 'pipe', 'pipe'] }),
    );
  }

  /** What it has printed so far (stdout and stderr, line by line as they came). */
  get output(): string {
    return this.#lines.join('\n');
  }

  /** How many lines it has printed so far: give it to {@link waitForLine} to wait for what comes next. */
  get lineCount(): number {
    return this.#lines.length;
  }

  /**
   * Resolves with the first line from line `from` on (printed so far or later) that matches `pattern`;
   * rejects with the output when the command ends without printing one.
   */
  waitForLine(pattern: RegExp, from = 0): Promise<RegExpExecArray> {
    return new Promise((resolve, reject) => {
      const check = () => {
        for (const line of this.#lines.slice(from)) {
          const match = pattern.exec(line);
          if (match) {
            this.#waiters.delete(check);
            return resolve(match);
          }
        }
        if (this.#ended) {
          this.#waiters.delete(check);
          reject(
            new Error(`the command ended without printing ${pattern} (from line ${from}):\n${this.output}`),
          );
        }
      };
      this.#waiters.add(check);
      check();
    });
  }

  /** The command's process and every process it started, as they are now (the living ones). */
  async processes(): Promise<ProcessInfo[]> {
    const table = await processTable();
    const found = new Set([this.#child.pid]);
    // Parents come before their children in no guaranteed order: sweep until nothing new is found.
    for (let grown = true; grown; ) {
      grown = false;
      for (const row of table)
        if (found.has(row.ppid) && !found.has(row.pid)) {
          found.add(row.pid);
          grown = true;
        }
    }
    return table
      .filter((row) => found.has(row.pid) && !row.stat.startsWith('Z'))
      .map(({ pid, args }) => ({ pid, args }));
  }

  /** Which of `processes` still run (zombies, which have ended and wait to be reaped, left out). */
  static async stillRunning(processes: readonly ProcessInfo[]): Promise<ProcessInfo[]> {
    const running = new Set(
      (await processTable()).filter((row) => !row.stat.startsWith('Z')).map((row) => row.pid),
    );
    return processes.filter((p) => running.has(p.pid));
  }

  /** Resolves once the command has ended on its own (and every process holding its output). */
  ended(): Promise<CommandEnd> {
    return this.#closed;
  }

  /** Sends `signal` to the command's whole process group, as a terminal does, and resolves once it has ended. */
  async stop(signal: NodeJS.Signals): Promise<CommandEnd> {
    if (!this.#ended) this.#signalGroup(signal);
    return this.#closed;
  }

  /**
   * For an `afterAll`, after a failed test: kills the command and every process it started (those in
   * process groups of their own too, such as exec's command), and resolves once they have ended.
   */
  async kill(): Promise<void> {
    if (this.#ended) return;
    for (const { pid } of await this.processes())
      try {
        process.kill(pid, 'SIGKILL');
      } catch {
        // ESRCH: it has ended meanwhile.
      }
    await this.#closed;
  }

  #signalGroup(signal: NodeJS.Signals): void {
    try {
      process.kill(-this.#child.pid!, signal);
    } catch {
      // ESRCH: the group has already ended.
    }
  }
}
