import { type CommandScope, type StorableCommand, type StoredCommand, storedCommand } from '@slashkit/api';

export type { CommandScope };

/** A command reduced to what the service stores, with every service default filled in. */
export type NormalizedCommand = StoredCommand;

/**
 * Reduces a command (a create body, or a command as the service returns it) to what the service stores
 * for it: `storedCommand` of `@slashkit/api`, the one model the emulator uses too. Two commands the service
 * would store alike normalise to objects that `commandDifferences` finds no difference in. The app's
 * configured `integration_types` default is unknown here and taken as `[0]`.
 * @example
 * normalizeCommand({ name: 'ping', description: 'Pong' }, 'global').nsfw; // false
 * @see {@link https://discord.com/developers/docs/interactions/application-commands#application-command-object | Application command object}
 */
export function normalizeCommand(command: object, scope: CommandScope): NormalizedCommand {
  // Any object is accepted (a body, a fetched command, JSON from elsewhere); unknown fields are dropped.
  return storedCommand(command as StorableCommand, { scope });
}
