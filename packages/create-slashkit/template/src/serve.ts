import { createServer, type Server } from 'node:http';
import { toNodeListener } from '@slashkit/interactions/node';
import { createBot } from './bot.js';
import type { BotConfig } from './config.js';

/**
 * Serves the bot's webhook on the configured port. A port another process holds ends the process with one
 * line saying what to do, rather than a stack trace.
 */
export function serve(config: BotConfig): Server {
  const bot = createBot({
    publicKey: config.publicKey,
    // Follow-ups and edits go to the same API as the commands.
    ...(config.apiBaseUrl ? { restOptions: { baseUrl: config.apiBaseUrl } } : {}),
  });
  const server = createServer(toNodeListener(bot));
  server.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code !== 'EADDRINUSE') throw error;
    console.error(
      `Port ${config.port} is already in use (another process listens there, perhaps this bot from an earlier run): stop it, or set PORT to a free port (in .env, or PORT=${config.port + 1} npm run dev).`,
    );
    process.exit(1);
  });
  return server.listen(config.port, () => {
    console.log(`Listening on http://localhost:${config.port}.`);
  });
}
