import type { APIApplicationCommandOptionChoice } from '@slashkit/api';
import type { CommandDefinition } from './command-definition.js';
import type { AutocompleteContext } from './context/autocomplete-context.js';
import type { FocusedOption } from './context/focused-option.js';
import type {
  AutocompleteContextOf,
  AutocompleteFocusOf,
  AutocompleteOptionsOf,
  CommandContextOf,
} from './infer-command.js';

/**
 * An autocomplete handler: call `ctx.respond(choices)`, or return the choices (at most 25, checked at run
 * time; a returned array of {@link APIApplicationCommandOptionChoice} is sent when `respond` was not called).
 */
export type AutocompleteHandler<D extends CommandDefinition = CommandDefinition> = (
  ctx: AutocompleteContextOf<D>,
) => unknown;

/**
 * Autocomplete handlers by option name: for a builder, exactly the options with `setAutocomplete(true)`,
 * each handler seeing its own option in `ctx.focused` (a misspelt or missing name is a compile error); any
 * names for a plain JSON body.
 * @example
 * const handlers: AutocompleteHandlerMap<typeof search> = { query: (ctx) => [{ name: ctx.focused.value, value: ctx.focused.value }] };
 */
export type AutocompleteHandlerMap<D extends CommandDefinition = CommandDefinition> = D extends {
  readonly '~types': unknown;
}
  ? FocusHandlers<AutocompleteOptionsOf<D>, AutocompleteFocusOf<D>>
  : Readonly<Record<string, AutocompleteHandler<D>>>;

/** One handler per focused option name, each with its own option in `ctx.focused`. */
type FocusHandlers<Options, Focus extends FocusedOption> = {
  readonly [Name in Focus['name']]: (
    ctx: AutocompleteContext<Options, Extract<Focus, { readonly name: Name }>>,
  ) => unknown;
};

/**
 * The type of `autocomplete` for a command built without any autocomplete option: a sentence, so that the
 * compiler's message says what is wrong.
 */
export type NoAutocompleteOptionError =
  'This command has no option with setAutocomplete(true): add one to the builder, or drop autocomplete';

/** A command handler: answer through `ctx.reply`, `ctx.defer`, `ctx.launchActivity`… */
export type CommandHandler<D extends CommandDefinition = CommandDefinition> = (
  ctx: CommandContextOf<D>,
) => unknown;

/** The handlers of one command, when it needs more than `run`. */
export interface CommandHandlers<D extends CommandDefinition = CommandDefinition> {
  /** Runs the command. */
  run: CommandHandler<D>;
  /**
   * Suggestions for autocomplete options: one function for every option (it reads `ctx.focused.name`), or
   * one per option name (with a builder: exactly its options with `setAutocomplete(true)`).
   */
  autocomplete?: [AutocompleteFocusOf<D>] extends [never]
    ? NoAutocompleteOptionError
    : AutocompleteHandler<D> | AutocompleteHandlerMap<D>;
  /** Make the automatic deferral ephemeral, so that the late answer is seen by the user only. */
  deferEphemeral?: boolean;
}

// Handlers with their context types erased, as the router stores them; `never` accepts any handler.
type ErasedHandler = (ctx: never) => unknown;

/** A command registered with its handlers; pass it in `createInteractionHandler({ commands })`. */
export interface CommandRegistration<D extends CommandDefinition = CommandDefinition> {
  /** The builder or body it was registered with. */
  readonly definition: D;
  /** @internal The handlers, with their context types erased. */
  readonly handlers: {
    readonly run: ErasedHandler;
    readonly autocomplete: ErasedHandler | Readonly<Record<string, ErasedHandler>> | undefined;
    readonly deferEphemeral: boolean;
  };
}

/**
 * Registers a command with its handler, typed from its builder: `ctx.options` is `InferOptions` of the
 * builder; USER and MESSAGE handlers get `ctx.target`; entry points get `ctx.launchActivity()`.
 *
 * @example
 * command(roll, async (ctx) => ctx.reply(`You rolled ${1 + Math.floor(Math.random() * ctx.options.sides)}`));
 * command(search, { run: (ctx) => ctx.reply(ctx.options.query), autocomplete: { query: (ctx) => [{ name: 'a', value: 'a' }] } });
 */
export function command<const D extends CommandDefinition>(
  definition: D,
  handler: CommandHandler<D> | CommandHandlers<D>,
): CommandRegistration<D> {
  const handlers: CommandHandlers<D> = typeof handler === 'function' ? { run: handler } : handler;
  if (typeof handlers?.run !== 'function')
    throw new TypeError('command(): expected a handler function or { run }.');
  return {
    definition,
    handlers: {
      run: handlers.run as ErasedHandler,
      autocomplete: handlers.autocomplete as
        | ErasedHandler
        | Readonly<Record<string, ErasedHandler>>
        | undefined,
      deferEphemeral: handlers.deferEphemeral === true,
    },
  };
}
