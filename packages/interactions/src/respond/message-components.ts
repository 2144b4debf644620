import {
  type APIInteractionResponseMessageData,
  type APIMessageTopLevelComponent,
  ComponentType,
  MessageFlags,
} from '@slashkit/api';
import { InteractionError } from '../interaction-error.js';

/**
 * A component of a message as the answers take it: the wire JSON, or a builder of @slashkit/builders (an
 * `ActionRowBuilder` of buttons or a select menu, a `ContainerBuilder`, a `SectionBuilder`…), converted
 * with `toJSON()`; the whole message is checked before it is sent.
 */
export type MessageComponentInput =
  | APIMessageTopLevelComponent
  | { toJSON(options?: { validate?: boolean }): APIMessageTopLevelComponent };

/** The fields an IS_COMPONENTS_V2 message cannot carry: its components are the whole message. */
const legacyFields = ['content', 'embeds', 'poll', 'sticker_ids'] as const;

const present = (value: unknown): boolean =>
  value !== undefined && value !== null && !(Array.isArray(value) && value.length === 0);

/**
 * The wire body for a message whose `components` may hold builders: each becomes its JSON, and when any
 * is a layout component (anything but an action row) the IS_COMPONENTS_V2 flag is set, as the service
 * requires. Content, embeds, a poll or stickers beside layout components are refused here, before
 * anything is sent, with what to do instead.
 * @see {@link https://discord.com/developers/docs/components/reference | Component reference}
 */
export function withMessageComponents(
  data: Omit<APIInteractionResponseMessageData, 'components'> & {
    components?: readonly MessageComponentInput[] | undefined;
  },
): APIInteractionResponseMessageData {
  const { components, ...rest } = data;
  if (components === undefined) return rest;
  const json = components.map((component) =>
    typeof (component as { toJSON?: unknown }).toJSON === 'function'
      ? (component as { toJSON(options: { validate: boolean }): APIMessageTopLevelComponent }).toJSON({
          validate: false,
        })
      : (component as APIMessageTopLevelComponent),
  );
  const body: APIInteractionResponseMessageData = { ...rest, components: json };
  const layout = json.find((component) => component?.type !== ComponentType.ActionRow);
  if (layout === undefined) return body;
  const beside = legacyFields.filter((field) => present((body as Record<string, unknown>)[field]));
  if (beside.length > 0)
    throw new InteractionError(
      'INVALID_RESPONSE',
      `A message with Components V2 layout components (here a component of type ${layout.type}) is made of its components alone, so it cannot also carry ${beside.map((field) => `\`${field}\``).join(', ')}; put the text in a text display (TextDisplayBuilder, type 10) and leave ${beside.length > 1 ? 'them' : 'it'} out, or send ${beside.length > 1 ? 'them' : 'it'} in a message of its own.`,
      { issues: beside.map((field) => `${field}: not allowed beside Components V2 layout components`) },
    );
  body.flags = (body.flags ?? 0) | MessageFlags.IsComponentsV2;
  return body;
}
