// The one bot every runtime serves: a webhook at /interactions, a command with autocomplete, and a
// deferred reply completed with an edit and a follow-up through @slashkit/rest.
import { SlashCommandBuilder } from '@slashkit/builders';
import { command, createInteractionHandler, type InteractionHandler } from '@slashkit/interactions';

/** `/fruit name`: `name` is autocompleted; the answer is deferred, then edited, then followed up. */
export const fruit = new SlashCommandBuilder()
  .setName('fruit')
  .setDescription('Pick a fruit')
  .addStringOption((o) =>
    o.setName('name').setDescription('Which fruit').setRequired(true).setAutocomplete(true),
  );

/** Every command of the bot, as they are synced to the service. */
export const commands = [fruit];

const fruits = ['apple', 'apricot', 'banana', 'cherry', 'grape', 'mango', 'peach', 'pear', 'plum'];

/** What the bot is told by its runtime: environment variables, or a Worker's bindings. */
export interface BotEnv {
  /** The app's hex Ed25519 public key. */
  PUBLIC_KEY: string;
  APPLICATION_ID: string;
  /** The API base URL to call, e.g. an emulator's (`slashkit-emulator exec` sets it); the real service when unset. */
  DISCORD_API_URL?: string | undefined;
  /** The runtime's name, said in the bot's answers (e.g. `bun`). */
  RUNTIME?: string | undefined;
}

/** What keeps a serverless function alive after its response: Workers' `ctx`, Next's `after`. */
export interface WaitUntil {
  waitUntil(promise: Promise<unknown>): void;
}

/** A Fetch bot: the webhook at `/interactions`, 404 anywhere else; `handler` for the Node adapter. */
export interface Bot {
  handler: InteractionHandler;
  fetch(request: Request, ctx?: WaitUntil): Promise<Response>;
}

/** Builds the bot from its environment. */
export function createBot(env: BotEnv): Bot {
  const runtime = env.RUNTIME ?? 'an unnamed runtime';
  const handler = createInteractionHandler({
    publicKey: env.PUBLIC_KEY,
    applicationId: env.APPLICATION_ID,
    commands: [
      command(fruit, {
        run: async (ctx) => {
          await ctx.defer();
          // Everything below happens after the HTTP answer, through @slashkit/rest.
          await ctx.editReply(`🍑 ${ctx.options.name}, picked on ${runtime}`);
          await ctx.followUp(`🧺 ${fruits.length} fruits in the basket`);
        },
        autocomplete: {
          name: (ctx) => {
            const typed = ctx.focused.value.toLowerCase();
            return fruits.filter((name) => name.startsWith(typed)).map((name) => ({ name, value: name }));
          },
        },
      }),
    ],
    ...(env.DISCORD_API_URL ? { restOptions: { baseUrl: env.DISCORD_API_URL } } : {}),
  });
  return {
    handler,
    fetch(request, ctx) {
      if (new URL(request.url).pathname !== '/interactions')
        return Promise.resolve(new Response('Not found', { status: 404 }));
      return handler.fetch(request, ctx);
    },
  };
}

/** The bot's environment from a `process.env`-like record; throws naming the first variable missing. */
export function envFrom(vars: Record<string, string | undefined>, runtime: string): BotEnv {
  const required = (name: string): string => {
    const value = vars[name];
    if (!value) throw new Error(`Set ${name} (see examples/fetch-runtimes/README.md).`);
    return value;
  };
  return {
    PUBLIC_KEY: required('PUBLIC_KEY'),
    APPLICATION_ID: required('APPLICATION_ID'),
    DISCORD_API_URL: vars.DISCORD_API_URL,
    RUNTIME: vars.RUNTIME ?? runtime,
  };
}
