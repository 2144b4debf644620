import { spawn } from 'node:child_process';

/** Options of {@link runCommand}. */
export interface RunCommandOptions {
  readonly cwd: string;
  readonly env?: NodeJS.ProcessEnv;
}

/**
 * Runs a command to completion and resolves with its standard output; rejects with an error that names the
 * command, its folder, its exit code and what it printed (stdout and stderr), so a CI log shows why.
 */
export function runCommand(
  command: string,
  args: readonly string[],
  options: RunCommandOptions,
): Promise<string> {
  return new Promise((resolvePromise, reject) => {
    const child = spawn(command, args, {
      cwd: options.cwd,
      env: options.env ?? process.env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
    });
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    child.on('error', reject);
    child.on('close', (code) => {
      if (code === 0) resolvePromise(stdout);
      else
        reject(
          new Error(
            `\`${command} ${args.join(' ')}\` failed in ${options.cwd} with exit code ${code}:\n${stdout}\n${stderr}`,
          ),
        );
    });
  });
}
