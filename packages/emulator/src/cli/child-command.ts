import { spawn } from 'node:child_process';
import { signalExitCode } from './signal-exit-code.js';

/** How a command run by {@link startChildCommand} ended. */
export interface ChildExit {
  /** The exit code a shell would report: the command's own, or 128 + the signal's number when killed by one. */
  code: number;
  /** What happened, for a message: `exited with code 1`, `was killed by SIGTERM`, `could not start: …`. */
  description: string;
}

/** A command started by {@link startChildCommand}. */
export interface ChildCommand {
  /** Resolves once the command has ended (never rejects). */
  readonly exited: Promise<ChildExit>;
  /** Whether it is still running. */
  running(): boolean;
  /** Sends a signal to the command and every process it started (a no-op once they have ended). */
  signal(signal: NodeJS.Signals): void;
}

/**
 * Starts a command with its standard streams inherited (its output is the user's to see) and the given
 * environment. A command that cannot be started (not found, not executable) ends with 127 or 126, as in a
 * shell.
 *
 * On POSIX systems the command runs in a process group of its own, and signals go to the whole group, as a
 * terminal's Ctrl+C does: a command is often a chain (`npx` → `sh` → `tsx` → `node`) whose links do not all
 * pass signals on, and a signal sent to exec alone (`kill`, a container's stop, a test) must still reach
 * the bot at its end. Once the command has ended, what it left running in its group gets SIGTERM. On
 * Windows the command goes through the shell, so `npx` (a `.cmd` there) is found.
 */
export function startChildCommand(
  command: readonly [string, ...string[]],
  env: NodeJS.ProcessEnv,
): ChildCommand {
  const [program, ...args] = command;
  const windows = process.platform === 'win32';
  const child = spawn(program, args, { stdio: 'inherit', env, shell: windows, detached: !windows });
  let done = false;
  const toGroup = (signal: NodeJS.Signals): boolean => {
    if (windows || child.pid === undefined) return false;
    try {
      process.kill(-child.pid, signal);
      return true;
    } catch {
      return false; // ESRCH: nothing is left in the group
    }
  };
  const exited = new Promise<ChildExit>((resolve) => {
    child.once('error', (error: NodeJS.ErrnoException) => {
      if (done) return;
      done = true;
      resolve({
        code: error.code === 'ENOENT' ? 127 : 126,
        description:
          error.code === 'ENOENT'
            ? `could not start: ${program} was not found (is it installed, and on the PATH?)`
            : `could not start: ${error.message}`,
      });
    });
    child.once('exit', (code, signal) => {
      if (done) return;
      done = true;
      toGroup('SIGTERM');
      if (signal !== null) resolve({ code: signalExitCode(signal), description: `was killed by ${signal}` });
      else resolve({ code: code ?? 0, description: `exited with code ${code ?? 0}` });
    });
  });
  return {
    exited,
    running: () => !done,
    signal(signal) {
      if (done) return;
      if (!toGroup(signal)) child.kill(signal);
    },
  };
}
