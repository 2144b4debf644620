/**
 * What an option builder's type records about the option: its name, whether it is required, and the type of
 * the value a handler receives. Command builders collect these as a union; `InferOptions` turns them into an
 * object type.
 * @example
 * type Sides = OptionEntry<'sides', true, number>;
 * @see spec "Application command option"
 */
export interface OptionEntry<
  Name extends string = string,
  Required extends boolean = boolean,
  Value = unknown,
> {
  readonly name: Name;
  readonly required: Required;
  readonly value: Value;
}
