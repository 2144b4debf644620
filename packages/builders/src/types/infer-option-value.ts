import type { OptionEntry } from './option-entry.js';

/**
 * The value type a handler receives for one option builder (for example the focused value in autocomplete).
 * @example
 * const size = new SlashCommandStringOption().setName('size').addChoices({ name: 'S', value: 's' });
 * type Size = InferOptionValue<typeof size>; // 's'
 * @see {@link https://discord.com/developers/docs/interactions/application-commands#application-command-object-application-command-option-type | Application command option type}
 */
export type InferOptionValue<Option> = Option extends { readonly '~types': infer Entry extends OptionEntry }
  ? Entry['value']
  : never;
