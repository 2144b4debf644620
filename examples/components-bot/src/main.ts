// Runs the bot against the real service or an emulator (`slashkit-emulator exec` sets every variable):
//   APPLICATION_ID=… PUBLIC_KEY=… BOT_TOKEN=… [DISCORD_API_URL=http://127.0.0.1:8787/api/v10] [PORT=3000] npx tsx src/main.ts
// It syncs the commands (creating, updating or deleting only what changed), then serves the webhook.
import { REST, syncCommands } from '@slashkit/rest';
import { startComponentsBot } from './bot.js';
import { commands } from './commands.js';

const required = (name: string): string => {
  const value = process.env[name];
  if (!value) throw new Error(`Set ${name} (see examples/components-bot/README.md).`);
  return value;
};

const applicationId = required('APPLICATION_ID');
const apiBaseUrl = process.env.DISCORD_API_URL;
const rest = new REST({ token: required('BOT_TOKEN'), ...(apiBaseUrl ? { baseUrl: apiBaseUrl } : {}) });
const result = await syncCommands(rest, { applicationId, commands });
console.log(`commands synced: ${result.operations.length} change(s)`);

const port = Number(process.env.PORT ?? 3000);
const bot = await startComponentsBot({
  publicKey: required('PUBLIC_KEY'),
  applicationId,
  port,
  ...(apiBaseUrl ? { apiBaseUrl } : {}),
}).catch((error: unknown) => exitIfPortInUse(error, port));
console.log(`webhook listening at ${bot.url} — set it as the app's Interactions Endpoint URL`);
const stop = () => void bot.stop().then(() => process.exit(0));
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
