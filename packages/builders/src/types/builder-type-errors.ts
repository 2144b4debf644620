// The compile-time rules are expressed as parameter types that are plain sentences: when a call breaks a
// rule, the compiler's message reads "Argument of type … is not assignable to parameter of type '<the rule
// and its fix>'", instead of an assignability error between two builder types.

/**
 * The parameter type of `addChoices`/`setChoices` once `setAutocomplete(true)` was called.
 * @example
 * ```ts
 * // @ts-expect-error
 * option.setAutocomplete(true).addChoices({ name: 'a', value: 'a' });
 * ```
 * @see {@link https://discord.com/developers/docs/interactions/application-commands#application-command-object-application-command-option-structure | Application command option structure} (`autocomplete`: must not be true when choices are present)
 */
export type ChoicesWithAutocompleteError =
  'This option uses autocomplete: an option cannot have both choices and autocomplete — drop setAutocomplete(true) or the choices';

/**
 * The parameter type of `setAutocomplete(true)` once choices were added.
 * @example
 * ```ts
 * // @ts-expect-error
 * option.addChoices({ name: 'a', value: 'a' }).setAutocomplete(true);
 * ```
 * @see {@link https://discord.com/developers/docs/interactions/application-commands#application-command-object-application-command-option-structure | Application command option structure} (`autocomplete`: must not be true when choices are present)
 */
export type AutocompleteWithChoicesError =
  'This option has choices: an option cannot have both choices and autocomplete — drop the choices or setAutocomplete(true)';

/**
 * The parameter type of the `add…Option` methods of a command that already has subcommands or groups.
 * @example
 * ```ts
 * // @ts-expect-error
 * command.addSubcommand((s) => s.setName('a').setDescription('A')).addStringOption((o) => o);
 * ```
 * @see {@link https://discord.com/developers/docs/interactions/application-commands#subcommands-and-subcommand-groups | Subcommands and subcommand groups}
 */
export type OptionsAfterSubcommandsError =
  'This command has subcommands: it cannot take options of its own — add the option to a subcommand instead';

/**
 * The parameter type of `addSubcommand`/`addSubcommandGroup` on a command that already has options.
 * @example
 * ```ts
 * // @ts-expect-error
 * command.addStringOption((o) => o.setName('a').setDescription('A')).addSubcommand((s) => s);
 * ```
 * @see {@link https://discord.com/developers/docs/interactions/application-commands#subcommands-and-subcommand-groups | Subcommands and subcommand groups}
 */
export type SubcommandsAfterOptionsError =
  'This command has options: it cannot also have subcommands — move its options into the subcommands';
