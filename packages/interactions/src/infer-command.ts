import type { ApplicationCommandOptionType } from '@slashkit/api';
import type { InferOptions } from '@slashkit/builders';
import type { AutocompleteContext } from './context/autocomplete-context.js';
import type { ChatInputContext } from './context/chat-input-context.js';
import type { EntryPointContext } from './context/entry-point-context.js';
import type { FocusedOption } from './context/focused-option.js';
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

/** The option records a builder's type carries: its own options and its subcommands' (never for a body). */
type OptionEntriesOf<D> = D extends { readonly '~types': infer T }
  ?
      | (T extends { readonly options: infer E } ? E : never)
      | (T extends { readonly subcommands: infer S } ? SubcommandEntriesOf<S> : never)
  : never;

/** The option records of a union of subcommand records (distributes: `never` for no subcommands). */
type SubcommandEntriesOf<S> = S extends { readonly options: infer E } ? E : never;

/** The focused option of one option record: never when the record's `autocomplete` is `false`. */
type FocusOf<E> = E extends {
  readonly name: infer N extends string;
  readonly value: infer V;
  readonly autocomplete: infer A;
}
  ? A extends false
    ? never
    : FocusedOption<
        N,
        V extends string
          ? typeof ApplicationCommandOptionType.String
          : V extends number
            ? typeof ApplicationCommandOptionType.Integer | typeof ApplicationCommandOptionType.Number
            : FocusedOption['type'] // a builder typed without its options (`SlashCommandBuilder`)
      >
  : never;

/**
 * The focused option an autocomplete handler of a command can see: for a builder, one member per option
 * with `setAutocomplete(true)` (`never` when it has none); any `FocusedOption` for a plain JSON body.
 * @example
 * type Focus = AutocompleteFocusOf<typeof search>; // FocusedOption<'query', 3> | FocusedOption<'page', 4 | 10>
 */
export type AutocompleteFocusOf<D> = D extends { readonly '~types': unknown }
  ? FocusOf<OptionEntriesOf<D>>
  : FocusedOption;

/** The context an autocomplete handler of a command receives. */
export type AutocompleteContextOf<D> = AutocompleteContext<AutocompleteOptionsOf<D>, AutocompleteFocusOf<D>>;
