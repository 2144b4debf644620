import { createServer } from 'node:http';
import { toNodeListener } from '@slashkit/interactions/node';
import { createBot } from './bot.js';

const publicKey = process.env.PUBLIC_KEY;
if (!publicKey) throw new Error('PUBLIC_KEY is not set: copy .env.example to .env and fill it in.');

const port = Number(process.env.PORT ?? 3000);
createServer(toNodeListener(createBot({ publicKey }))).listen(port, () => {
  console.log(
    `Listening on http://localhost:${port}: give its public HTTPS address as the Interactions Endpoint URL.`,
  );
});
