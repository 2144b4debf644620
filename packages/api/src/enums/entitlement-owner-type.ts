/**
 * Whom a test entitlement is for (`owner_type` of Create Test Entitlement): a guild (1) or a user (2).
 * @see {@link https://discord.com/developers/docs/resources/entitlement#create-test-entitlement | Create Test Entitlement}
 */
export const EntitlementOwnerType = {
  Guild: 1,
  User: 2,
} as const;

/** An entitlement owner type value. */
export type EntitlementOwnerType = (typeof EntitlementOwnerType)[keyof typeof EntitlementOwnerType];
