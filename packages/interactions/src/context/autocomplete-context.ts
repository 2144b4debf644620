import type { APIApplicationCommandOptionChoice, ApplicationCommandOptionType } from '@slashkit/api';
import type { FocusedOption } from './focused-option.js';
import type { InteractionContext } from './interaction-context.js';

/** The value a suggestion takes for an option type: text for STRING, a number for INTEGER and NUMBER. */
type ChoiceValue<Type> = Type extends typeof ApplicationCommandOptionType.String ? string : number;

/**
 * The context of an autocomplete handler: the option being typed (`focused`), the options already filled,
 * and `respond` with at most 25 suggestions. Registered with a builder, `Focused` is the focused option's
 * name and type (one option for a handler in a per-option map, the union of them for one handler).
 */
export interface AutocompleteContext<
  Options = Record<string, unknown>,
  Focused extends FocusedOption = FocusedOption,
> extends InteractionContext {
  /** The options already filled in (required ones may still be missing); the focused one is in `focused`. */
  readonly options: Options;
  /** The option being typed and its partial value (text, for every option type). */
  readonly focused: Focused;
  /**
   * Sends the suggestions (at most 25, checked). Autocomplete cannot be deferred: answer before the
   * deadline. Returning the array from the handler does the same.
   */
  respond(choices: readonly APIApplicationCommandOptionChoice<ChoiceValue<Focused['type']>>[]): Promise<void>;
  /** Whether suggestions have been sent. */
  readonly acknowledged: boolean;
}
