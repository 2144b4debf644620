/**
 * The space a separator component leaves: small (the default) or large.
 * @see {@link https://discord.com/developers/docs/components/reference#separator | Separator}
 */
export const SeparatorSpacingSize = {
  Small: 1,
  Large: 2,
} as const;

/** A separator spacing value. */
export type SeparatorSpacingSize = (typeof SeparatorSpacingSize)[keyof typeof SeparatorSpacingSize];
