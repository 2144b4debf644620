// Bun: `bun src/bun.ts` (PUBLIC_KEY, APPLICATION_ID, [DISCORD_API_URL], [PORT] from the environment).
import { createBot, envFrom } from './bot.js';
import { exitIfPortInUse } from './exit-if-port-in-use.js';

declare const Bun: {
  env: Record<string, string | undefined>;
  serve(options: { port: number; hostname: string; fetch(request: Request): Promise<Response> }): {
    url: URL;
  };
};

const bot = createBot(envFrom(Bun.env, 'bun'));
const port = Number(Bun.env.PORT ?? 3000);
// Bun.serve throws at once when the port is taken (code EADDRINUSE): say so in one line, not a stack trace.
const server = (() => {
  try {
    return Bun.serve({ port, hostname: '127.0.0.1', fetch: bot.fetch });
  } catch (error) {
    return exitIfPortInUse(error, port);
  }
})();
console.log(`listening on ${server.url.origin}`);
