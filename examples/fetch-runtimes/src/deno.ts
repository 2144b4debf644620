// Deno: `deno run --allow-net --allow-env src/deno.ts` (PUBLIC_KEY, APPLICATION_ID, [DISCORD_API_URL], [PORT]).
// `./bot.ts`, not `./bot.js`: Deno resolves a module by its real name, without --sloppy-imports.
import { createBot, envFrom } from './bot.ts';

declare const Deno: {
  env: { toObject(): Record<string, string> };
  serve(
    options: { port: number; hostname: string; onListen(address: { hostname: string; port: number }): void },
    handler: (request: Request) => Promise<Response>,
  ): unknown;
};

const vars = Deno.env.toObject();
const bot = createBot(envFrom(vars, 'deno'));
Deno.serve(
  {
    port: Number(vars.PORT ?? 3000),
    hostname: '127.0.0.1',
    onListen: ({ hostname, port }) => console.log(`listening on http://${hostname}:${port}`),
  },
  (request) => bot.fetch(request),
);
