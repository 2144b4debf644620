// Serves the Fetch-style module in Node (Workers run src/worker.ts as it is; Deno and Bun src/env-entry.ts),
// against the real service or an emulator (`slashkit-emulator exec` sets every variable):
//   APPLICATION_ID=… PUBLIC_KEY=… BOT_TOKEN=… [DISCORD_API_URL=http://127.0.0.1:8787/api/v10] [PORT=3000] npx tsx src/main.ts
import { REST, syncCommands } from '@slashkit/rest';
import { commands } from './commands.js';
import { serveFetch } from './serve-fetch.js';
import worker, { type Env } from './worker.js';

const required = (name: string): string => {
  const value = process.env[name];
  if (!value) throw new Error(`Set ${name} (see examples/fetch-bot/README.md).`);
  return value;
};

const env: Env = { PUBLIC_KEY: required('PUBLIC_KEY'), APPLICATION_ID: required('APPLICATION_ID') };
if (process.env.DISCORD_API_URL) env.DISCORD_API_URL = process.env.DISCORD_API_URL;
const rest = new REST({
  token: required('BOT_TOKEN'),
  ...(env.DISCORD_API_URL ? { baseUrl: env.DISCORD_API_URL } : {}),
});
await syncCommands(rest, { applicationId: env.APPLICATION_ID, commands });

const port = Number(process.env.PORT ?? 3000);
const served = await serveFetch(worker, env, { port }).catch((error: unknown) =>
  exitIfPortInUse(error, port),
);
console.log(`webhook at ${served.url}/interactions — set it as the app's Interactions Endpoint URL`);
const stop = () => void served.stop().then(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);

/** A port another process holds: one line saying what to do, rather than a stack trace. */
function exitIfPortInUse(error: unknown, port: number): never {
  if ((error as NodeJS.ErrnoException).code !== 'EADDRINUSE') throw error;
  console.error(
    `Port ${port} is already in use (another process listens there, perhaps this bot from an earlier run): stop it, or set PORT to a free port, e.g. PORT=${port + 1}.`,
  );
  process.exit(1);
}
