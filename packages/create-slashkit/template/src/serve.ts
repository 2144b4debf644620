import { createServer, type Server } from 'node:http';
import { toNodeListener } from '@slashkit/interactions/node';
import { createBot } from './bot.js';
import type { BotConfig } from './config.js';

/** Serves the bot's webhook on the configured port. */
export function serve(config: BotConfig): Server {
  const bot = createBot({
    publicKey: config.publicKey,
    // Follow-ups and edits go to the same API as the commands.
    ...(config.apiBaseUrl ? { restOptions: { baseUrl: config.apiBaseUrl } } : {}),
  });
  return createServer(toNodeListener(bot)).listen(config.port, () => {
    console.log(`Listening on http://localhost:${config.port}.`);
  });
}
