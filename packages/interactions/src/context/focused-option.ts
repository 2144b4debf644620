import type { ApplicationCommandOptionType } from '@slashkit/api';

/** The option types that can be autocompleted. */
type AutocompleteOptionType =
  | typeof ApplicationCommandOptionType.String
  | typeof ApplicationCommandOptionType.Integer
  | typeof ApplicationCommandOptionType.Number;

/**
 * The option being typed in an autocomplete interaction. Registered with a builder, `name` is the union of
 * its autocomplete options' names and `type` narrows with it (`switch (ctx.focused.name)`).
 *
 * `value` is text for every option type, INTEGER and NUMBER included: the service sends what the user has
 * typed so far, which may be partial (`''`, `'-'`, `'1.'`) and is never range-checked; read a number with
 * `Number(ctx.focused.value)` and check it before use.
 * @example
 * const typed: FocusedOption<'query', 3> = { name: 'query', type: 3, value: 'app' };
 * @see https://discord.com/developers/docs/interactions/application-commands#autocomplete
 */
export interface FocusedOption<
  Name extends string = string,
  Type extends AutocompleteOptionType = AutocompleteOptionType,
> {
  /** The option's name. */
  readonly name: Name;
  /** The option's type: STRING (3), INTEGER (4) or NUMBER (10). */
  readonly type: Type;
  /** What the user has typed so far, as text: partial, and not checked against types, ranges or lengths. */
  readonly value: string;
}
