/**
 * The type of an application command option.
 * @see {@link https://discord.com/developers/docs/interactions/application-commands#application-command-object-application-command-option-type | Application command option type}
 */
export const ApplicationCommandOptionType = {
  Subcommand: 1,
  SubcommandGroup: 2,
  String: 3,
  /** Any integer from -2^53+1 to 2^53-1. */
  Integer: 4,
  Boolean: 5,
  User: 6,
  /** All channel types, categories included. */
  Channel: 7,
  Role: 8,
  /** Users and roles. */
  Mentionable: 9,
  /** Any double from -2^53 to 2^53. */
  Number: 10,
  Attachment: 11,
} as const;

/** An option type value (1-11). */
export type ApplicationCommandOptionType =
  (typeof ApplicationCommandOptionType)[keyof typeof ApplicationCommandOptionType];
