import type {
  APIEntitlement,
  APIInteraction,
  APIInteractionGuildMember,
  APIUser,
  InteractionContextType,
  InteractionType,
  Locale,
} from '@slashkit/api';

/**
 * What every handler context carries, for commands, components and modals alike: who acted, where, in
 * which language, and the raw interaction. The interaction's token is in `interaction.token`; never log it.
 */
export interface BaseInteractionContext {
  /** The interaction as received. */
  readonly interaction: APIInteraction;
  /** The interaction's id. */
  readonly id: string;
  /** APPLICATION_COMMAND 2, MESSAGE_COMPONENT 3, APPLICATION_COMMAND_AUTOCOMPLETE 4 or MODAL_SUBMIT 5. */
  readonly type: InteractionType;
  /** The application the interaction belongs to. */
  readonly applicationId: string;
  /** The user who acted: `member.user` in guilds, `user` in DMs. */
  readonly user: APIUser;
  /** The acting guild member, with their permissions in the channel; undefined outside guilds. */
  readonly member: APIInteractionGuildMember | undefined;
  /** The guild; undefined in DMs. */
  readonly guildId: string | undefined;
  /** The channel. */
  readonly channelId: string | undefined;
  /** The partial channel (`id` and `type` at least). */
  readonly channel: APIInteraction['channel'];
  /** The acting client's language. */
  readonly locale: Locale | undefined;
  /** The guild's preferred language, in guilds. */
  readonly guildLocale: Locale | undefined;
  /** The app's permissions in the channel, as a bit set (compare with `PermissionFlags`). */
  readonly appPermissions: bigint;
  /** Where in the client it happened: GUILD 0, BOT_DM 1, PRIVATE_CHANNEL 2. */
  readonly context: InteractionContextType | undefined;
  /**
   * The active entitlements of the acting user and of the guild for this app's SKUs, as the interaction
   * carries them (`interaction.entitlements`); empty for an app that sells nothing.
   * @see {@link https://discord.com/developers/docs/monetization/implementing-one-time-purchases | Implementing one-time purchases}
   */
  readonly entitlements: readonly APIEntitlement[];
  /**
   * Whether the acting user (`'user'`), the guild (`'guild'`) or either (the default) holds the SKU: one of
   * `entitlements` for it that is neither deleted nor consumed. The gate of a premium command.
   * @example
   * if (!ctx.hasEntitlement(PREMIUM_SKU)) return ctx.reply({ content: 'Premium only', components: [buyRow] });
   */
  hasEntitlement(skuId: string, owner?: 'user' | 'guild'): boolean;
  /**
   * Aborts when the interaction token expires, 15 minutes after the interaction arrived: nothing can be
   * sent for it after that, and a handler still running is no longer awaited. Pass it to long work
   * (`fetch(url, { signal: ctx.signal })`).
   */
  readonly signal: AbortSignal;
}
