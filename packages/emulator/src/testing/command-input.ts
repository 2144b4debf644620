import type { APIAttachment, Snowflake } from '@slashkit/api';
import type { InferOptions } from '@slashkit/builders';
import type { AttachmentInput } from './attachment-input.js';

/**
 * A command a user runs from the `/` picker: a slash command builder (its options are then typed), an
 * entry-point command builder, or a command's name (options untyped), as `@slashkit/builders` or any other
 * library describes it.
 */
export type ChatInputCommandRef = string | { readonly name: string; readonly type: 1 | 4 };

/** A USER command (from a user's Apps menu): its builder, or its name. */
export type UserCommandRef = string | { readonly name: string; readonly type: 2 };

/** A MESSAGE command (from a message's Apps menu): its builder, or its name. */
export type MessageCommandRef = string | { readonly name: string; readonly type: 3 };

/**
 * What a user enters for one option whose handler gets `Value`: the same strings, numbers, booleans and
 * choice values; a user, member, role, channel or mentionable by its id; a file as an {@link AttachmentInput}.
 */
export type OptionInput<Value> = Value extends undefined
  ? undefined
  : Value extends string | number | boolean
    ? Value
    : Value extends APIAttachment
      ? AttachmentInput
      : Snowflake;

/** {@link OptionInput} for each option of an object, keeping which are required. */
export type OptionValuesInput<Options> = { [K in keyof Options]: OptionInput<Options[K]> };

/**
 * What a user enters to run a command, inferred from its builder as its handler's `ctx.options` is
 * (`InferOptions` of `@slashkit/builders`): `{ sides: number; mood?: 'calm' | 'loud' }`, or for subcommands
 * `{ subcommand: 'add'; options: { item: string } }` (with `group` inside a group); entities by id, files
 * as {@link AttachmentInput}. A command given by name takes any options.
 * @example
 * type RollInput = CommandInput<typeof roll>; // { sides: number; mood?: 'calm' | 'loud' }
 */
export type CommandInput<Command> = Command extends string
  ? Record<string, unknown>
  : SubcommandOrOptionsInput<InferOptions<Command>>;

type SubcommandOrOptionsInput<Options> = Options extends { subcommand: string; options: infer Inner }
  ? Simplify<
      Omit<Options, 'options'> &
        ({} extends OptionValuesInput<Inner>
          ? { options?: OptionValuesInput<Inner> }
          : { options: OptionValuesInput<Inner> })
    >
  : OptionValuesInput<Options>;

type Simplify<T> = { [K in keyof T]: T[K] } & {};

/** The arguments after the command: the options, optional when none is required. */
export type CommandInputArgs<Command, Extra> =
  {} extends CommandInput<Command>
    ? [options?: CommandInput<Command>, extra?: Extra]
    : [options: CommandInput<Command>, extra?: Extra];

/**
 * The names of a command's options a user can type into with suggestions (the focused option of
 * autocomplete): those whose builder has `setAutocomplete(true)`, across its subcommands (`never` when
 * none has); any string for a command given by name, or a builder typed without its options.
 * @example
 * type Focus = OptionName<typeof search>; // 'query' (not 'limit', which has no autocomplete)
 */
export type OptionName<Command> = Command extends string
  ? string
  : Command extends { readonly '~types': infer Types }
    ? AutocompleteNameOf<OptionEntriesOf<Types>>
    : string;

/** The option records a builder's type carries: its own options and its subcommands'. */
type OptionEntriesOf<Types> =
  | (Types extends { readonly options: infer Entries } ? Entries : never)
  | (Types extends { readonly subcommands: infer Subcommands } ? SubcommandEntriesOf<Subcommands> : never);

/** The option records of a union of subcommand records (distributes: `never` for no subcommands). */
type SubcommandEntriesOf<Subcommands> = Subcommands extends { readonly options: infer Entries }
  ? Entries
  : never;

/** The name of each option record that asks for autocomplete (`autocomplete` not `false`). */
type AutocompleteNameOf<Entry> = Entry extends {
  readonly name: infer Name extends string;
  readonly autocomplete: infer Autocomplete;
}
  ? Autocomplete extends false
    ? never
    : Name
  : never;

/**
 * The other options already entered while one is typed into (autocomplete): any of them may be missing,
 * and for subcommands, which one (and group) is being filled.
 */
export type PartialCommandInput<Command> = Command extends string
  ? Record<string, unknown>
  : PartialOf<CommandInput<Command>>;

type PartialOf<Input> = Input extends { subcommand: string }
  ? Simplify<Omit<Input, 'options'> & { options?: Partial<NonNullable<OptionsOf<Input>>> }>
  : Partial<Input>;

type OptionsOf<Input> = Input extends { options?: infer Inner } ? Inner : never;
