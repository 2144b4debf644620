/**
 * The name of a command builder as a literal type (`string` before `setName`).
 * @example
 * type Name = CommandName<typeof roll>; // 'roll'
 * @see {@link https://discord.com/developers/docs/interactions/application-commands#application-command-object-application-command-naming | Application command naming}
 */
export type CommandName<Builder> = Builder extends { readonly name: infer Name extends string }
  ? Name
  : never;
