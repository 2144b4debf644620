import { parseArgs } from 'node:util';
import type { StartEmulatorOptions } from '../start-emulator.js';
import { CliUsageError } from './cli-usage-error.js';
import { emulatorFlagOptions, emulatorFlagUsage, emulatorOptionsOf } from './emulator-flags.js';
import { unknownOptionMessage } from './unknown-option-message.js';

/** The help of `slashkit-emulator exec`. */
export const execUsage = `Usage: slashkit-emulator exec [options] -- <command> [args…]

Starts the emulator, runs the command with the app's credentials and the emulator's API in its
environment, and exits with the command's exit code once it ends (stopping the emulator).

The command gets: BOT_TOKEN, APPLICATION_ID, PUBLIC_KEY, CLIENT_ID, CLIENT_SECRET, GUILD_ID,
DISCORD_API_URL (the emulator's API base, e.g. http://127.0.0.1:PORT/api/v10) and SLASHKIT_EMULATOR_URL
(its origin, for @slashkit/emulator/testing).

Options:
  --endpoint <url>            the bot's interactions endpoint URL: saved for the app as soon as it answers
                              the emulator's PING (the emulator checks it as the service does)
  --endpoint-timeout <s>      how long to wait for the endpoint to answer (default 60)
  --save-state <file>         write the emulator's whole state to this file on exit (a snapshot)
  --keep-open                 once the command exits, keep the emulator and its web client running until
                              Ctrl+C (the exit code is still the command's)
  --log                       print the emulator's request log (on stderr)
${emulatorFlagUsage}
  -h, --help                  show this help

Example:
  slashkit-emulator exec --endpoint http://127.0.0.1:3000 -- npx tsx bot.ts`;

/** What `slashkit-emulator exec` was asked to do. */
export interface ExecArgs {
  /** The command and its arguments, as given after `--`. */
  command: [string, ...string[]];
  /** The emulator to start. */
  emulator: StartEmulatorOptions;
  /** The interactions endpoint URL to save once it answers the PING. */
  endpoint?: string;
  /** How long to wait for the endpoint, in milliseconds. */
  endpointTimeoutMs: number;
  /** Where to write the state snapshot on exit. */
  saveState?: string;
  /** Keep the emulator running after the command exits. */
  keepOpen: boolean;
  /** Print the request log. */
  log: boolean;
  /** `-h`: print the usage and exit. */
  help: boolean;
}

/** How long `--endpoint` is waited for by default, in seconds. */
const defaultEndpointTimeoutSeconds = 60;

/**
 * Parses the arguments that follow `exec`: the flags, `--`, then the command.
 * @throws CliUsageError for an unknown or bad flag, a missing `--` or a missing command
 */
export function parseExecArgs(args: readonly string[]): ExecArgs {
  const separator = args.indexOf('--');
  const flags = separator === -1 ? args : args.slice(0, separator);
  const command = separator === -1 ? [] : args.slice(separator + 1);
  let parsed: ReturnType<typeof parseFlags>;
  try {
    parsed = parseFlags(flags);
  } catch (error) {
    throw new CliUsageError(unknownOptionMessage(error, Object.keys(execFlagOptions)));
  }
  const { values, positionals } = parsed;
  const help = values.help === true;
  if (positionals.length > 0)
    throw new CliUsageError(
      `put the command after --, so that its own flags are not read as the emulator's: slashkit-emulator exec [options] -- ${positionals.join(' ')}`,
    );
  const [program, ...rest] = command;
  if (program === undefined && !help)
    throw new CliUsageError(
      'exec needs a command to run after --, e.g. slashkit-emulator exec --endpoint http://127.0.0.1:3000 -- npx tsx bot.ts',
    );
  const endpoint = values.endpoint;
  if (endpoint !== undefined) {
    const url = URL.canParse(endpoint) ? new URL(endpoint) : undefined;
    if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:'))
      throw new CliUsageError(
        `--endpoint must be an absolute http(s) URL such as http://127.0.0.1:3000; got ${endpoint}`,
      );
  }
  const timeoutFlag = values['endpoint-timeout'];
  const timeoutSeconds = timeoutFlag === undefined ? defaultEndpointTimeoutSeconds : Number(timeoutFlag);
  if (!Number.isFinite(timeoutSeconds) || timeoutSeconds <= 0)
    throw new CliUsageError(`--endpoint-timeout must be a positive number of seconds; got ${timeoutFlag}`);
  if (timeoutFlag !== undefined && endpoint === undefined)
    throw new CliUsageError('--endpoint-timeout goes with --endpoint: it is how long to wait for it');
  const saveState = values['save-state'];
  if (saveState === '') throw new CliUsageError('--save-state needs a file name');
  return {
    command: program === undefined ? ['(none)'] : [program, ...rest],
    emulator: emulatorOptionsOf(values),
    ...(endpoint === undefined ? {} : { endpoint }),
    endpointTimeoutMs: timeoutSeconds * 1000,
    ...(saveState === undefined ? {} : { saveState }),
    keepOpen: values['keep-open'] === true,
    log: values.log === true,
    help,
  };
}

/** The flags of `exec`: the emulator's and its own. */
const execFlagOptions = {
  ...emulatorFlagOptions,
  endpoint: { type: 'string' },
  'endpoint-timeout': { type: 'string' },
  'save-state': { type: 'string' },
  'keep-open': { type: 'boolean' },
  log: { type: 'boolean' },
  help: { type: 'boolean', short: 'h' },
} as const;

function parseFlags(flags: readonly string[]) {
  return parseArgs({ args: [...flags], options: execFlagOptions, strict: true, allowPositionals: true });
}
