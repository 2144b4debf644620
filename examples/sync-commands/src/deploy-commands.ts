import type { ApplicationCommandType, RESTPostAPIApplicationCommandJSONBody } from '@slashkit/api';
import {
  CommandSyncError,
  type JSONEncodable,
  type REST,
  RESTError,
  type SyncOperation,
  syncCommands,
} from '@slashkit/rest';

/** What {@link deployCommands} needs; everything is injected, so a test can run it in-process. */
export interface DeployOptions {
  /** A client with the bot token, pointed at the real service or an emulator. */
  rest: REST;
  applicationId: string;
  /** The commands that should exist (builders or JSON). */
  commands: ReadonlyArray<
    RESTPostAPIApplicationCommandJSONBody | JSONEncodable<RESTPostAPIApplicationCommandJSONBody>
  >;
  /** Deploy to this guild (instant, good for testing); global commands when omitted. */
  guildId?: string;
  /** Print the plan and write nothing. */
  dryRun?: boolean;
  /** Delete commands the service has that are not in `commands`. */
  deleteUnknown?: boolean;
  /** Where progress lines go (one call per line). */
  print: (line: string) => void;
}

/** Exit codes of the deploy script. */
export const ExitCode = {
  /** Deployed, or nothing to do, or a dry run. */
  Ok: 0,
  /** The service refused something (bad token, invalid command, limits): nothing or part was written. */
  Failed: 1,
  /** Bad arguments or missing configuration: nothing was sent. */
  Usage: 2,
} as const;

const typeNames: Record<number, string> = { 1: 'slash', 2: 'user menu', 3: 'message menu', 4: 'entry point' };
const typeName = (type: ApplicationCommandType) => typeNames[type] ?? `type ${type}`;

/** One line per write, in the words of a deploy log: `+ create roll (slash)`. */
export function describeOperation(operation: SyncOperation): string {
  const what = `${operation.name} (${typeName(operation.type)})`;
  if (operation.action === 'create') return `+ create ${what}`;
  if (operation.action === 'delete') return `- delete ${what}`;
  return `~ update ${what}: ${operation.changes.join(', ')}`;
}

/**
 * Brings the service's commands in line with `commands` with the fewest writes, printing the plan (dry
 * run) or each write as it lands, and resolves with an {@link ExitCode}; it never throws for service errors.
 * @example
 * const code = await deployCommands({ rest, applicationId, commands, dryRun: true, print: console.log });
 */
export async function deployCommands(options: DeployOptions): Promise<number> {
  const { rest, applicationId, guildId, commands, print } = options;
  const dryRun = options.dryRun ?? false;
  const where = guildId ? `guild ${guildId}` : 'global scope';
  print(`${dryRun ? 'Planning' : 'Deploying'} ${commands.length} command(s) to the ${where}…`);
  try {
    const result = await syncCommands(rest, {
      applicationId,
      commands,
      dryRun,
      deleteUnknown: options.deleteUnknown ?? false,
      ...(guildId ? { guildId } : {}),
      // Printed as each write lands, so a failure midway shows how far the deploy got.
      onProgress: ({ operation, done, total }) =>
        print(`  [${done}/${total}] ${describeOperation(operation)}`),
    });
    if (dryRun) for (const operation of result.operations) print(`  ${describeOperation(operation)}`);
    for (const kept of result.kept)
      print(`  = keep ${kept.name} (${typeName(kept.type)}): not in the list; --delete-unknown removes it`);
    const counts = `${result.create.length} create, ${result.update.length} update, ${result.delete.length} delete, ${result.unchanged.length} unchanged`;
    if (result.operations.length === 0) print(`Nothing to do: every command is up to date (${counts}).`);
    else if (dryRun)
      print(`Dry run: would write ${result.operations.length} change(s) (${counts}); nothing was sent.`);
    else print(`Done: ${result.operations.length} change(s) written (${counts}).`);
    return ExitCode.Ok;
  } catch (error) {
    // Anything else is a bug in this script: let it crash with its stack.
    if (!(error instanceof RESTError)) throw error;
    // Their messages name the route, every bad field path and a hint, and never carry the token.
    print(`Deploy failed: ${error.message}`);
    if (error instanceof CommandSyncError)
      print(`${error.completed.length} change(s) were written before the failure; run again to finish.`);
    return ExitCode.Failed;
  }
}
