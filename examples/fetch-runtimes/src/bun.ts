// Bun: `bun src/bun.ts` (PUBLIC_KEY, APPLICATION_ID, [DISCORD_API_URL], [PORT] from the environment).
import { createBot, envFrom } from './bot.js';

declare const Bun: {
  env: Record<string, string | undefined>;
  serve(options: { port: number; hostname: string; fetch(request: Request): Promise<Response> }): {
    url: URL;
  };
};

const bot = createBot(envFrom(Bun.env, 'bun'));
const server = Bun.serve({ port: Number(Bun.env.PORT ?? 3000), hostname: '127.0.0.1', fetch: bot.fetch });
console.log(`listening on ${server.url.origin}`);
