import type { Snowflake } from '../snowflake.js';
import type {
  APIInteractionDataResolvedChannel,
  APIInteractionDataResolvedGuildMember,
  APIRole,
  APIUser,
} from './resolved-objects.js';

interface APIMessageComponentBaseInteractionData<T extends number> {
  /** The clicked component's `custom_id`. */
  custom_id: string;
  component_type: T;
  /** The component's `id` in its message (the service numbers every component). */
  id?: number;
}

/** The `data` of a button click. */
export type APIMessageButtonInteractionData = APIMessageComponentBaseInteractionData<2>;

/** The `data` of a string select: the chosen option values, in the order chosen. */
export interface APIMessageStringSelectInteractionData extends APIMessageComponentBaseInteractionData<3> {
  values: string[];
}

/** The `data` of a user select: the chosen user ids, with the users (and members in guilds). */
export interface APIMessageUserSelectInteractionData extends APIMessageComponentBaseInteractionData<5> {
  values: Snowflake[];
  resolved: {
    users: Record<Snowflake, APIUser>;
    members?: Record<Snowflake, APIInteractionDataResolvedGuildMember>;
  };
}

/** The `data` of a role select: the chosen role ids, with the roles. */
export interface APIMessageRoleSelectInteractionData extends APIMessageComponentBaseInteractionData<6> {
  values: Snowflake[];
  resolved: { roles: Record<Snowflake, APIRole> };
}

/** The `data` of a mentionable select: the chosen user and role ids, with them. */
export interface APIMessageMentionableSelectInteractionData
  extends APIMessageComponentBaseInteractionData<7> {
  values: Snowflake[];
  resolved: {
    users?: Record<Snowflake, APIUser>;
    members?: Record<Snowflake, APIInteractionDataResolvedGuildMember>;
    roles?: Record<Snowflake, APIRole>;
  };
}

/** The `data` of a channel select: the chosen channel ids, with the (partial) channels. */
export interface APIMessageChannelSelectInteractionData extends APIMessageComponentBaseInteractionData<8> {
  values: Snowflake[];
  resolved: { channels: Record<Snowflake, APIInteractionDataResolvedChannel> };
}

/** The `data` of any select menu interaction. */
export type APIMessageSelectMenuInteractionData =
  | APIMessageStringSelectInteractionData
  | APIMessageUserSelectInteractionData
  | APIMessageRoleSelectInteractionData
  | APIMessageMentionableSelectInteractionData
  | APIMessageChannelSelectInteractionData;

/**
 * The `data` of a MESSAGE_COMPONENT interaction: the component's `custom_id` and type, and for select
 * menus the chosen `values` (and `resolved` entities).
 * @see {@link https://discord.com/developers/docs/interactions/receiving-and-responding#interaction-object-message-component-data-structure | Message component data structure}
 */
export type APIMessageComponentInteractionData =
  | APIMessageButtonInteractionData
  | APIMessageSelectMenuInteractionData;
