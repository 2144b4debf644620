// Node, fastify: `npx tsx src/fastify.ts` (PUBLIC_KEY, APPLICATION_ID, [DISCORD_API_URL], [PORT]).
import { interactionServerTimeouts, toNodeListener } from '@slashkit/interactions/node';
import Fastify from 'fastify';
import { createBot, envFrom } from './bot.js';
import { exitIfPortInUse } from './exit-if-port-in-use.js';

const bot = createBot(envFrom(process.env, 'fastify'));
const listener = toNodeListener(bot.handler);
const app = Fastify({ requestTimeout: interactionServerTimeouts.requestTimeout });
app.route({
  method: 'POST',
  url: '/interactions',
  // onRequest runs before fastify parses the body: the listener reads the raw bytes itself.
  onRequest: async (request, reply) => {
    reply.hijack();
    await listener(request.raw, reply.raw);
  },
  handler: async () => undefined,
});
const port = Number(process.env.PORT ?? 3000);
const url = await app
  .listen({ port, host: '127.0.0.1' })
  .catch((error: unknown) => exitIfPortInUse(error, port));
console.log(`listening on ${url}`);
