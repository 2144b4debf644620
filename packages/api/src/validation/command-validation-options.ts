import type { ApplicationCommandType } from '../enums/application-command-type.js';

/**
 * How to validate a command body: for which scope, and as a create (POST, bulk item) or an edit (PATCH).
 * @example
 * validateApplicationCommand(body, { scope: 'guild', mode: 'edit', commandType: 1 });
 * @see {@link https://discord.com/developers/docs/interactions/application-commands#registering-a-command | Registering a command}
 */
export interface CommandValidationOptions {
  scope: 'global' | 'guild';
  mode: 'create' | 'edit';
  /**
   * Edit mode only: the type of the stored command being edited (a PATCH body carries no `type`). When
   * given, type-dependent rules apply (lowercase names for CHAT_INPUT, no options on USER/MESSAGE…);
   * when omitted, only the rules that hold for every type are checked.
   */
  commandType?: ApplicationCommandType;
}
