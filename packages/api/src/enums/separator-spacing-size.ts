/**
 * The space a separator component leaves: small (the default) or large.
 * @see service-facts "Components V2 and modals (2025)"
 */
export const SeparatorSpacingSize = {
  Small: 1,
  Large: 2,
} as const;

/** A separator spacing value. */
export type SeparatorSpacingSize = (typeof SeparatorSpacingSize)[keyof typeof SeparatorSpacingSize];
