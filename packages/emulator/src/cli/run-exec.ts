import { startEmulator } from '../start-emulator.js';
import { writeStateFile } from '../state/snapshot/state-file.js';
import { clientPath } from '../web-client-routes/client-feature.js';
import { startChildCommand } from './child-command.js';
import { execUsage, parseExecArgs } from './exec-args.js';
import { execEnvironment, execEnvironmentNames } from './exec-environment.js';
import { portTakenBefore } from './port-taken-before.js';
import { saveEndpointWhenUp } from './save-endpoint-when-up.js';
import { signalExitCode } from './signal-exit-code.js';

/** Where `slashkit-emulator exec` writes: the command's streams are its own, the emulator's lines go here. */
export interface ExecIO {
  /** Standard output (the help). */
  out: (text: string) => void;
  /** The emulator's own lines (stderr, so that the command's stdout stays its own). */
  err: (text: string) => void;
}

/**
 * The signals `exec` forwards to its command (and its whole process group): Ctrl+C, a stop, a closed
 * terminal, Ctrl+\. Each one would otherwise end exec alone and leave the command running, holding its port.
 */
const forwarded: readonly NodeJS.Signals[] = ['SIGINT', 'SIGTERM', 'SIGHUP', 'SIGQUIT'];

/** The port after the one of `host:port`, for the hint of a port already taken. */
const nextPort = (hostAndPort: string): number => Number(/:(\d+)$/.exec(hostAndPort)?.[1] ?? 3000) + 1;

/**
 * `slashkit-emulator exec [options] -- <command…>`: starts an emulator, runs the command with the app's
 * credentials and the emulator's API in its environment, saves `--endpoint` as the app's interactions
 * endpoint once the command answers its PING there (refusing one on this machine that another process
 * already serves), forwards SIGINT, SIGTERM, SIGHUP and SIGQUIT to the command, and resolves with the
 * command's exit code once it has ended (after `--keep-open`'s wait, `--save-state`'s snapshot, and the
 * emulator's stop). Bad arguments throw a `CliUsageError`.
 */
export async function runExec(args: readonly string[], io: ExecIO): Promise<number> {
  const options = parseExecArgs(args);
  if (options.help) {
    io.out(`${execUsage}\n`);
    return 0;
  }
  const say = (line: string) => io.err(`[emulator] ${line}\n`);
  // Signals are ours from the start: one that comes before the command runs ends exec, not the emulator alone.
  const received: NodeJS.Signals[] = [];
  let onSignal: (signal: NodeJS.Signals) => void = (signal) => received.push(signal);
  const handlers = forwarded.map((signal) => {
    const handler = () => onSignal(signal);
    process.on(signal, handler);
    return () => process.off(signal, handler);
  });
  const emulator = await startEmulator({
    ...options.emulator,
    ...(options.log ? { log: (line: string) => say(line) } : {}),
  });
  try {
    const clientUrl = `${emulator.url}${clientPath}/`;
    say(`listening on ${emulator.url} (API ${emulator.apiBaseUrl})`);
    say(`web client: ${clientUrl}`);
    if (received.length > 0) return signalExitCode(received[0]!);
    // An endpoint on this machine that already answers is another process's (a bot left running from an
    // earlier run): saving it would send the interactions there, and the command would find its port taken.
    const taken = options.endpoint === undefined ? null : await portTakenBefore(options.endpoint);
    if (taken !== null) {
      say(
        `error: ${taken} is already in use before the command started (another process listens there, perhaps a bot left running from an earlier run), so what answers there would not be the command; the endpoint is not saved and the command is not run. Stop that process, or run the bot on another port (e.g. PORT=${nextPort(taken)}) and give it to --endpoint.`,
      );
      return 1;
    }
    say(`running: ${options.command.join(' ')} (with ${execEnvironmentNames.join(', ')})`);
    const child = startChildCommand(options.command, { ...process.env, ...execEnvironment(emulator) });
    onSignal = (signal) => child.signal(signal);
    let code: number | null = null;
    if (options.endpoint !== undefined) {
      const stopWaiting = new AbortController();
      void child.exited.then(() => stopWaiting.abort());
      const result = await saveEndpointWhenUp({
        emulator,
        endpoint: options.endpoint,
        timeoutMs: options.endpointTimeoutMs,
        signal: stopWaiting.signal,
        report: say,
      });
      if (result.saved)
        say(
          `interactions endpoint saved: ${options.endpoint}; use the bot from the web client: ${clientUrl}`,
        );
      else if (result.ended === 'timeout') {
        say(
          `error: ${options.endpoint} did not answer the PING within ${Math.round(options.endpointTimeoutMs / 1000)} s (last: ${result.lastProblem}). Does the command serve the interactions endpoint on that port (the README bot listens on PORT, default 3000)? Raise the wait with --endpoint-timeout. Stopping the command.`,
        );
        child.signal('SIGTERM');
        code = 1;
      } else say(`the command ended before ${options.endpoint} answered (last: ${result.lastProblem})`);
    }
    const exit = await child.exited;
    say(`the command ${exit.description}`);
    code ??= exit.code;
    if (options.keepOpen) {
      say(`still running at ${emulator.url}; web client: ${clientUrl} (press Ctrl+C to stop)`);
      await new Promise<void>((resolve) => {
        onSignal = () => resolve();
      });
    }
    if (options.saveState !== undefined) {
      try {
        await writeStateFile(options.saveState, emulator.exportState());
        say(`state saved to ${options.saveState}`);
      } catch (error) {
        say(`error: could not save the state to ${options.saveState}: ${(error as Error).message}`);
        if (code === 0) code = 1;
      }
    }
    return code;
  } finally {
    await emulator.stop();
    for (const remove of handlers) remove();
  }
}
