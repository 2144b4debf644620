/**
 * The name of a command builder as a literal type (`string` before `setName`).
 * @example
 * type Name = CommandName<typeof roll>; // 'roll'
 * @see spec "Naming rules"
 */
export type CommandName<Builder> = Builder extends { readonly name: infer Name extends string }
  ? Name
  : never;
