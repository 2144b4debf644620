// Node, node:http: `npx tsx src/node-http.ts` (PUBLIC_KEY, APPLICATION_ID, [DISCORD_API_URL], [PORT]).
import type { AddressInfo } from 'node:net';
import { createInteractionServer } from '@slashkit/interactions/node';
import { createBot, envFrom } from './bot.js';
import { exitIfPortInUse } from './exit-if-port-in-use.js';

const bot = createBot(envFrom(process.env, 'node:http'));
// The Node adapter of the same handler: node:http with read timeouts, the webhook on every path.
const server = createInteractionServer(bot.handler);
const port = Number(process.env.PORT ?? 3000);
server.on('error', (error) => exitIfPortInUse(error, port));
server.listen(port, '127.0.0.1', () => {
  console.log(`listening on http://127.0.0.1:${(server.address() as AddressInfo).port}`);
});
