// Cloudflare Workers (workerd): `export default { fetch }`, the bindings as `env`, `ctx.waitUntil` keeping
// the worker alive for the edit and follow-up. Bundle it with wrangler or esbuild, nothing external.
import { type Bot, type BotEnv, createBot, type WaitUntil } from './bot.js';

// Bindings arrive with each request, so the bot is built on first use and kept per env object.
const bots = new WeakMap<BotEnv, Bot>();

export default {
  fetch(request: Request, env: BotEnv, ctx: WaitUntil): Promise<Response> {
    let bot = bots.get(env);
    if (!bot) {
      bot = createBot({ ...env, RUNTIME: env.RUNTIME ?? 'workerd' });
      bots.set(env, bot);
    }
    return bot.fetch(request, ctx);
  },
};
