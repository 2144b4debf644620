/**
 * The style of a text input: one line (SHORT) or several (PARAGRAPH).
 * @see {@link https://discord.com/developers/docs/components/reference#text-input-text-input-styles | Text input styles}
 */
export const TextInputStyle = {
  Short: 1,
  Paragraph: 2,
} as const;

/** A text input style value. */
export type TextInputStyle = (typeof TextInputStyle)[keyof typeof TextInputStyle];
