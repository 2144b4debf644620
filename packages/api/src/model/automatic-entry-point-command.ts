import { ApplicationCommandType } from '../enums/application-command-type.js';
import { EntryPointCommandHandlerType } from '../enums/entry-point-command-handler-type.js';
import type { RESTPostAPIApplicationCommandJSONBody } from '../types/application-command-bodies.js';

/**
 * The entry-point command the service creates when an app's Activities are enabled: "Launch", handled by
 * the service (DISCORD_LAUNCH_ACTIVITY).
 * @see {@link https://discord.com/developers/docs/interactions/application-commands#application-command-object-entry-point-command-handler-types | Entry point command handler types}
 */
export const AutomaticEntryPointCommand: Readonly<RESTPostAPIApplicationCommandJSONBody> = {
  type: ApplicationCommandType.PrimaryEntryPoint,
  name: 'Launch',
  description: '',
  handler: EntryPointCommandHandlerType.DiscordLaunchActivity,
};
