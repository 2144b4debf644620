/**
 * The permission bits the Application Commands service looks at (who may use or manage a command, where an
 * app may answer), as bigints; decimal strings on the wire.
 * @see {@link https://discord.com/developers/docs/interactions/application-commands#permissions | Application command permissions}
 */
export const PermissionFlags = {
  Administrator: 1n << 3n,
  ManageGuild: 1n << 5n,
  AddReactions: 1n << 6n,
  /** Whether someone sees a channel at all: a client lists no channel without it (places, pickers). */
  ViewChannel: 1n << 10n,
  SendMessages: 1n << 11n,
  /** Delete others' messages in a channel. */
  ManageMessages: 1n << 13n,
  EmbedLinks: 1n << 14n,
  AttachFiles: 1n << 15n,
  ReadMessageHistory: 1n << 16n,
  /** `@everyone`/`@here` and roles that are not mentionable notify people. */
  MentionEveryone: 1n << 17n,
  UseExternalEmojis: 1n << 18n,
  ManageRoles: 1n << 28n,
  UseApplicationCommands: 1n << 31n,
  /** Archive, lock, delete and rename threads, and see every private thread. */
  ManageThreads: 1n << 34n,
  CreatePublicThreads: 1n << 35n,
  CreatePrivateThreads: 1n << 36n,
  SendMessagesInThreads: 1n << 38n,
  /** Send messages with a poll. */
  SendPolls: 1n << 49n,
  /** Pin and unpin messages. */
  PinMessages: 1n << 51n,
} as const;

/** One of the permission bits above. */
export type PermissionFlag = (typeof PermissionFlags)[keyof typeof PermissionFlags];
