import type {
  APIInteraction,
  APIInteractionGuildMember,
  APIUser,
  ApplicationCommandType,
  InteractionContextType,
  InteractionType,
  Locale,
} from '@slashkit/api';

/**
 * What every handler context carries: who ran the command, where, in which language, and the raw
 * interaction. The interaction's token is in `interaction.token`; never log it.
 */
export interface InteractionContext {
  /** The interaction as received. */
  readonly interaction: APIInteraction;
  /** The interaction's id. */
  readonly id: string;
  /** APPLICATION_COMMAND (2) or APPLICATION_COMMAND_AUTOCOMPLETE (4). */
  readonly type: InteractionType;
  /** The application the command belongs to. */
  readonly applicationId: string;
  /** The command's id. */
  readonly commandId: string;
  /** The command's default (unlocalized) name. */
  readonly commandName: string;
  /** The command's type: CHAT_INPUT 1, USER 2, MESSAGE 3, PRIMARY_ENTRY_POINT 4. */
  readonly commandType: ApplicationCommandType;
  /** The user who ran the command: `member.user` in guilds, `user` in DMs. */
  readonly user: APIUser;
  /** The invoking guild member, with their permissions in the channel; undefined outside guilds. */
  readonly member: APIInteractionGuildMember | undefined;
  /** The guild the command ran in; undefined in DMs. */
  readonly guildId: string | undefined;
  /** The channel the command ran in. */
  readonly channelId: string | undefined;
  /** The partial channel the command ran in (`id` and `type` at least). */
  readonly channel: APIInteraction['channel'];
  /** The invoking client's language. */
  readonly locale: Locale | undefined;
  /** The guild's preferred language, in guilds. */
  readonly guildLocale: Locale | undefined;
  /** The app's permissions in the channel, as a bit set (compare with `PermissionFlags`). */
  readonly appPermissions: bigint;
  /** Where in the client the command ran: GUILD 0, BOT_DM 1, PRIVATE_CHANNEL 2. */
  readonly context: InteractionContextType | undefined;
  /**
   * Aborts when the interaction token expires, 15 minutes after the interaction arrived: nothing can be
   * sent for it after that, and a handler still running is no longer awaited. Pass it to long work
   * (`fetch(url, { signal: ctx.signal })`).
   */
  readonly signal: AbortSignal;
}
