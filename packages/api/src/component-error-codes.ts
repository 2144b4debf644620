/**
 * The string codes of field errors about components, modals and interaction responses, beside the
 * generic `FieldErrorCodes` (`BASE_TYPE_MAX_LENGTH`, `BASE_TYPE_REQUIRED`…), which component rules use too.
 * Codes seen on the service are used where known; the rest (marked "slashkit") follow its naming.
 * @see {@link https://discord.com/developers/docs/components/reference | Component reference}
 */
export const ComponentErrorCodes = {
  /** Two components of one message or modal share a `custom_id`. */
  CustomIdDuplicated: 'COMPONENT_CUSTOM_ID_DUPLICATED',
  /** An action row is wider than 5 (six buttons, a button beside a select menu…). */
  LayoutWidthExceeded: 'COMPONENT_LAYOUT_WIDTH_EXCEEDED',
  /** A component type that cannot sit here (a text input in a message, a button in a modal). */
  TypeInvalid: 'UNION_TYPE_CHOICES',
  /** Two options of a string select (or a radio or checkbox group) share a `value`. */
  OptionValueDuplicated: 'SELECT_COMPONENT_OPTION_VALUE_DUPLICATED',
  /** A URL that does not parse. */
  InvalidUrl: 'URL_TYPE_INVALID_URL',
  /** A URL with a scheme other than http, https or discord. */
  InvalidUrlScheme: 'URL_TYPE_INVALID_SCHEME',
  /** slashkit: a field this component (or button style) does not take, e.g. `url` on a PRIMARY button. */
  FieldInvalid: 'COMPONENT_FIELD_INVALID',
  /** slashkit: a button with neither a label nor an emoji. */
  LabelOrEmojiRequired: 'BUTTON_COMPONENT_LABEL_OR_EMOJI_REQUIRED',
  /** slashkit: `min_values` above `max_values`, `min_length` above `max_length`, or too few options. */
  MinMaxInvalid: 'COMPONENT_MIN_MAX_INVALID',
  /** slashkit: two components of one message or modal share a numeric `id`. */
  IdDuplicated: 'COMPONENT_ID_DUPLICATED',
  /** slashkit: an edit that clears IS_COMPONENTS_V2 from a message that has it (the flag cannot be removed). */
  ComponentsV2FlagRemoved: 'MESSAGE_COMPONENTS_V2_FLAG_REMOVED',
  /** slashkit: a response type this interaction cannot get (e.g. UPDATE_MESSAGE to a command). */
  ResponseTypeInvalid: 'INTERACTION_RESPONSE_TYPE_INVALID',
} as const;

/** A component field error code. */
export type ComponentErrorCode = (typeof ComponentErrorCodes)[keyof typeof ComponentErrorCodes];
