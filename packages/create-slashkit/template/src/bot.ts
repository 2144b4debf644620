import { command, createInteractionHandler, type InteractionHandlerOptions } from '@slashkit/interactions';
import { roll } from './commands.js';

/**
 * The bot: verifies each interaction's signature with the app's public key, routes it to its command, and
 * answers. `ctx.options` is typed from the builder in commands.ts.
 */
export function createBot(
  options: { publicKey: string; random?: () => number } & Pick<InteractionHandlerOptions, 'restOptions'>,
) {
  const random = options.random ?? Math.random;
  return createInteractionHandler({
    publicKey: options.publicKey,
    ...(options.restOptions ? { restOptions: options.restOptions } : {}),
    commands: [
      command(roll, (ctx) => {
        const value = 1 + Math.floor(random() * ctx.options.sides);
        return ctx.reply(ctx.options.mood === 'loud' ? `YOU ROLLED ${value}!` : `You rolled ${value}.`);
      }),
    ],
  });
}
