// `npm create slashkit@latest my-bot`, from the scaffolder's tarball as `pnpm pack:all` prints it (with
// `--tarballs`, so that the project installs the slashkit tarballs until the packages are on the registry):
// the generated project installs, type-checks, its own tests pass against the emulator, `npm run sync`
// registers the commands under `slashkit-emulator exec` (and refuses in one line without the app's values),
// and `npm run dev` serves the bot under the emulator, where a member's /roll is answered, until Ctrl+C stops
// every process it started; on a port already taken it says so in one line. Without `--tarballs`, the
// packages are pinned to the scaffolder's version, as they will be installed from the registry.
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, inject, it, onTestFailed } from 'vitest';
import { runCommand } from '../../scripts/run-command.js';
import { consumerEnv } from './consumer-env.js';
import { freePort } from './free-port.js';
import { RunningCommand } from './running-command.js';

const { tarballs, packDir, packOutput } = inject('packaging');
const root = mkdtempSync(join(tmpdir(), 'slashkit-create-'));
const project = join(root, 'my-bot');
const running: RunningCommand[] = [];
afterAll(async () => {
  await Promise.all(running.map((command) => command.kill()));
  rmSync(root, { recursive: true, force: true });
});
const env = consumerEnv();
const quiet = ['--no-audit', '--no-fund', '--prefer-offline', '--loglevel=error'];
const scaffolder = tarballs['create-slashkit'] ?? '';

/** What the scaffolder printed, and the manifest it wrote. */
let scaffolded: {
  output: string;
  manifest: {
    name: string;
    dependencies: Record<string, string>;
    devDependencies: Record<string, string>;
    overrides?: Record<string, string>;
  };
};

/** The scaffolder's command as `pnpm pack:all` prints it. */
const printed = packOutput.map((line) => line.trim()).find((line) => line.includes('create-slashkit my-bot'));

// One scaffolded project, installed once, for every test of this file.
beforeAll(async () => {
  expect(printed).toBe(
    `npm exec --yes --package=${scaffolder} -- create-slashkit my-bot --tarballs ${packDir}`,
  );
  const [npm, ...args] = printed!.split(' ');
  const output = await runCommand(npm!, args, { cwd: root, env });
  const manifest = JSON.parse(readFileSync(join(project, 'package.json'), 'utf8'));
  scaffolded = { output, manifest };
  await runCommand('npm', ['install', ...quiet], { cwd: project, env });
}, 120_000);

it('scaffolds a bot that type-checks and whose tests pass against the emulator', async () => {
  expect(scaffolded.output).toContain('npm install');
  for (const file of [
    'src/commands.ts',
    'src/bot.ts',
    'src/server.ts',
    'src/dev.ts',
    'scripts/sync.ts',
    '.env.example',
    '.gitignore',
    'test/bot.test.ts',
  ])
    expect(existsSync(join(project, file)), file).toBe(true);
  expect(scaffolded.manifest.name).toBe('my-bot');
  // Every @slashkit package, @slashkit/api among them (the others depend on it), is its tarball.
  expect(scaffolded.manifest.dependencies['@slashkit/interactions']).toBe(
    `file:${tarballs['@slashkit/interactions']}`,
  );
  expect(scaffolded.manifest.devDependencies['@slashkit/emulator']).toBe(
    `file:${tarballs['@slashkit/emulator']}`,
  );
  expect(scaffolded.manifest.overrides?.['@slashkit/api']).toBe(`file:${tarballs['@slashkit/api']}`);
  expect(scaffolded.output).toContain(`Its @slashkit packages install from the tarballs in ${packDir}.`);

  await runCommand('npm', ['run', 'typecheck'], { cwd: project, env });
  const tests = await runCommand('npm', ['test'], { cwd: project, env });
  expect(tests).toMatch(/3 passed/);
});

it('npm run sync registers the commands under slashkit-emulator exec, and refuses without the app’s values', async () => {
  // The README's way: the same script, pointed at the emulator by exec's variables. --keep-open leaves the
  // emulator up once sync has ended, so that this test reads what it holds.
  const sync = RunningCommand.start(
    'npx',
    ['slashkit-emulator', 'exec', '--keep-open', '--', 'npm', 'run', 'sync'],
    { cwd: project, env },
  );
  running.push(sync);
  onTestFailed(() => console.error(`npx slashkit-emulator exec -- npm run sync printed:\n${sync.output}`));
  await sync.waitForLine(/^Sent 1 change\(s\)\.$/);
  const [, origin] = await sync.waitForLine(/^\[emulator\] still running at (http:\/\/\S+); web client: /);
  const world = (await (await fetch(`${origin}/_emulator/world`)).json()) as {
    application: { id: string; botToken: string };
    guild: { id: string };
  };
  // Read back as the bot: the guild's commands (GUILD_ID is set by exec), and no global one.
  const read = async (path: string) => {
    const response = await fetch(`${origin}/api/v10/applications/${world.application.id}${path}`, {
      headers: { authorization: `Bot ${world.application.botToken}` },
    });
    expect(response.status).toBe(200);
    return (await response.json()) as { name: string; description: string; options?: { name: string }[] }[];
  };
  const registered = await read(`/guilds/${world.guild.id}/commands`);
  expect(registered.map((c) => [c.name, c.description, c.options?.map((o) => o.name)])).toEqual([
    ['roll', 'Roll a die', ['sides', 'mood']],
  ]);
  expect(await read('/commands')).toEqual([]);
  expect(sync.output).toContain('[emulator] the command exited with code 0');
  await sync.stop('SIGINT');

  // Without the variables (and no .env), it stops before any request and says what is missing.
  const bare = { ...env };
  for (const name of ['APPLICATION_ID', 'BOT_TOKEN', 'PUBLIC_KEY', 'GUILD_ID', 'DISCORD_API_URL'])
    delete bare[name];
  expect(existsSync(join(project, '.env'))).toBe(false);
  const refusal = await runCommand('npm', ['run', 'sync'], { cwd: project, env: bare }).then(
    (output) => `exited with 0: ${output}`,
    (error: Error) => error.message,
  );
  expect(refusal).toContain('exit code 1');
  expect(refusal).toContain(
    "npm run sync: APPLICATION_ID, BOT_TOKEN, PUBLIC_KEY not set: copy .env.example to .env and fill it in from your app's page in the developer portal, or let the emulator set them: npm run dev, or npx slashkit-emulator exec -- npm run sync.",
  );
  // One line, not a stack trace.
  expect(refusal).not.toMatch(/^\s+at /m);
});

