import type { APIApplicationCommandOptionChoice, APIInteraction } from '@slashkit/api';
import { formatFieldPath, validateAutocompleteChoices } from '@slashkit/api/validation';
import { InteractionError } from '../interaction-error.js';

/** The type of the option being typed in an autocomplete interaction (it may sit in a subcommand). */
export function focusedOptionType(interaction: APIInteraction): number | undefined {
  let options = (interaction.data as { options?: unknown } | undefined)?.options;
  // command → group → subcommand → option: the focused option is at most three levels down.
  for (let depth = 0; depth < 3 && Array.isArray(options); depth++) {
    let next: unknown;
    for (const option of options as { type?: unknown; focused?: unknown; options?: unknown }[]) {
      if (option?.focused === true) return typeof option.type === 'number' ? option.type : undefined;
      if (Array.isArray(option?.options)) next = option.options;
    }
    options = next;
  }
  return undefined;
}

/**
 * Checks suggestions the way the service would — count, name length, and a value of the focused option's
 * type (`validateAutocompleteChoices` of `@slashkit/api`, the check the emulator applies) — so a bad list
 * fails in the handler with a clear message instead of at the service.
 */
export function checkChoices(
  choices: readonly APIApplicationCommandOptionChoice[],
  focusedType: number | undefined,
): void {
  const errors = validateAutocompleteChoices(choices, focusedType);
  if (errors.length === 0) return;
  const issues = errors.map((e) => `${formatFieldPath(['choices', ...e.path])}: ${e.message}`);
  throw new InteractionError('INVALID_RESPONSE', `respond(): ${issues.join('; ')}.`, { issues });
}
