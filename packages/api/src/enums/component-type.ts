/**
 * The type of a message or modal component. Types 1-8 are the classic components; the layout components
 * (9 and up) need the IS_COMPONENTS_V2 message flag, or sit in modals (label 18, text display 10).
 * @see {@link https://discord.com/developers/docs/components/reference#component-object-component-types | Component types}
 */
export const ComponentType = {
  ActionRow: 1,
  Button: 2,
  StringSelect: 3,
  TextInput: 4,
  UserSelect: 5,
  RoleSelect: 6,
  MentionableSelect: 7,
  ChannelSelect: 8,
  Section: 9,
  TextDisplay: 10,
  Thumbnail: 11,
  MediaGallery: 12,
  File: 13,
  Separator: 14,
  ContentInventoryEntry: 16,
  Container: 17,
  Label: 18,
  FileUpload: 19,
  RadioGroup: 21,
  CheckboxGroup: 22,
  Checkbox: 23,
} as const;

/** A component type value. */
export type ComponentType = (typeof ComponentType)[keyof typeof ComponentType];

/** The five select menus' component types. */
export type SelectMenuComponentType = 3 | 5 | 6 | 7 | 8;

/** Whether a component type is one of the five select menus. */
export const isSelectMenuType = (type: unknown): type is SelectMenuComponentType =>
  type === 3 || type === 5 || type === 6 || type === 7 || type === 8;
