/**
 * Options of a command builder's `toJSON()`, for that call only (there is no process-wide switch).
 * @example
 * command.toJSON({ scope: 'guild' }); // validated as a guild command
 * command.toJSON({ validate: false }); // the body as built, unchecked
 * @see {@link https://discord.com/developers/docs/interactions/application-commands#registering-a-command | Registering a command}
 */
export interface ToJSONOptions {
  /** Which scope's rules apply (guild commands refuse BOT_DM and entry points). Default `'global'`. */
  scope?: 'global' | 'guild';
  /** Set to `false` to skip validation for this call. Default `true`. */
  validate?: boolean;
}
