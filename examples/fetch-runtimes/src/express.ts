// Node, express: `npx tsx src/express.ts` (PUBLIC_KEY, APPLICATION_ID, [DISCORD_API_URL], [PORT]).
import type { AddressInfo } from 'node:net';
import { interactionServerTimeouts, toNodeListener } from '@slashkit/interactions/node';
import express from 'express';
import { createBot, envFrom } from './bot.js';
import { exitIfPortInUse } from './exit-if-port-in-use.js';

const bot = createBot(envFrom(process.env, 'express'));
const app = express();
// Before any body parser: the listener reads the raw bytes the signature covers.
app.post('/interactions', toNodeListener(bot.handler));
app.use(express.json()); // the rest of the app may parse JSON as usual
const port = Number(process.env.PORT ?? 3000);
// express 5 hands a listening error to this callback.
const server = app.listen(port, '127.0.0.1', (error?: Error) => {
  if (error) exitIfPortInUse(error, port);
  console.log(`listening on http://127.0.0.1:${(server.address() as AddressInfo).port}`);
});
Object.assign(server, interactionServerTimeouts);
