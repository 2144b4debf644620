import { command, createInteractionHandler, type InteractionHandler } from '@slashkit/interactions';
// `.ts`: Deno (src/env-entry.ts) loads this file too, and resolves modules by their real names.
import { echo, whereami } from './commands.ts';

/** The worker's bindings: environment variables and secrets, as Workers hand them to `fetch`. */
export interface Env {
  /** The app's hex Ed25519 public key. */
  PUBLIC_KEY: string;
  APPLICATION_ID: string;
  /** The API base URL to call, e.g. an emulator's; the real service when unset. */
  DISCORD_API_URL?: string;
}

/** What a serverless runtime passes to keep the function alive after the response (for follow-ups). */
export interface ExecutionContext {
  waitUntil(promise: Promise<unknown>): void;
}

// Bindings arrive with each request, so the handler is built on first use and kept per Env object.
const handlers = new WeakMap<Env, InteractionHandler>();

function handlerFor(env: Env): InteractionHandler {
  let handler = handlers.get(env);
  if (!handler) {
    handler = createInteractionHandler({
      publicKey: env.PUBLIC_KEY,
      applicationId: env.APPLICATION_ID,
      commands: [
        command(echo, async (ctx) => {
          await ctx.reply(ctx.options.text);
          // Runs after the HTTP answer went out: on a worker, only waitUntil keeps it alive.
          for (let i = 1; i < (ctx.options.times ?? 1); i++) await ctx.followUp(ctx.options.text);
        }),
        command(whereami, (ctx) =>
          ctx.reply({
            content: `📍 guild ${ctx.guildId ?? '(none: a DM)'}, channel ${ctx.channelId}, locale ${ctx.locale}`,
            ephemeral: true,
          }),
        ),
      ],
      ...(env.DISCORD_API_URL ? { restOptions: { baseUrl: env.DISCORD_API_URL } } : {}),
    });
    handlers.set(env, handler);
  }
  return handler;
}

/**
 * The bot as a Fetch-style module, the shape Cloudflare Workers run with their bindings as `env` (Deno's
 * `deno serve` and Bun pass none: they run src/env-entry.ts): the webhook at `/interactions`, 404 elsewhere.
 */
export default {
  fetch(request: Request, env: Env, ctx?: ExecutionContext): Promise<Response> {
    if (new URL(request.url).pathname !== '/interactions')
      return Promise.resolve(new Response('Not found', { status: 404 }));
    return handlerFor(env).fetch(request, ctx);
  },
};
