import type { SubcommandEntry } from './subcommand-entry.js';

/**
 * The subcommands of a slash command builder as strings, `'<group> <subcommand>'` inside groups (as the
 * client shows them after the command name); `never` for a command without subcommands.
 * @example
 * type Paths = SubcommandPath<typeof todo>; // 'add' | 'remove' | 'tags clear'
 * @see {@link https://discord.com/developers/docs/interactions/application-commands#subcommands-and-subcommand-groups | Subcommands and subcommand groups}
 */
export type SubcommandPath<Builder> = Builder extends {
  readonly '~types': { readonly subcommands: infer Subs extends SubcommandEntry };
}
  ? Subs extends { readonly group: infer Group extends string }
    ? `${Group} ${Subs['subcommand']}`
    : Subs['subcommand']
  : never;
