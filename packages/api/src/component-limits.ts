/**
 * The limits of message components, modals and message bodies, as named constants.
 * @see {@link https://discord.com/developers/docs/components/reference | Component reference}
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
  /** Text display content: 1-4000 characters. */
  textDisplayMaxLength: 4000,
  /** Characters of every text display of one IS_COMPONENTS_V2 message together. */
  textDisplayTotalMaxLength: 4000,
  /** A component's optional `id`: an int32 from 0 to 2^31-1, unique in its message or modal. */
  componentIdMin: 0,
  componentIdMax: 2_147_483_647,
  /** Text displays in a section: 1-3. */
  sectionComponentsMin: 1,
  sectionComponentsMax: 3,
  /** Components in a container: at least 1 (the message's 40 bound them above). */
  containerComponentsMin: 1,
  /** Items in a media gallery: 1-10. */
  mediaGalleryItemsMin: 1,
  mediaGalleryItemsMax: 10,
  /** Alt text of a thumbnail or a gallery item: 1-1024 characters. */
  mediaDescriptionMaxLength: 1024,
  /** A media URL (thumbnail, gallery item, file): at most 2048 characters. */
  mediaUrlMaxLength: 2048,
  /** A container's `accent_color`: an RGB integer from 0 to this (0xFFFFFF), or null. */
  accentColorMax: 0xffffff,
  /** File upload `min_values` 0-10 (default 1) and `max_values` 1-10 (default 1). */
  fileUploadMinValuesMax: 10,
  fileUploadMaxValuesMax: 10,
  /** A file upload's `min_values` and `max_values` when it does not say. */
  fileUploadValuesDefault: 1,
  /** Options of a radio group: 2-10. */
  radioGroupOptionsMin: 2,
  radioGroupOptionsMax: 10,
  /** Options of a checkbox group: 1-10; `min_values` 0-10 (default 1), `max_values` 1-10 (default: the number of options). */
  checkboxGroupOptionsMin: 1,
  checkboxGroupOptionsMax: 10,
  checkboxGroupMinValuesMax: 10,
  checkboxGroupMaxValuesMax: 10,
  /** A checkbox group's `min_values` when it does not say (`max_values` defaults to the number of options). */
  checkboxGroupMinValuesDefault: 1,
  /** Label, value and description of a radio group's or checkbox group's option. */
  choiceOptionLabelMaxLength: 100,
  choiceOptionValueMaxLength: 100,
  choiceOptionDescriptionMaxLength: 100,
} as const;

/**
 * The limits of a message body (replies, follow-ups, edits) and its embeds.
 * @see {@link https://discord.com/developers/docs/interactions/receiving-and-responding | Receiving and responding to interactions}
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
