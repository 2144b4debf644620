// Runs the bot against the real service or an emulator:
//   APPLICATION_ID=… PUBLIC_KEY=… BOT_TOKEN=… [API_BASE_URL=http://127.0.0.1:8787/api/v10] [PORT=3000] pnpm start
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
const apiBaseUrl = process.env.API_BASE_URL;
const rest = new REST({ token: required('BOT_TOKEN'), ...(apiBaseUrl ? { baseUrl: apiBaseUrl } : {}) });
const result = await syncCommands(rest, { applicationId, commands });
console.log(`commands synced: ${result.operations.length} change(s)`);

const bot = await startComponentsBot({
  publicKey: required('PUBLIC_KEY'),
  applicationId,
  port: Number(process.env.PORT ?? 3000),
  ...(apiBaseUrl ? { apiBaseUrl } : {}),
});
console.log(`webhook listening at ${bot.url} — set it as the app's Interactions Endpoint URL`);
const stop = () => void bot.stop().then(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
