#!/usr/bin/env node
import { parseArgs } from 'node:util';
import { SDKVersion } from '@slashkit/api';
import { bannerLines } from './banner-lines.js';
import { CliUsageError } from './cli/cli-usage-error.js';
import { emulatorFlagOptions, emulatorFlagUsage, emulatorOptionsOf } from './cli/emulator-flags.js';
import { portInUse, portInUseMessage } from './cli/port-in-use.js';
import { runExec } from './cli/run-exec.js';
import { unknownOptionMessage } from './cli/unknown-option-message.js';
import { readyLine } from './ready-line.js';
import { startEmulator } from './start-emulator.js';
import { StateSnapshotError } from './state/snapshot/state-snapshot-error.js';
import { WorldSeedError } from './world/world-seed-error.js';

const usage = `Usage: slashkit-emulator [options]
       slashkit-emulator exec [options] -- <command> [args…]

The Application Commands service (API v10), running locally.

Commands:
  exec                        start the emulator, run a command against it (its credentials and API URL in
                              the environment), and exit with the command's code; see exec --help

Options:
${emulatorFlagUsage}
  --json                      print exactly one JSON line when ready, and no request log
  -v, --version               print the version and exit
  -h, --help                  show this help`;

/** The emulator alone, until SIGINT or SIGTERM. */
async function serve(args: string[]): Promise<void> {
  let values: ReturnType<typeof parse>['values'];
  try {
    ({ values } = parse(args));
  } catch (error) {
    throw new CliUsageError(unknownOptionMessage(error, Object.keys(serveFlagOptions)));
  }
  if (values.version) {
    process.stdout.write(`slashkit-emulator ${SDKVersion}\n`);
    return;
  }
  if (values.help) {
    process.stdout.write(`${usage}\n`);
    return;
  }
  const options = emulatorOptionsOf(values);
  const json = values.json === true;
  const emulator = await startEmulator({
    ...options,
    ...(json ? {} : { log: (line: string) => process.stdout.write(`${new Date().toISOString()} ${line}\n`) }),
  });
  const ready = readyLine(emulator.url, emulator.apiBaseUrl, emulator.world);
  if (json) {
    process.stdout.write(`${JSON.stringify(ready)}\n`);
  } else {
    const profile = emulator.context.state.limits.profile.name;
    process.stdout.write(`${bannerLines(ready, profile).join('\n')}\n`);
  }
  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    if (!json) process.stdout.write(`${signal}: stopping\n`);
    void emulator.stop().then(() => process.exit(0));
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
}

/** The flags of `slashkit-emulator` itself: the emulator's and the output's. */
const serveFlagOptions = {
  ...emulatorFlagOptions,
  json: { type: 'boolean' },
  help: { type: 'boolean', short: 'h' },
  version: { type: 'boolean', short: 'v' },
} as const;

function parse(args: string[]) {
  return parseArgs({ args, options: serveFlagOptions, strict: true });
}

function fail(message: string): never {
  process.stderr.write(`slashkit-emulator: ${message}\n`);
  process.exit(2);
}

const [first, ...rest] = process.argv.slice(2);
const exec = first === 'exec';
(exec
  ? runExec(rest, {
      out: (text) => process.stdout.write(text),
      err: (text) => process.stderr.write(text),
    }).then((code) => {
      process.exitCode = code;
    })
  : serve(process.argv.slice(2))
).catch((error: unknown) => {
  fail(
    error instanceof CliUsageError
      ? exec
        ? `exec: ${error.message}\n(slashkit-emulator exec --help lists the options)`
        : `${error.message}\n\n${usage}`
      : error instanceof WorldSeedError || error instanceof StateSnapshotError
        ? error.message
        : portInUse(error)
          ? portInUseMessage(error)
          : error instanceof Error
            ? (error.stack ?? error.message)
            : `unexpected failure: ${String(error)}`,
  );
});
