/**
 * The limits of message components, modals and message bodies, as named constants.
 * @see service-facts "Message components and modals"
 */
export const ComponentLimits = {
  /** Action rows in one message (without IS_COMPONENTS_V2). */
  actionRowsPerMessage: 5,
  /** Components in one message with IS_COMPONENTS_V2, counting nested ones. */
  componentsPerV2Message: 40,
  /** The width of an action row: 5 buttons, or one select menu (width 5), or one text input. */
  actionRowWidth: 5,
  /** Width of a button in an action row. */
  buttonWidth: 1,
  /** Width of a select menu or a text input: it fills its row. */
  fullWidth: 5,
  customIdMinLength: 1,
  customIdMaxLength: 100,
  buttonLabelMaxLength: 80,
  /** Longest button URL. */
  buttonUrlMaxLength: 512,
  selectOptionsMin: 1,
  selectOptionsMax: 25,
  selectOptionLabelMaxLength: 100,
  selectOptionValueMaxLength: 100,
  selectOptionDescriptionMaxLength: 100,
  selectPlaceholderMaxLength: 150,
  /** `min_values` range: 0-25 (default 1). */
  selectMinValuesMin: 0,
  selectMinValuesMax: 25,
  /** `max_values` range: 1-25 (default 1). */
  selectMaxValuesMin: 1,
  selectMaxValuesMax: 25,
  /** Default `min_values` and `max_values` of a select menu. */
  selectValuesDefault: 1,
  textInputLabelMaxLength: 45,
  /** `min_length` range of a text input: 0-4000. */
  textInputMinLengthMax: 4000,
  /** `max_length` range of a text input: 1-4000. */
  textInputMaxLengthMin: 1,
  textInputMaxLengthMax: 4000,
  textInputValueMaxLength: 4000,
  textInputPlaceholderMaxLength: 100,
  modalTitleMaxLength: 45,
  /** Action rows (or labels) in a modal: 1-5. */
  modalComponentsMin: 1,
  modalComponentsMax: 5,
  /** Label text of a modal label component. */
  labelMaxLength: 45,
  labelDescriptionMaxLength: 100,
  /** Text display content. */
  textDisplayMaxLength: 4000,
} as const;

/**
 * The limits of a message body (replies, follow-ups, edits) and its embeds.
 * @see service-facts "Interactions"
 */
export const MessageLimits = {
  contentMaxLength: 2000,
  embeds: 10,
  embedTitleMaxLength: 256,
  embedDescriptionMaxLength: 4096,
  embedFields: 25,
  embedFieldNameMaxLength: 256,
  embedFieldValueMaxLength: 1024,
  embedFooterTextMaxLength: 2048,
  embedAuthorNameMaxLength: 256,
  /** Characters across every embed of one message (titles, descriptions, fields, footers, authors). */
  embedTotalCharacters: 6000,
  /** Any URL of an embed: `url`, `author.url`, `author.icon_url`, `footer.icon_url`, `image.url`, `thumbnail.url`. */
  embedUrlMaxLength: 2048,
  /** An embed's `color` is an RGB integer from 0 to this (0xFFFFFF), or null. */
  embedColorMax: 0xffffff,
} as const;
