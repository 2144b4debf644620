// Node, Hono through @hono/node-server: `npx tsx src/hono.ts` (PUBLIC_KEY, APPLICATION_ID, [DISCORD_API_URL], [PORT]).
// The same Hono app runs on Bun, Deno and Workers with their own `serve`.
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { createBot, envFrom } from './bot.js';
import { exitIfPortInUse } from './exit-if-port-in-use.js';

const bot = createBot(envFrom(process.env, 'hono'));
const app = new Hono();
// c.req.raw is the Fetch Request, body unread: the bot verifies the signature over its raw bytes.
app.post('/interactions', (c) => bot.fetch(c.req.raw));
const port = Number(process.env.PORT ?? 3000);
serve({ fetch: app.fetch, port, hostname: '127.0.0.1' }, (info) => {
  console.log(`listening on http://127.0.0.1:${info.port}`);
}).on('error', (error) => exitIfPortInUse(error, port));
