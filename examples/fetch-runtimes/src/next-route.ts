// Next.js (App Router): the bot as a route handler. Copy to app/api/interactions/route.ts (any path: Next
// routes it) and set PUBLIC_KEY, APPLICATION_ID (and DISCORD_API_URL for the emulator). On serverless hosts,
// Next 15+ keeps the function alive for the edit and the follow-up with `after` from 'next/server':
// `bot.handler.fetch(request, { waitUntil: after })`.
import { type Bot, createBot, envFrom } from './bot.js';

let bot: Bot | undefined;

/** `POST /interactions`: what Next calls with the webhook's Request. */
export async function POST(request: Request): Promise<Response> {
  // Built on the first request, not at import: `next build` imports routes without their secrets.
  bot ??= createBot(envFrom(process.env, 'next'));
  return bot.handler.fetch(request);
}