it('runs the bot under the emulator with npm run dev: a member’s /roll is answered, a taken port is one line, Ctrl+C stops it all', async () => {
  // PORT, as a user's .env may set it: the bot listens there, and that is the endpoint saved.
  const port = await freePort();
  const dev = RunningCommand.start('npm', ['run', 'dev'], {
    cwd: project,
    env: { ...env, PORT: String(port) },
  });
  running.push(dev);
  // A bot that cannot start leaves tsx watch waiting for a change: the test times out, and shows why.
  onTestFailed(() => console.error(`npm run dev printed:\n${dev.output}`));
  const [, clientUrl] = await dev.waitForLine(/^\[emulator\] web client: (\S+)$/);
  await dev.waitForLine(/^Sent 1 change\(s\)\.$/);
  expect((await dev.waitForLine(/^Ready: .*, (\S+)$/))[1]).toBe(clientUrl);
  expect(dev.output).toContain(`Listening on http://localhost:${port}.`);

  // A member of the emulator's world uses /roll, through the project's own @slashkit/emulator/testing.
  cpSync(join(import.meta.dirname, 'first-hour', 'roll.ts'), join(project, 'roll.ts'));
  const emulatorUrl = new URL(clientUrl!).origin;
  const roll = () => runCommand('npx', ['tsx', 'roll.ts', emulatorUrl], { cwd: project, env });
  expect((await roll()).trim()).toMatch(/^You rolled [1-6]\.$/);

  // A saved file restarts the bot, which sends the changed command and serves again.
  const saved = dev.lineCount;
  const commands = join(project, 'src', 'commands.ts');
  const source = readFileSync(commands, 'utf8');
  const edited = source.replace("'Roll a die'", "'Roll a die with any number of sides'");
  expect(edited).not.toBe(source);
  writeFileSync(commands, edited);
  await dev.waitForLine(/^Sent 1 change\(s\)\.$/, saved);
  await dev.waitForLine(/^Ready: /, saved);
  expect((await roll()).trim()).toMatch(/^You rolled [1-6]\.$/);

  // The same port again, as a bot left running from an earlier run would find it: one line that says to
  // set PORT, not a stack trace.
  const app = { APPLICATION_ID: '1', BOT_TOKEN: 'token', PUBLIC_KEY: '0'.repeat(64) };
  const busy = await runCommand('npm', ['start'], {
    cwd: project,
    env: { ...env, ...app, PORT: String(port) },
  }).then(
    (output) => `exited with 0: ${output}`,
    (error: Error) => error.message,
  );
  expect(busy).toContain(
    `Port ${port} is already in use (another process listens there, perhaps this bot from an earlier run): stop it, or set PORT to a free port (in .env, or PORT=${port + 1} npm run dev).`,
  );
  expect(busy).not.toMatch(/^\s+at /m);

  // Ctrl+C: npm, exec, tsx watch and the bot all end.
  const processes = await dev.processes();
  expect(processes.map((p) => p.args).join('\n')).toContain('src/dev.ts');
  await dev.stop('SIGINT');
  expect(dev.output).toMatch(/^\[emulator\] the command (exited with code 130|was killed by SIGINT)$/m);
  expect(await RunningCommand.stillRunning(processes)).toEqual([]);
});

it('without --tarballs, pins the packages to its own version, as the registry will serve them', async () => {
  await runCommand('npm', ['exec', '--yes', `--package=${scaffolder}`, '--', 'create-slashkit', 'pinned'], {
    cwd: root,
    env,
  });
  const manifest = JSON.parse(readFileSync(join(root, 'pinned', 'package.json'), 'utf8'));
  expect(manifest.dependencies['@slashkit/interactions']).toBe('^0.1.0');
  expect(manifest.devDependencies['@slashkit/emulator']).toBe('^0.1.0');
  expect(manifest.overrides).toBeUndefined();
});

it('refuses a folder that is not empty', async () => {
  writeFileSync(join(root, 'taken'), 'x');
  const error = await runCommand(
    'npm',
    ['exec', '--yes', `--package=${scaffolder}`, '--', 'create-slashkit', '.'],
    { cwd: root, env },
  ).catch((e: Error) => e.message);
  expect(error).toContain('already exists and is not empty');
});
