import type { APIApplicationCommandOptionChoice } from '@slashkit/api';
import type { FocusedOption } from '../routing/parse-options.js';
import type { InteractionContext } from './interaction-context.js';

/**
 * The context of an autocomplete handler: the option being typed (`focused`), the options already filled,
 * and `respond` with at most 25 suggestions.
 */
export interface AutocompleteContext<Options = Record<string, unknown>> extends InteractionContext {
  /** The options already filled in (required ones may still be missing); the focused one is in `focused`. */
  readonly options: Options;
  /** The option being typed and its partial value. */
  readonly focused: FocusedOption;
  /**
   * Sends the suggestions (at most 25, checked). Autocomplete cannot be deferred: answer before the
   * deadline. Returning the array from the handler does the same.
   */
  respond(choices: readonly APIApplicationCommandOptionChoice[]): Promise<void>;
  /** Whether suggestions have been sent. */
  readonly acknowledged: boolean;
}
