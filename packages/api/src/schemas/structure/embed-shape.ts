// The structural zod type of an embed: JSON types only. Its rules live in ../../validation
// (rules/message-embeds.ts) and run first (see ../validated-schema.ts).
import { z } from 'zod';
import type { APIEmbed } from '../../types/embed.js';

const text = z.string().nullable().exactOptional();
const media = z.looseObject({ url: z.string() }).nullable().exactOptional();

/** One embed of a message body. */
export const embedShape = z.looseObject({
  title: text,
  description: text,
  url: text,
  timestamp: text,
  color: z.number().int().nullable().exactOptional(),
  footer: z.looseObject({ text: z.string(), icon_url: text }).nullable().exactOptional(),
  author: z.looseObject({ name: z.string(), url: text, icon_url: text }).nullable().exactOptional(),
  image: media,
  thumbnail: media,
  fields: z
    .array(
      z.looseObject({ name: z.string(), value: z.string(), inline: z.boolean().nullable().exactOptional() }),
    )
    .nullable()
    .exactOptional(),
}) as unknown as z.ZodType<APIEmbed>;
