import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createInterface } from 'node:readline';

// A bot of another language run as a child process (discord.py from Debian's python3-discord): its output
// lines kept in order, waited for by pattern (no sleeps), and the process ended at the test's end.

/** Debian's Python, where python3-discord installs (another `python3` on the PATH may not have it). */
export const python = process.env.DISCORD_PY_PYTHON ?? '/usr/bin/python3';

/** A running bot process and the lines it printed. */
export class PythonBot {
  readonly output: string[] = [];
  readonly #process: ChildProcess;
  readonly #waiting = new Set<() => void>();
  /** How many lines earlier waits used: each wait reads the lines after the one the last wait matched. */
  #read = 0;

  /** Starts `file` with `env` added to this process's environment. */
  constructor(file: string, env: Record<string, string>) {
    if (!existsSync(python))
      throw new Error(`${python} is missing: run scripts/ensure-discord-py.sh (Debian's python3-discord)`);
    this.#process = spawn(python, ['-u', file], {
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    for (const stream of [this.#process.stdout!, this.#process.stderr!])
      createInterface({ input: stream }).on('line', (line) => {
        this.output.push(line);
        for (const wake of this.#waiting) wake();
      });
    this.#process.once('exit', () => {
      for (const wake of this.#waiting) wake();
    });
  }

  /**
   * Resolves with the first line after the last one a wait matched that `pattern` matches; rejects when
   * the bot exits first.
   */
  line(pattern: RegExp): Promise<RegExpExecArray> {
    return new Promise((resolve, reject) => {
      const check = () => {
        for (let i = this.#read; i < this.output.length; i++) {
          const match = pattern.exec(this.output[i]!);
          if (match) {
            this.#waiting.delete(check);
            this.#read = i + 1;
            return resolve(match);
          }
        }
        if (this.#process.exitCode !== null || this.#process.signalCode !== null) {
          this.#waiting.delete(check);
          reject(new Error(`the bot exited before printing ${pattern}:\n${this.output.join('\n')}`));
        }
      };
      this.#waiting.add(check);
      check();
    });
  }

  /**
   * Resolves with the first line of all the bot printed that `pattern` matches, whenever it came: for
   * lines whose order with others is not fixed (a gateway listener's beside the REST calls that caused
   * it). Leaves {@link line}'s place alone; rejects when the bot exits first.
   */
  seen(pattern: RegExp): Promise<RegExpExecArray> {
    return new Promise((resolve, reject) => {
      const check = () => {
        for (const text of this.output) {
          const match = pattern.exec(text);
          if (match) {
            this.#waiting.delete(check);
            return resolve(match);
          }
        }
        if (this.#process.exitCode !== null || this.#process.signalCode !== null) {
          this.#waiting.delete(check);
          reject(new Error(`the bot exited before printing ${pattern}:\n${this.output.join('\n')}`));
        }
      };
      this.#waiting.add(check);
      check();
    });
  }

  /** Ends the bot and resolves once it exited. */
  async stop(): Promise<void> {
    if (this.#process.exitCode !== null || this.#process.signalCode !== null) return;
    const exited = new Promise((resolve) => this.#process.once('exit', resolve));
    this.#process.kill('SIGTERM');
    await exited;
  }
}
