/**
 * The kind of entity a select menu's `default_values` entry names: a user, a role or a channel.
 * @see {@link https://discord.com/developers/docs/components/reference | Component reference}
 */
export const SelectMenuDefaultValueType = {
  User: 'user',
  Role: 'role',
  Channel: 'channel',
} as const;

/** A default value type. */
export type SelectMenuDefaultValueType =
  (typeof SelectMenuDefaultValueType)[keyof typeof SelectMenuDefaultValueType];
