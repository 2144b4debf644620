// The root README's bot, with one more command: /slowroll defers and follows up, so its trace shows the
// REST calls made after the answer under the handler's span.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SlashCommandBuilder } from '@slashkit/builders';
import { command, createInteractionHandler } from '@slashkit/interactions';
import { toNodeListener } from '@slashkit/interactions/node';
import { REST, syncCommands } from '@slashkit/rest';

/** What the bot reads: the variables `slashkit-emulator exec` sets. */
export interface BotEnv {
  BOT_TOKEN?: string | undefined;
  APPLICATION_ID?: string | undefined;
  PUBLIC_KEY?: string | undefined;
  DISCORD_API_URL?: string | undefined;
}

export const roll = new SlashCommandBuilder()
  .setName('roll')
  .setDescription('Roll a die')
  .addIntegerOption((o) => o.setName('sides').setDescription('Sides').setRequired(true).setMinValue(2));

export const slowroll = new SlashCommandBuilder()
  .setName('slowroll')
  .setDescription('Roll a die, taking its time')
  .addIntegerOption((o) => o.setName('sides').setDescription('Sides').setRequired(true).setMinValue(2));

const die = (sides: number): number => 1 + Math.floor(Math.random() * sides);

/** Syncs the commands, then serves the webhook on `port` (0: any free port); resolves once it listens. */
export async function startBot(env: BotEnv, port: number): Promise<{ url: string; server: Server }> {
  const baseUrl = env.DISCORD_API_URL ? { baseUrl: env.DISCORD_API_URL } : {};
  const rest = new REST({ token: env.BOT_TOKEN!, ...baseUrl });
  await syncCommands(rest, { applicationId: env.APPLICATION_ID!, commands: [roll, slowroll] });
  const handler = createInteractionHandler({
    publicKey: env.PUBLIC_KEY!,
    rest,
    commands: [
      command(roll, (ctx) => ctx.reply(`🎲 ${die(ctx.options.sides)}`)),
      command(slowroll, async (ctx) => {
        await ctx.defer();
        await ctx.editReply('🎲 rolling…');
        await ctx.followUp(`🎲 ${die(ctx.options.sides)}`);
      }),
    ],
  });
  const server = createServer(toNodeListener(handler));
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, () => {
      server.off('error', reject);
      resolve();
    });
  });
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server };
}
