/**
 * The style of a button. PRIMARY, SECONDARY, SUCCESS and DANGER send an interaction with their
 * `custom_id`; LINK opens its `url` and sends nothing; PREMIUM shows the SKU of its `sku_id`.
 * @see {@link https://discord.com/developers/docs/components/reference#button-button-styles | Button styles}
 */
export const ButtonStyle = {
  Primary: 1,
  Secondary: 2,
  Success: 3,
  Danger: 4,
  Link: 5,
  Premium: 6,
} as const;

/** A button style value. */
export type ButtonStyle = (typeof ButtonStyle)[keyof typeof ButtonStyle];

/** The styles of buttons that send an interaction (they need a `custom_id`). */
export type InteractiveButtonStyle = 1 | 2 | 3 | 4;
