// The module for `deno serve` and Bun, which serve a module's `export default { fetch }` as they find it but
// pass no bindings to `fetch` (Deno hands it connection info, Bun its server): the bindings are read from
// the environment once, here, explicitly. See README.md for the commands.
import worker, { type Env } from './worker.ts';

const vars = process.env; // Node, Deno 2 and Bun all have `process.env` (Deno asks for --allow-env)

const required = (name: string): string => {
  const value = vars[name];
  if (!value) throw new Error(`Set ${name} (see examples/fetch-bot/README.md).`);
  return value;
};

const env: Env = { PUBLIC_KEY: required('PUBLIC_KEY'), APPLICATION_ID: required('APPLICATION_ID') };
if (vars.DISCORD_API_URL) env.DISCORD_API_URL = vars.DISCORD_API_URL;

export default {
  // Bun serves on these; `deno serve` ignores them and takes --host and --port instead.
  hostname: '127.0.0.1',
  port: Number(vars.PORT ?? 3000),
  fetch: (request: Request): Promise<Response> => worker.fetch(request, env),
};
