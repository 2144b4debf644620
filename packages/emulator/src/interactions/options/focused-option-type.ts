import {
  type APIApplicationCommandInteractionDataOption,
  type APIInteraction,
  InteractionType,
} from '@slashkit/api';

/**
 * The type of the focused option of an autocomplete interaction (what its choices' values must be), or
 * undefined for any other interaction.
 */
export function focusedOptionType(interaction: APIInteraction): number | undefined {
  if (interaction.type !== InteractionType.ApplicationCommandAutocomplete) return undefined;
  return find(interaction.data?.options);
}

function find(
  options: readonly APIApplicationCommandInteractionDataOption[] | undefined,
): number | undefined {
  for (const option of options ?? []) {
    if ('focused' in option && option.focused) return option.type;
    if ('options' in option) {
      const inner = find(option.options);
      if (inner !== undefined) return inner;
    }
  }
  return undefined;
}
