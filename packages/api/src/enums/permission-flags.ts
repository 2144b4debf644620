/**
 * The permission bits the Application Commands service looks at (who may use or manage a command, where an
 * app may answer), as bigints; decimal strings on the wire.
 * @see {@link https://discord.com/developers/docs/interactions/application-commands#permissions | Application command permissions}
 */
export const PermissionFlags = {
  Administrator: 1n << 3n,
  ManageChannels: 1n << 4n,
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
  /** Join a voice or stage channel. */
  Connect: 1n << 20n,
  Speak: 1n << 21n,
  /** Mute others in voice; in a stage, invite to speak and move speakers back to the audience. */
  MuteMembers: 1n << 22n,
  DeafenMembers: 1n << 23n,
  MoveMembers: 1n << 24n,
  ManageRoles: 1n << 28n,
  /** Create, edit and delete webhooks. */
  ManageWebhooks: 1n << 29n,
  /** Edit and delete emojis, stickers and soundboard sounds, anyone's. */
  ManageGuildExpressions: 1n << 30n,
  UseApplicationCommands: 1n << 31n,
  /** Ask to speak in a stage channel. */
  RequestToSpeak: 1n << 32n,
  /** Edit and delete scheduled events, anyone's. */
  ManageEvents: 1n << 33n,
  SendMessagesInThreads: 1n << 38n,
  /** Time members out (AutoMod's timeout action needs it of the rule's creator). */
  ModerateMembers: 1n << 40n,
  /** Play soundboard sounds in a voice channel. */
  UseSoundboard: 1n << 42n,
  /** Create emojis, stickers and soundboard sounds, and edit or delete one's own. */
  CreateGuildExpressions: 1n << 43n,
  /** Create scheduled events, and edit or delete one's own. */
  CreateEvents: 1n << 44n,
  /** Play soundboard sounds of other guilds. */
  UseExternalSounds: 1n << 45n,
} as const;

/** One of the permission bits above. */
export type PermissionFlag = (typeof PermissionFlags)[keyof typeof PermissionFlags];
