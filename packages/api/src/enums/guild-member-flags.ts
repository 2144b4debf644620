/**
 * The bits of a guild member's `flags`. Of them, a bot may set only `BypassesVerification` (with Manage
 * Guild, or Manage Roles and Moderate Members); the others are the service's own.
 * @see {@link https://discord.com/developers/docs/resources/guild#guild-member-object-guild-member-flags | Guild member flags}
 */
export const GuildMemberFlags = {
  DidRejoin: 1 << 0,
  CompletedOnboarding: 1 << 1,
  BypassesVerification: 1 << 2,
  StartedOnboarding: 1 << 3,
  IsGuest: 1 << 4,
  StartedHomeActions: 1 << 5,
  CompletedHomeActions: 1 << 6,
  AutomodQuarantinedUsername: 1 << 7,
  DmSettingsUpsellAcknowledged: 1 << 9,
  AutomodQuarantinedGuildTag: 1 << 10,
} as const;

/** A guild member flag value. */
export type GuildMemberFlags = (typeof GuildMemberFlags)[keyof typeof GuildMemberFlags];
