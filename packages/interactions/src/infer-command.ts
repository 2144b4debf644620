import type { InferOptions } from '@slashkit/builders';
import type { AutocompleteContext } from './context/autocomplete-context.js';
import type { ChatInputContext } from './context/chat-input-context.js';
import type { EntryPointContext } from './context/entry-point-context.js';
import type { MessageCommandContext } from './context/message-command-context.js';
import type { UserCommandContext } from './context/user-command-context.js';

/**
 * The command type (1-4) a definition declares: a builder's literal `type`, or a plain body's; `number`
 * when it cannot be known statically.
 */
export type CommandTypeOf<D> = D extends { readonly type: infer T extends number }
  ? number extends T
    ? number
    : T
  : D extends { toJSON(...args: never[]): unknown }
    ? number
    : 'type' extends keyof D
      ? number
      : 1; // a body without `type` is CHAT_INPUT, the service's default

/**
 * The handler's `options` type for a definition: `InferOptions` of a builder of @slashkit/builders;
 * a loose record for a plain JSON body.
 */
export type CommandOptionsOf<D> = D extends { readonly '~types': unknown }
  ? InferOptions<D>
  : Record<string, unknown>;

/** The options an autocomplete handler sees: the same shape with every value optional. */
export type AutocompleteOptionsOf<D> =
  CommandOptionsOf<D> extends infer O
    ? O extends { subcommand: string; options: infer P }
      ? Omit<O, 'options'> & { options: Partial<P> }
      : Partial<O>
    : never;

/** The context a command's handler receives, chosen by the command's type. */
export type CommandContextOf<D> = [CommandTypeOf<D>] extends [2]
  ? UserCommandContext
  : [CommandTypeOf<D>] extends [3]
    ? MessageCommandContext
    : [CommandTypeOf<D>] extends [4]
      ? EntryPointContext
      : [CommandTypeOf<D>] extends [1]
        ? ChatInputContext<CommandOptionsOf<D>>
        : ChatInputContext | UserCommandContext | MessageCommandContext | EntryPointContext;

/** The context an autocomplete handler of a command receives. */
export type AutocompleteContextOf<D> = AutocompleteContext<AutocompleteOptionsOf<D>>;
