import { z } from 'zod';
import { MessageFlags } from '../enums/message-flags.js';
import type { APIEmbed } from '../types/embed.js';
import type {
  APIInteractionResponse,
  APIInteractionResponseMessageData,
} from '../types/interaction-response.js';
import type { APIMessageTopLevelComponent } from '../types/message-top-level-component.js';
import type { APIModalInteractionResponseCallbackData } from '../types/modal.js';
import { validateEmbeds } from '../validation/validate-embeds.js';
import {
  type InteractionResponseValidationOptions,
  validateInteractionResponse,
} from '../validation/validate-interaction-response.js';
import { validateMessageBody } from '../validation/validate-message-body.js';
import { validateMessageComponents } from '../validation/validate-message-components.js';
import { validateModal } from '../validation/validate-modal.js';
import { messageBodyShape, messageComponentsShape, modalShape } from './structure/component-shapes.js';
import { embedShape } from './structure/embed-shape.js';
import { validatedSchema } from './validated-schema.js';

/**
 * A zod schema of a message's `components` (without IS_COMPONENTS_V2), with every rule of
 * `validateMessageComponents`; issue paths are relative to the array (`[0, 'components', 5]`).
 * @example
 * messageComponentsSchema.parse([{ type: 1, components: [{ type: 2, style: 1, label: 'Go', custom_id: 'go' }] }]);
 * @see {@link https://discord.com/developers/docs/components/reference | Component reference}
 */
export const messageComponentsSchema: z.ZodType<APIMessageTopLevelComponent[], unknown> = validatedSchema<
  APIMessageTopLevelComponent[]
>((value) => validateMessageComponents(value, { path: [] }), messageComponentsShape);

/**
 * A zod schema of the `components` of a message with IS_COMPONENTS_V2: action rows, containers, sections,
 * text displays, media galleries, files and separators, with every rule of `validateMessageComponents` (40
 * components at every depth, 4000 characters of text, unique ids); issue paths are relative to the array.
 * @example
 * componentsV2Schema.parse([{ type: 17, components: [{ type: 10, content: '# Hello' }] }]);
 * @see {@link https://discord.com/developers/docs/components/reference | Component reference}
 */
export const componentsV2Schema: z.ZodType<APIMessageTopLevelComponent[], unknown> = validatedSchema<
  APIMessageTopLevelComponent[]
>(
  (value) => validateMessageComponents(value, { path: [], flags: MessageFlags.IsComponentsV2 }),
  messageComponentsShape,
);

/**
 * A zod schema of a MODAL response's `data`, with every rule of `validateModal`.
 * @example
 * modalSchema.parse({ custom_id: 'form', title: 'Feedback', components: [{ type: 1, components: [textInput] }] });
 * @see {@link https://discord.com/developers/docs/interactions/receiving-and-responding#interaction-response-object-modal | Interaction response: modal}
 */
export const modalSchema: z.ZodType<APIModalInteractionResponseCallbackData, unknown> =
  validatedSchema<APIModalInteractionResponseCallbackData>(validateModal, modalShape);

/**
 * A zod schema of a message's `embeds`, with every rule of `validateEmbeds` (limits, colour, URLs,
 * timestamp); issue paths are relative to the array (`[0, 'color']`).
 * @example
 * embedsSchema.safeParse([{ title: 'Hi', color: null }]).success; // true
 * embedsSchema.safeParse([{ title: 'Hi', color: 'red' }]).success; // false
 * @see {@link https://discord.com/developers/docs/resources/message#message-object | Message object}
 */
export const embedsSchema: z.ZodType<APIEmbed[], unknown> = validatedSchema<APIEmbed[]>(
  (value) => {
    const result = validateEmbeds(value);
    // validateEmbeds reports from the message body (`embeds.0.color`); this schema is the array itself.
    return result.success
      ? result
      : { success: false, errors: result.errors.map((error) => ({ ...error, path: error.path.slice(1) })) };
  },
  z.array(embedShape) as unknown as z.ZodType<APIEmbed[]>,
);

/**
 * A zod schema of a message body (`mode: 'create'` for replies and follow-ups, `'edit'` for updates and
 * edits), with every rule of `validateMessageBody`; for an edit, `existingFlags` are the flags of the
 * message being edited (a V2 message stays V2).
 * @example
 * messageBodySchema('create').parse({ content: 'Hi', components: [row] });
 * messageBodySchema('edit', { existingFlags: MessageFlags.IsComponentsV2 }).safeParse({ content: 'x' }).success; // false
 * @see {@link https://discord.com/developers/docs/interactions/receiving-and-responding | Receiving and responding to interactions},
 *   {@link https://discord.com/developers/docs/components/reference | Component reference}
 */
export function messageBodySchema(
  mode: 'create' | 'edit',
  options: { existingFlags?: number } = {},
): z.ZodType<APIInteractionResponseMessageData, unknown> {
  return validatedSchema<APIInteractionResponseMessageData>(
    (value) =>
      validateMessageBody(
        value,
        options.existingFlags === undefined ? { mode } : { mode, existingFlags: options.existingFlags },
      ),
    messageBodyShape,
  );
}

/**
 * A zod schema of a first interaction response to one kind of interaction, with every rule of
 * `validateInteractionResponse` (the allowed types, then the message, modal or choices).
 * @example
 * interactionResponseSchema({ interactionType: 3 }).parse({ type: 7, data: { content: 'Voted' } });
 * @see {@link https://discord.com/developers/docs/interactions/receiving-and-responding#interaction-response-object-interaction-callback-type | Interaction callback type}
 */
export function interactionResponseSchema(
  options: InteractionResponseValidationOptions,
): z.ZodType<APIInteractionResponse, unknown> {
  return validatedSchema<APIInteractionResponse>(
    (value) => validateInteractionResponse(value, options),
    z.looseObject({ type: z.number() }) as unknown as z.ZodType<APIInteractionResponse>,
  );
}
