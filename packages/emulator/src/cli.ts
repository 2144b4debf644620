#!/usr/bin/env node
import { parseArgs } from 'node:util';
import { SDKVersion } from '@slashkit/api';
import { bannerLines } from './banner-lines.js';
import { readyLine } from './ready-line.js';
import { startEmulator } from './start-emulator.js';
import { StateSnapshotError } from './state/state-snapshot-error.js';
import { WorldSeedError } from './world/world-seed-error.js';

const usage = `Usage: slashkit-emulator [options]

The Application Commands service (API v10), running locally.

Options:
  --port <n>                  port to listen on (0 = a free port; default 0)
  --host <addr>               interface to bind (default 127.0.0.1)
  --seed <file>               load the world from a JSON file (default: the seeded world)
  --state <file>              start from a state snapshot (GET /_emulator/state); not with --seed
  --rate-limits <on|off|strict>  rate-limit profile (default on; with --state, the snapshot's)
  --allow-host <name[:port]>  also answer this Host name (repeatable; e.g. behind a proxy or in a container)
  --json                      print exactly one JSON line when ready, and no request log
  -v, --version               print the version and exit
  -h, --help                  show this help`;

async function main(): Promise<void> {
  let values: {
    port?: string;
    host?: string;
    seed?: string;
    state?: string;
    'rate-limits'?: string;
    json?: boolean;
    help?: boolean;
    version?: boolean;
    'allow-host'?: string[];
  };
  try {
    ({ values } = parseArgs({
      options: {
        port: { type: 'string' },
        host: { type: 'string' },
        seed: { type: 'string' },
        state: { type: 'string' },
        'rate-limits': { type: 'string' },
        json: { type: 'boolean' },
        help: { type: 'boolean', short: 'h' },
        version: { type: 'boolean', short: 'v' },
        'allow-host': { type: 'string', multiple: true },
      },
      strict: true,
    }));
  } catch (error) {
    fail(`${(error as Error).message}\n\n${usage}`);
  }
  if (values.version) {
    process.stdout.write(`slashkit-emulator ${SDKVersion}\n`);
    return;
  }
  if (values.help) {
    process.stdout.write(`${usage}\n`);
    return;
  }
  const port = values.port === undefined ? 0 : Number(values.port);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    fail(`--port must be an integer from 0 to 65535; got ${values.port}`);
  const rateLimits = values['rate-limits'];
  if (rateLimits !== undefined && rateLimits !== 'on' && rateLimits !== 'off' && rateLimits !== 'strict') {
    fail(`--rate-limits must be on, off or strict; got ${rateLimits}`);
  }
  if (values.seed !== undefined && values.state !== undefined)
    fail('--seed and --state do not go together: a snapshot holds its own world');
  const json = values.json === true;
  const emulator = await startEmulator({
    port,
    ...(values.host ? { host: values.host } : {}),
    ...(values.seed ? { seed: values.seed } : {}),
    ...(values.state ? { state: values.state } : {}),
    ...(rateLimits ? { rateLimits } : {}),
    ...(values['allow-host'] ? { allowedHosts: values['allow-host'] } : {}),
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

function fail(message: string): never {
  process.stderr.write(`slashkit-emulator: ${message}\n`);
  process.exit(2);
}

main().catch((error: unknown) => {
  fail(
    error instanceof WorldSeedError || error instanceof StateSnapshotError
      ? error.message
      : error instanceof Error
        ? (error.stack ?? error.message)
        : `unexpected failure: ${String(error)}`,
  );
});
