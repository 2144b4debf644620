/**
 * Who may see a live stage: only the guild's members (2, GUILD_ONLY); PUBLIC (1) is deprecated and refused.
 * @see {@link https://discord.com/developers/docs/resources/stage-instance#stage-instance-object-privacy-level | Privacy Level}
 */
export const StageInstancePrivacyLevel = {
  GuildOnly: 2,
} as const;

/** A stage instance privacy level value. */
export type StageInstancePrivacyLevel =
  (typeof StageInstancePrivacyLevel)[keyof typeof StageInstancePrivacyLevel];
