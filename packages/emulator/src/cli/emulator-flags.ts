import type { ParseArgsConfig } from 'node:util';
import type { StartEmulatorOptions } from '../start-emulator.js';
import { CliUsageError } from './cli-usage-error.js';

/** The flags that start an emulator, shared by `slashkit-emulator` and `slashkit-emulator exec`. */
export const emulatorFlagOptions = {
  port: { type: 'string' },
  host: { type: 'string' },
  seed: { type: 'string' },
  state: { type: 'string' },
  'rate-limits': { type: 'string' },
  'allow-host': { type: 'string', multiple: true },
} as const satisfies NonNullable<ParseArgsConfig['options']>;

/** Their help lines. */
export const emulatorFlagUsage = `  --port <n>                  port to listen on (0 = a free port; default 0)
  --host <addr>               interface to bind (default 127.0.0.1)
  --seed <file>               load the world from a JSON file (default: the seeded world)
  --state <file>              start from a state snapshot (GET /_emulator/state); not with --seed
  --rate-limits <on|off|strict>  rate-limit profile (default on; with --state, the snapshot's)
  --allow-host <name[:port]>  also answer this Host name (repeatable; e.g. behind a proxy or in a container)`;

/** The parsed values of {@link emulatorFlagOptions}. */
export interface EmulatorFlagValues {
  port?: string | undefined;
  host?: string | undefined;
  seed?: string | undefined;
  state?: string | undefined;
  'rate-limits'?: string | undefined;
  'allow-host'?: string[] | undefined;
}

/**
 * Turns the emulator flags into {@link startEmulator} options, checked.
 * @throws CliUsageError naming the bad flag and what it takes
 */
export function emulatorOptionsOf(values: EmulatorFlagValues): StartEmulatorOptions {
  const port = values.port === undefined ? 0 : Number(values.port);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new CliUsageError(`--port must be an integer from 0 to 65535; got ${values.port}`);
  const rateLimits = values['rate-limits'];
  if (rateLimits !== undefined && rateLimits !== 'on' && rateLimits !== 'off' && rateLimits !== 'strict')
    throw new CliUsageError(`--rate-limits must be on, off or strict; got ${rateLimits}`);
  if (values.seed !== undefined && values.state !== undefined)
    throw new CliUsageError('--seed and --state do not go together: a snapshot holds its own world');
  return {
    port,
    ...(values.host ? { host: values.host } : {}),
    ...(values.seed ? { seed: values.seed } : {}),
    ...(values.state ? { state: values.state } : {}),
    ...(rateLimits ? { rateLimits } : {}),
    ...(values['allow-host'] ? { allowedHosts: values['allow-host'] } : {}),
  };
}
