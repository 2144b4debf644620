/**
 * How a guild compares a user's linked-roles value with the value it configured on a role: integers
 * (`1`-`4`), ISO 8601 dates against a number of days before today (`5`, `6`), or booleans sent as `1`/`0`
 * (`7`, `8`).
 * @see {@link https://discord.com/developers/docs/resources/application-role-connection-metadata#application-role-connection-metadata-object-application-role-connection-metadata-type | Application Role Connection Metadata Type}
 */
export const ApplicationRoleConnectionMetadataType = {
  IntegerLessThanOrEqual: 1,
  IntegerGreaterThanOrEqual: 2,
  IntegerEqual: 3,
  IntegerNotEqual: 4,
  DatetimeLessThanOrEqual: 5,
  DatetimeGreaterThanOrEqual: 6,
  BooleanEqual: 7,
  BooleanNotEqual: 8,
} as const;

/** An application role connection metadata type value. */
export type ApplicationRoleConnectionMetadataType =
  (typeof ApplicationRoleConnectionMetadataType)[keyof typeof ApplicationRoleConnectionMetadataType];
