// Deno: `deno run --allow-net --allow-env src/deno.ts` (PUBLIC_KEY, APPLICATION_ID, [DISCORD_API_URL], [PORT]).
// `./bot.ts`, not `./bot.js`: Deno resolves a module by its real name, without --sloppy-imports.
import { createBot, envFrom } from './bot.ts';
import { exitIfPortInUse } from './exit-if-port-in-use.ts';

declare const Deno: {
  env: { toObject(): Record<string, string> };
  exit(code: number): never;
  serve(
    options: { port: number; hostname: string; onListen(address: { hostname: string; port: number }): void },
    handler: (request: Request) => Promise<Response>,
  ): unknown;
};

const vars = Deno.env.toObject();
const bot = createBot(envFrom(vars, 'deno'));
const port = Number(vars.PORT ?? 3000);
// Deno.serve throws at once when the port is taken (AddrInUse, code EADDRINUSE): one line, not a stack trace.
try {
  Deno.serve(
    {
      port,
      hostname: '127.0.0.1',
      onListen: ({ hostname, port }) => console.log(`listening on http://${hostname}:${port}`),
    },
    (request) => bot.fetch(request),
  );
} catch (error) {
  exitIfPortInUse(error, port, Deno.exit);
}
