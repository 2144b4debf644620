import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import type { RESTPostAPIApplicationCommandJSONBody } from '@slashkit/api';
import { type RunningEmulator, startEmulator } from '@slashkit/emulator';
import { runDeployCli } from '@slashkit/example-sync-commands';
import { commands } from '@slashkit/example-webhook-bot';
import { REST, type RequestEvent } from '@slashkit/rest';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ids } from './examples-support.js';

// examples/sync-commands against a real emulator: the plan, the writes, and the exit codes.

let emu: RunningEmulator;
let rest: REST;
let env: Record<string, string>;

beforeEach(async () => {
  emu = await startEmulator({ port: 0, rateLimits: 'off' });
  const app = emu.world.application;
  rest = new REST({ token: app.botToken, baseUrl: emu.apiBaseUrl });
  env = { BOT_TOKEN: app.botToken, APPLICATION_ID: app.id, DISCORD_API_URL: emu.apiBaseUrl };
});
afterEach(async () => {
  await emu?.stop();
});

/** Runs the script in-process; resolves with its exit code, its output and the requests it sent. */
async function deploy(
  argv: string[],
  list: readonly (RESTPostAPIApplicationCommandJSONBody | (typeof commands)[number])[] = commands,
  vars: Record<string, string> = env,
) {
  const lines: string[] = [];
  const requests: string[] = [];
  const code = await runDeployCli(argv, vars, {
    commands: list,
    print: (line) => lines.push(line),
    restOptions: { hooks: { onRequest: (e: RequestEvent) => void requests.push(`${e.method} ${e.route}`) } },
  });
  return { code, output: lines.join('\n'), requests };
}

const guildCommands = () => rest.commands.getGuildCommands(emu.world.application.id, ids.guild);
const created = [
  '+ create roll (slash)',
  '+ create pizza (slash)',
  '+ create tag (slash)',
  '+ create report (slash)',
  '+ create announce (slash)',
  '+ create High Five (user menu)',
  '+ create Quote (message menu)',
];

describe('examples/sync-commands', () => {
  it('a dry run prints the plan and writes nothing', async () => {
    const { code, output, requests } = await deploy(['--dry-run', '--guild', ids.guild]);
    expect(code).toBe(0);
    expect(output).toBe(
      [
        `Planning 7 command(s) to the guild ${ids.guild}…`,
        ...created.map((line) => `  ${line}`),
        'Dry run: would write 7 change(s) (7 create, 0 update, 0 delete, 0 unchanged); nothing was sent.',
      ].join('\n'),
    );
    expect(requests).toEqual(['GET /applications/{application_id}/guilds/{guild_id}/commands']);
    expect(await guildCommands()).toEqual([]);
  });

  it('a real run creates every command; a second run does nothing; a changed command is one update', async () => {
    const first = await deploy(['--guild', ids.guild]);
    expect(first.code).toBe(0);
    expect(first.output).toBe(
      [
        `Deploying 7 command(s) to the guild ${ids.guild}…`,
        ...created.map((line, i) => `  [${i + 1}/7] ${line}`),
        'Done: 7 change(s) written (7 create, 0 update, 0 delete, 0 unchanged).',
      ].join('\n'),
    );
    expect((await guildCommands()).map((c) => c.name)).toEqual([
      'roll',
      'pizza',
      'tag',
      'report',
      'announce',
      'High Five',
      'Quote',
    ]);

    const second = await deploy(['--guild', ids.guild]);
    expect(second.output).toBe(
      [
        `Deploying 7 command(s) to the guild ${ids.guild}…`,
        'Nothing to do: every command is up to date (0 create, 0 update, 0 delete, 7 unchanged).',
      ].join('\n'),
    );
    expect(second.requests).toEqual(['GET /applications/{application_id}/guilds/{guild_id}/commands']);

    const changed: RESTPostAPIApplicationCommandJSONBody[] = commands.map((c) => c.toJSON());
    changed[0] = { ...changed[0]!, description: 'Roll a die, any die' };
    const third = await deploy(['--guild', ids.guild], changed);
    expect(third.output).toBe(
      [
        `Deploying 7 command(s) to the guild ${ids.guild}…`,
        '  [1/1] ~ update roll (slash): description',
        'Done: 1 change(s) written (0 create, 1 update, 0 delete, 6 unchanged).',
      ].join('\n'),
    );
    expect(third.requests).toEqual([
      'GET /applications/{application_id}/guilds/{guild_id}/commands',
      'PATCH /applications/{application_id}/guilds/{guild_id}/commands/{command_id}',
    ]);
    expect((await guildCommands()).find((c) => c.name === 'roll')?.description).toBe('Roll a die, any die');
  });

  it('deploys globally without --guild, keeps unknown commands, and deletes them with --delete-unknown', async () => {
    const appId = emu.world.application.id;
    await rest.commands.createGlobalCommand(appId, { name: 'legacy', description: 'An old command' });
    const kept = await deploy([], commands.slice(0, 1));
    expect(kept.output).toBe(
      [
        'Deploying 1 command(s) to the global scope…',
        '  [1/1] + create roll (slash)',
        '  = keep legacy (slash): not in the list; --delete-unknown removes it',
        'Done: 1 change(s) written (1 create, 0 update, 0 delete, 0 unchanged).',
      ].join('\n'),
    );
    const deleted = await deploy(['--delete-unknown'], commands.slice(0, 1));
    expect(deleted.output).toBe(
      [
        'Deploying 1 command(s) to the global scope…',
        '  [1/1] - delete legacy (slash)',
        'Done: 1 change(s) written (0 create, 0 update, 1 delete, 1 unchanged).',
      ].join('\n'),
    );
    expect((await rest.commands.getGlobalCommands(appId)).map((c) => c.name)).toEqual(['roll']);
  });

  it('exits 2 on bad usage without sending anything, and 1 when the service refuses', async () => {
    for (const [argv, vars, first] of [
      [['--guild'], env, "Option '--guild <value>' argument missing"],
      [['--force'], env, "Unknown option '--force'"],
      [['--guild', 'general'], env, '--guild: "general" is not a guild id (17 to 20 digits).'],
      [[], { APPLICATION_ID: env.APPLICATION_ID! }, 'Set BOT_TOKEN (the developer portal'],
    ] as const) {
      const run = await deploy([...argv], commands, vars);
      expect(run.code).toBe(2);
      expect(run.output).toContain(first);
      expect(run.output).toContain('Usage: deploy [--dry-run]');
      expect(run.requests).toEqual([]);
    }
    const refused = await deploy(['--guild', ids.guild], commands, { ...env, BOT_TOKEN: 'not-a-token' });
    expect(refused.code).toBe(1);
    expect(refused.output).toContain('Deploy failed: 401: Unauthorized');
    expect(refused.output).not.toContain('not-a-token');
  });

  it('runs as a script: `pnpm start -- --dry-run` prints the plan and exits 0', async () => {
    const main = fileURLToPath(new URL('../examples/sync-commands/src/main.ts', import.meta.url));
    const tsx = fileURLToPath(new URL('../node_modules/.bin/tsx', import.meta.url));
    const { stdout } = await promisify(execFile)(
      tsx,
      // The leading "--" is what `pnpm start -- …` passes through.
      ['--conditions=@slashkit/source', main, '--', '--dry-run', '--guild', ids.guild],
      {
        env: { ...process.env, ...env },
        cwd: fileURLToPath(new URL('../examples/sync-commands/', import.meta.url)),
      },
    );
    expect(stdout).toContain('  + create Quote (message menu)\nDry run: would write 7 change(s)');
    expect(await guildCommands()).toEqual([]);
  });
});
