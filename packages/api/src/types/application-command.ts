import type { ApplicationCommandType } from '../enums/application-command-type.js';
import type { ApplicationIntegrationType } from '../enums/application-integration-type.js';
import type { EntryPointCommandHandlerType } from '../enums/entry-point-command-handler-type.js';
import type { InteractionContextType } from '../enums/interaction-context-type.js';
import type { LocalizationMap } from '../enums/locale.js';
import type { Snowflake } from '../snowflake.js';
import type { APIApplicationCommandOption } from './application-command-option.js';

/**
 * An application command as the service returns it.
 * @see {@link https://discord.com/developers/docs/interactions/application-commands#application-command-object | Application command object}
 */
export interface APIApplicationCommand {
  id: Snowflake;
  type: ApplicationCommandType;
  application_id: Snowflake;
  /** Present when the command is guild-scoped. */
  guild_id?: Snowflake;
  name: string;
  name_localizations?: LocalizationMap | null;
  /** The name in the requester's locale, on list endpoints without `with_localizations`. */
  name_localized?: string;
  /** Empty string for USER and MESSAGE commands. */
  description: string;
  description_localizations?: LocalizationMap | null;
  description_localized?: string;
  options?: APIApplicationCommandOption[];
  /** A permission bit set as a decimal string, or null for no restriction. */
  default_member_permissions: string | null;
  /** @deprecated Use `contexts`. Global commands only. */
  dm_permission?: boolean;
  /** @deprecated Use `default_member_permissions`. */
  default_permission?: boolean;
  nsfw?: boolean;
  integration_types?: ApplicationIntegrationType[];
  contexts?: InteractionContextType[] | null;
  /** Changes on every substantial change of the record. */
  version: Snowflake;
  /** Only on PRIMARY_ENTRY_POINT commands. */
  handler?: EntryPointCommandHandlerType;
}
