import type { InteractiveButtonStyle } from '../enums/button-style.js';
import type { ChannelType } from '../enums/channel-type.js';
import type { TextInputStyle } from '../enums/text-input-style.js';
import type { Snowflake } from '../snowflake.js';

// Message components and the text input of modals, as sent in message bodies and modals and as received
// on messages. Literal numbers are the values of ComponentType and ButtonStyle (kept literal so that
// discord-api-types' enums are assignable to these types and back).

/** Fields every component may carry: its type and an optional numeric id (unique in the message). */
export interface APIBaseComponent<T extends number> {
  type: T;
  /** Optional identifier of the component in its message; the service assigns one when absent. */
  id?: number;
}

/** An emoji on a button or a select option: a custom emoji by `id`, or a unicode emoji by `name`. */
export interface APIMessageComponentEmoji {
  id?: Snowflake;
  name?: string;
  animated?: boolean;
}

interface APIButtonBase<Style extends number> extends APIBaseComponent<2> {
  style: Style;
  disabled?: boolean;
}

/** A PRIMARY (1), SECONDARY (2), SUCCESS (3) or DANGER (4) button: clicking it sends its `custom_id`. */
export interface APIButtonComponentWithCustomId extends APIButtonBase<InteractiveButtonStyle> {
  custom_id: string;
  /** At most 80 characters; a button needs a label or an emoji. */
  label?: string;
  emoji?: APIMessageComponentEmoji;
}

/** A LINK (5) button: opens `url`, sends no interaction. */
export interface APIButtonComponentWithURL extends APIButtonBase<5> {
  url: string;
  label?: string;
  emoji?: APIMessageComponentEmoji;
}

/** A PREMIUM (6) button: shows the SKU `sku_id` (no custom_id, label, url or emoji). */
export interface APIButtonComponentWithSKUId extends APIButtonBase<6> {
  sku_id: Snowflake;
}

/**
 * A button, by style.
 * @see {@link https://discord.com/developers/docs/components/reference#button | Button}
 */
export type APIButtonComponent =
  | APIButtonComponentWithCustomId
  | APIButtonComponentWithURL
  | APIButtonComponentWithSKUId;

/** One option of a string select. */
export interface APISelectMenuOption {
  /** 1-100 characters, shown to the user. */
  label: string;
  /** 1-100 characters, unique in the menu; what the interaction's `values` carry. */
  value: string;
  description?: string;
  emoji?: APIMessageComponentEmoji;
  /** Shown as selected when the message is rendered. */
  default?: boolean;
}

/** A preselected entity of a user, role, mentionable or channel select. */
export interface APISelectMenuDefaultValue<
  T extends 'user' | 'role' | 'channel' = 'user' | 'role' | 'channel',
> {
  id: Snowflake;
  type: T;
}

interface APIBaseSelectMenuComponent<T extends number> extends APIBaseComponent<T> {
  custom_id: string;
  /** At most 150 characters. */
  placeholder?: string;
  /** 0-25, default 1. */
  min_values?: number;
  /** 1-25, default 1. */
  max_values?: number;
  disabled?: boolean;
  /** In a modal's label: whether an answer is needed (default true). */
  required?: boolean;
}

/** A select menu of the app's own options (3). */
export interface APIStringSelectComponent extends APIBaseSelectMenuComponent<3> {
  /** 1-25 options. */
  options: APISelectMenuOption[];
}

/** A select menu of users (5). */
export interface APIUserSelectComponent extends APIBaseSelectMenuComponent<5> {
  default_values?: APISelectMenuDefaultValue<'user'>[];
}

/** A select menu of roles (6). */
export interface APIRoleSelectComponent extends APIBaseSelectMenuComponent<6> {
  default_values?: APISelectMenuDefaultValue<'role'>[];
}

/** A select menu of users and roles (7). */
export interface APIMentionableSelectComponent extends APIBaseSelectMenuComponent<7> {
  default_values?: APISelectMenuDefaultValue<'user' | 'role'>[];
}

/** A select menu of channels (8), optionally of some channel types only. */
export interface APIChannelSelectComponent extends APIBaseSelectMenuComponent<8> {
  default_values?: APISelectMenuDefaultValue<'channel'>[];
  channel_types?: ChannelType[];
}

/** A select menu whose choices the service fills in: users, roles, mentionables or channels. */
export type APIAutoPopulatedSelectMenuComponent =
  | APIUserSelectComponent
  | APIRoleSelectComponent
  | APIMentionableSelectComponent
  | APIChannelSelectComponent;

/**
 * Any of the five select menus.
 * @see {@link https://discord.com/developers/docs/components/reference | Component reference}
 */
export type APISelectMenuComponent = APIStringSelectComponent | APIAutoPopulatedSelectMenuComponent;

/**
 * A text input (4), in modals only.
 * @see {@link https://discord.com/developers/docs/components/reference#text-input | Text input}
 */
export interface APITextInputComponent extends APIBaseComponent<4> {
  custom_id: string;
  style: TextInputStyle;
  /** 1-45 characters; required in an action row, absent inside a label component. */
  label?: string;
  /** 0-4000. */
  min_length?: number;
  /** 1-4000. */
  max_length?: number;
  /** Default true. */
  required?: boolean;
  /** A pre-filled value, at most 4000 characters. */
  value?: string;
  /** At most 100 characters. */
  placeholder?: string;
}

/** What an action row of a message holds: up to 5 buttons, or one select menu. */
export type APIComponentInMessageActionRow = APIButtonComponent | APISelectMenuComponent;

/** An action row (1): a horizontal line of components. */
export interface APIActionRowComponent<T extends APIComponentInActionRow = APIComponentInActionRow>
  extends APIBaseComponent<1> {
  components: T[];
}

/** What an action row may hold, in a message or a modal. */
export type APIComponentInActionRow = APIComponentInMessageActionRow | APITextInputComponent;

/** An action row of a message. */
export type APIMessageActionRowComponent = APIActionRowComponent<APIComponentInMessageActionRow>;

/** An action row of a modal: one text input. */
export type APIModalActionRowComponent = APIActionRowComponent<APITextInputComponent>;
