/**
 * A colour the page may apply through the CSS object model: `#rrggbb` from an integer 0-0xFFFFFF (an embed's
 * `color`, a container's `accent_color`, a role's colour), or null for anything else — a string, a float,
 * null, out of range — so no text from a bot ever reaches a style.
 * @example rgbColour(0x5865f2) // '#5865f2'
 */
export function rgbColour(value: unknown): string | null {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= 0xffffff
    ? `#${value.toString(16).padStart(6, '0')}`
    : null;
}
