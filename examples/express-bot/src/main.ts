// Runs the express bot against the real service or an emulator:
//   APPLICATION_ID=… PUBLIC_KEY=… BOT_TOKEN=… [API_BASE_URL=http://127.0.0.1:8787/api/v10] [PORT=3000] pnpm start
import { REST, syncCommands } from '@slashkit/rest';
import { startExpressBot } from './express-bot.js';
import { statusCommand } from './status-command.js';

const required = (name: string): string => {
  const value = process.env[name];
  if (!value) throw new Error(`Set ${name} (see examples/express-bot/README.md).`);
  return value;
};

const applicationId = required('APPLICATION_ID');
const apiBaseUrl = process.env.API_BASE_URL;
const rest = new REST({ token: required('BOT_TOKEN'), ...(apiBaseUrl ? { baseUrl: apiBaseUrl } : {}) });
await syncCommands(rest, { applicationId, commands: [statusCommand] });

const bot = await startExpressBot({
  publicKey: required('PUBLIC_KEY'),
  applicationId,
  port: Number(process.env.PORT ?? 3000),
  ...(apiBaseUrl ? { apiBaseUrl } : {}),
});
console.log(`webhook at ${bot.interactionsUrl}; set the status with PUT ${bot.url}/api/status`);
const stop = () => void bot.stop().then(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
