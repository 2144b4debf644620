/**
 * The flags of a SKU: AVAILABLE for purchase, and for a subscription whom it serves: one guild
 * (GUILD_SUBSCRIPTION, everyone in it) or the buyer everywhere (USER_SUBSCRIPTION).
 * @see {@link https://discord.com/developers/docs/resources/sku#sku-object-sku-flags | SKU flags}
 */
export const SKUFlags = {
  Available: 1 << 2,
  GuildSubscription: 1 << 7,
  UserSubscription: 1 << 8,
} as const;
