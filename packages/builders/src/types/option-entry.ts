/**
 * What an option builder's type records about the option: its name, whether it is required, the type of
 * the value a handler receives, and whether it asks for autocomplete (`boolean` when only known at run time).
 * Command builders collect these as a union; `InferOptions` turns them into an object type, and
 * `@slashkit/interactions` keys autocomplete handlers by the names whose `autocomplete` is not `false`.
 * @example
 * type Sides = OptionEntry<'sides', true, number, false>;
 * @see {@link https://discord.com/developers/docs/interactions/application-commands#application-command-object-application-command-option-structure | Application command option structure}
 */
export interface OptionEntry<
  Name extends string = string,
  Required extends boolean = boolean,
  Value = unknown,
  Autocomplete extends boolean = boolean,
> {
  readonly name: Name;
  readonly required: Required;
  readonly value: Value;
  readonly autocomplete: Autocomplete;
}
