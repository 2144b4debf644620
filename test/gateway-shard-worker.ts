// One process of a sharded gateway bot, for test/gateway-sharding.test.ts: runs the shards named in SHARD_IDS
// of SHARD_COUNT against the API at API_BASE_URL, answers /ping, and prints one line per event on stdout:
// `READY <shard>` and `INTERACTION <shard> <interaction id> <guild id>`. It stops when stdin closes.
import { SlashCommandBuilder } from '@slashkit/builders';
import { command, createInteractionHandler } from '@slashkit/interactions';
import { createGatewayShards } from '@slashkit/interactions/gateway';
import { REST } from '@slashkit/rest';

const env = (name: string): string => {
  const value = process.env[name];
  if (!value) throw new Error(`gateway-shard-worker: set ${name}`);
  return value;
};

const token = env('BOT_TOKEN');
const apiBaseUrl = env('API_BASE_URL');
const rest = new REST({ token, baseUrl: apiBaseUrl });
const ping = new SlashCommandBuilder().setName('ping').setDescription('Pong');
const handler = createInteractionHandler({
  applicationId: env('APPLICATION_ID'),
  gatewayOnly: true,
  rest,
  commands: [command(ping, (ctx) => ctx.reply('pong'))],
});
const gateway = createGatewayShards({
  token,
  apiBaseUrl,
  handler,
  rest,
  shardCount: Number(env('SHARD_COUNT')),
  shardIds: env('SHARD_IDS').split(',').map(Number),
});
gateway.on('ready', (_ready, shard) => console.log(`READY ${shard}`));
gateway.on('interactionCreate', (i, shard) =>
  console.log(`INTERACTION ${shard} ${i.id} ${i.guild_id ?? '-'}`),
);
gateway.on('error', (error) => console.error(`gateway error: ${error.code} ${error.message}`));
await gateway.connect();
process.stdin.resume();
process.stdin.on('end', () => {
  void gateway.close().then(() => process.exit(0));
});
