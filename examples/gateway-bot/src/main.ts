// Runs the gateway bot against the real service or an emulator (`slashkit-emulator exec` sets every variable):
//   APPLICATION_ID=… BOT_TOKEN=… [DISCORD_API_URL=http://127.0.0.1:8787/api/v10] npx tsx src/main.ts
// Split over processes with SHARD_COUNT=4 SHARD_IDS=0,1 in one and SHARD_COUNT=4 SHARD_IDS=2,3 in another.
// The application must have no Interactions Endpoint URL, or interactions go there instead.
import { REST, syncCommands } from '@slashkit/rest';
import { commands } from './commands.js';
import { startGatewayBot } from './gateway-bot.js';

const required = (name: string): string => {
  const value = process.env[name];
  if (!value) throw new Error(`Set ${name} (see examples/gateway-bot/README.md).`);
  return value;
};

const token = required('BOT_TOKEN');
const applicationId = required('APPLICATION_ID');
const apiBaseUrl = process.env.DISCORD_API_URL;
const rest = new REST({ token, ...(apiBaseUrl ? { baseUrl: apiBaseUrl } : {}) });
const synced = await syncCommands(rest, { applicationId, commands });

const shardCount = process.env.SHARD_COUNT ? Number(process.env.SHARD_COUNT) : undefined;
const shardIds = process.env.SHARD_IDS?.split(',').map(Number);
const bot = await startGatewayBot({
  shards: { ...(shardCount ? { count: shardCount } : {}), ...(shardIds ? { ids: shardIds } : {}) },
  token,
  applicationId,
  commandNames: new Map(synced.commands.map((c) => [c.id, c.name])),
  log: (line) => console.log(`${new Date().toISOString()} ${line}`),
  ...(apiBaseUrl ? { apiBaseUrl } : {}),
});
console.log(`connected to the gateway as ${bot.ready.userId} (shards ${bot.shardIds.join(', ')})`);
const stop = () => void bot.stop().then(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
