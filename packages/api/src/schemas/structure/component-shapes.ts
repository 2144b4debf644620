// The structural zod types of components, modals and message bodies: JSON types only. Every rule lives in
// ../../validation (rules/component-*.ts) and runs first (see ../validated-schema.ts).
import { z } from 'zod';
import { ChannelType } from '../../enums/channel-type.js';
import type { APIMessageTopLevelComponent } from '../../types/components.js';
import type { APIInteractionResponseMessageData } from '../../types/interaction-response.js';
import type { APIModalInteractionResponseCallbackData } from '../../types/modal.js';
import { embedShape } from './embed-shape.js';

const optionalString = z.string().exactOptional();
const optionalBoolean = z.boolean().exactOptional();
const optionalNumber = z.number().exactOptional();
const base = { id: optionalNumber };

/** An emoji on a button or a select option. */
export const componentEmojiShape = z.looseObject({
  id: optionalString,
  name: optionalString,
  animated: optionalBoolean,
});
const emoji = componentEmojiShape.exactOptional();

/** A button of any style. */
export const buttonShape = z.union([
  z.looseObject({
    type: z.literal(2),
    ...base,
    style: z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)]),
    custom_id: z.string(),
    label: optionalString,
    emoji,
    disabled: optionalBoolean,
  }),
  z.looseObject({
    type: z.literal(2),
    ...base,
    style: z.literal(5),
    url: z.string(),
    label: optionalString,
    emoji,
    disabled: optionalBoolean,
  }),
  z.looseObject({
    type: z.literal(2),
    ...base,
    style: z.literal(6),
    sku_id: z.string(),
    disabled: optionalBoolean,
  }),
]);

const selectFields = {
  ...base,
  custom_id: z.string(),
  placeholder: optionalString,
  min_values: optionalNumber,
  max_values: optionalNumber,
  disabled: optionalBoolean,
  required: optionalBoolean,
};
const defaults = <T extends 'user' | 'role' | 'channel'>(...types: [T, ...T[]]) =>
  z.array(z.looseObject({ id: z.string(), type: z.enum(types) })).exactOptional();

/** Any of the five select menus. */
export const selectMenuShape = z.discriminatedUnion('type', [
  z.looseObject({
    type: z.literal(3),
    ...selectFields,
    options: z.array(
      z.looseObject({
        label: z.string(),
        value: z.string(),
        description: optionalString,
        emoji,
        default: optionalBoolean,
      }),
    ),
  }),
  z.looseObject({ type: z.literal(5), ...selectFields, default_values: defaults('user') }),
  z.looseObject({ type: z.literal(6), ...selectFields, default_values: defaults('role') }),
  z.looseObject({ type: z.literal(7), ...selectFields, default_values: defaults('user', 'role') }),
  z.looseObject({
    type: z.literal(8),
    ...selectFields,
    default_values: defaults('channel'),
    channel_types: z.array(z.enum(ChannelType)).exactOptional(),
  }),
]);

/** A text input. */
export const textInputShape = z.looseObject({
  type: z.literal(4),
  ...base,
  custom_id: z.string(),
  style: z.union([z.literal(1), z.literal(2)]),
  label: optionalString,
  min_length: optionalNumber,
  max_length: optionalNumber,
  required: optionalBoolean,
  value: optionalString,
  placeholder: optionalString,
});

/** An action row of a message. */
export const messageActionRowShape = z.looseObject({
  type: z.literal(1),
  ...base,
  components: z.array(z.union([buttonShape, selectMenuShape])),
});

const media = z.looseObject({ url: z.string() });
const mediaDescription = z.string().nullable().exactOptional();

/** A text display (10). */
export const textDisplayShape = z.looseObject({ type: z.literal(10), ...base, content: z.string() });

/** A thumbnail (11). */
export const thumbnailShape = z.looseObject({
  type: z.literal(11),
  ...base,
  media,
  description: mediaDescription,
  spoiler: optionalBoolean,
});

const sectionShape = z.looseObject({
  type: z.literal(9),
  ...base,
  components: z.array(textDisplayShape),
  accessory: z.union([buttonShape, thumbnailShape]),
});
const mediaGalleryShape = z.looseObject({
  type: z.literal(12),
  ...base,
  items: z.array(z.looseObject({ media, description: mediaDescription, spoiler: optionalBoolean })),
});
const fileShape = z.looseObject({ type: z.literal(13), ...base, file: media, spoiler: optionalBoolean });
const separatorShape = z.looseObject({
  type: z.literal(14),
  ...base,
  divider: optionalBoolean,
  spacing: z.union([z.literal(1), z.literal(2)]).exactOptional(),
});
const inContainer = [
  messageActionRowShape,
  sectionShape,
  textDisplayShape,
  mediaGalleryShape,
  fileShape,
  separatorShape,
] as const;
const containerShape = z.looseObject({
  type: z.literal(17),
  ...base,
  components: z.array(z.discriminatedUnion('type', [...inContainer])),
  accent_color: z.number().nullable().exactOptional(),
  spoiler: optionalBoolean,
});

/** A top-level component of a message: an action row, or a layout component of IS_COMPONENTS_V2. */
export const messageComponentShape = z.discriminatedUnion('type', [...inContainer, containerShape]);

/** The components of a message. */
export const messageComponentsShape = z.array(messageComponentShape) as unknown as z.ZodType<
  APIMessageTopLevelComponent[]
>;

const choiceOption = z.looseObject({
  label: z.string(),
  value: z.string(),
  description: optionalString,
  default: optionalBoolean,
});
const customId = { ...base, custom_id: z.string() };

/** What a label holds: a text input, a select menu, a file upload, a radio group, a checkbox group or a checkbox. */
export const labelledComponentShape = z.union([
  textInputShape,
  selectMenuShape,
  z.looseObject({
    type: z.literal(19),
    ...customId,
    min_values: optionalNumber,
    max_values: optionalNumber,
    required: optionalBoolean,
  }),
  z.looseObject({
    type: z.literal(21),
    ...customId,
    options: z.array(choiceOption),
    required: optionalBoolean,
  }),
  z.looseObject({
    type: z.literal(22),
    ...customId,
    options: z.array(choiceOption),
    min_values: optionalNumber,
    max_values: optionalNumber,
    required: optionalBoolean,
  }),
  z.looseObject({ type: z.literal(23), ...customId, default: optionalBoolean }),
]);

/** The `data` of a modal. */
export const modalShape = z.looseObject({
  custom_id: z.string(),
  title: z.string(),
  components: z.array(
    z.discriminatedUnion('type', [
      z.looseObject({ type: z.literal(1), ...base, components: z.array(textInputShape) }),
      z.looseObject({
        type: z.literal(18),
        ...base,
        label: z.string(),
        description: optionalString,
        component: labelledComponentShape,
      }),
      textDisplayShape,
    ]),
  ),
}) as unknown as z.ZodType<APIModalInteractionResponseCallbackData>;

/** A message body (replies, updates, follow-ups, edits). */
export const messageBodyShape = z.looseObject({
  content: z.string().nullable().exactOptional(),
  tts: optionalBoolean,
  embeds: z.array(embedShape).nullable().exactOptional(),
  allowed_mentions: z.looseObject({}).exactOptional(),
  flags: z.number().nullable().exactOptional(),
  components: z.array(messageComponentShape).nullable().exactOptional(),
  attachments: z.array(z.unknown()).exactOptional(),
}) as unknown as z.ZodType<APIInteractionResponseMessageData>;
