import { parseArgs } from 'node:util';
import { REST, type RESTOptions } from '@slashkit/rest';
import { type DeployOptions, deployCommands, ExitCode } from './deploy-commands.js';

/** The script's usage text, printed for `--help` and after a usage error. */
export const usage = `Usage: deploy [--dry-run] [--guild <id>] [--delete-unknown]
  --dry-run         print the plan; write nothing
  --guild <id>      deploy to one guild (instant) instead of globally
  --delete-unknown  delete commands the service has that are not in the list
Environment: BOT_TOKEN, APPLICATION_ID, DISCORD_API_URL (optional: an emulator's, e.g. http://127.0.0.1:8787/api/v10)`;

/** What {@link runDeployCli} gets from its caller instead of reading the process. */
export interface DeployCliIo {
  /** The commands to deploy. */
  commands: DeployOptions['commands'];
  /** Where output goes, one line per call. */
  print: (line: string) => void;
  /** Extra client options (a test's hooks, say). */
  restOptions?: RESTOptions;
}

/**
 * The deploy script: parses `argv`, reads its configuration from `env`, deploys, and resolves with the
 * process exit code (0 done, 1 refused by the service, 2 bad usage).
 * @example
 * process.exitCode = await runDeployCli(process.argv.slice(2), process.env, { commands, print: console.log });
 */
export async function runDeployCli(
  argv: readonly string[],
  env: Readonly<Record<string, string | undefined>>,
  io: DeployCliIo,
): Promise<number> {
  let values: { 'dry-run'?: boolean; guild?: string; 'delete-unknown'?: boolean; help?: boolean };
  try {
    ({ values } = parseArgs({
      // `pnpm start -- --dry-run` hands the script a leading "--"; npm and node do not.
      args: argv[0] === '--' ? argv.slice(1) : [...argv],
      options: {
        'dry-run': { type: 'boolean' },
        guild: { type: 'string' },
        'delete-unknown': { type: 'boolean' },
        help: { type: 'boolean', short: 'h' },
      },
    }));
  } catch (error) {
    io.print(`${(error as Error).message}\n${usage}`);
    return ExitCode.Usage;
  }
  if (values.help) {
    io.print(usage);
    return ExitCode.Ok;
  }
  const missing = ['BOT_TOKEN', 'APPLICATION_ID'].filter((name) => !env[name]);
  if (missing.length > 0) {
    io.print(`Set ${missing.join(' and ')} (the developer portal, or the emulator's banner).\n${usage}`);
    return ExitCode.Usage;
  }
  // Checked here so that a typo fails before any request, with a message about the flag.
  if (values.guild !== undefined && !/^\d{17,20}$/.test(values.guild)) {
    io.print(`--guild: "${values.guild}" is not a guild id (17 to 20 digits).\n${usage}`);
    return ExitCode.Usage;
  }
  const rest = new REST({
    ...io.restOptions,
    token: env.BOT_TOKEN!,
    ...(env.DISCORD_API_URL ? { baseUrl: env.DISCORD_API_URL } : {}),
  });
  return deployCommands({
    rest,
    applicationId: env.APPLICATION_ID!,
    commands: io.commands,
    print: io.print,
    dryRun: values['dry-run'] ?? false,
    deleteUnknown: values['delete-unknown'] ?? false,
    ...(values.guild ? { guildId: values.guild } : {}),
  });
}
