import {
  type APIInteraction,
  type APIInteractionResponse,
  type APIInteractionResponseMessageData,
  InteractionResponseType,
  MessageFlags,
  MessageLimits,
} from '@slashkit/api';
import {
  checkResponseType,
  type FieldError,
  formatFieldPath,
  validateInteractionResponse,
  validateMessageBody,
} from '@slashkit/api/validation';
import { InteractionError } from '../interaction-error.js';

/** Whether a message needs the full check: anything beyond short plain text. */
const needsFullCheck = (data: APIInteractionResponseMessageData | undefined): boolean =>
  data !== undefined &&
  (data.components !== undefined ||
    data.embeds !== undefined ||
    data.flags !== undefined ||
    (typeof data.content === 'string' && data.content.length > MessageLimits.contentMaxLength));

const refuse = (method: string, errors: readonly FieldError[]): InteractionError => {
  const issues = errors.map((error) => `${formatFieldPath(error.path)}: ${error.message}`);
  return new InteractionError(
    'INVALID_RESPONSE',
    `${method}(): the service would refuse this response, so it was not sent: ${issues.join('; ')}.`,
    { issues },
  );
};

/**
 * Refuses, before anything is sent, an initial response the service would refuse: a type this interaction
 * cannot get (e.g. `update()` from a command, `showModal()` from a modal submission), a message breaking
 * a component or message rule, or an invalid modal. Plain short replies take the cheap path.
 * @see {@link https://discord.com/developers/docs/interactions/receiving-and-responding#interaction-response-object-interaction-callback-type | Interaction callback type}
 */
export function checkInitialResponse(
  method: string,
  interaction: APIInteraction,
  body: APIInteractionResponse,
): void {
  const fromMessage = interaction.message !== undefined;
  const typeError = checkResponseType(interaction.type, body.type, { fromMessage });
  if (typeError) throw refuse(method, [typeError]);
  const data = 'data' in body ? body.data : undefined;
  // An update keeps a V2 message V2: its flags are the message's, as the service keeps them.
  const flags = interaction.message?.flags;
  const updatesV2 =
    body.type === InteractionResponseType.UpdateMessage &&
    flags !== undefined &&
    (flags & MessageFlags.IsComponentsV2) !== 0;
  if (
    body.type === InteractionResponseType.Modal ||
    updatesV2 ||
    ((body.type === InteractionResponseType.ChannelMessageWithSource ||
      body.type === InteractionResponseType.UpdateMessage) &&
      needsFullCheck(data as APIInteractionResponseMessageData))
  ) {
    const result = validateInteractionResponse(body, {
      interactionType: interaction.type,
      fromMessage,
      ...(flags === undefined ? {} : { existingFlags: flags }),
    });
    if (!result.success) throw refuse(method, result.errors);
  }
}

/** Refuses a follow-up or an edit the service would refuse (components, embeds, lengths, flags). */
export function checkMessageBody(
  method: string,
  data: APIInteractionResponseMessageData,
  mode: 'create' | 'edit',
): void {
  if (!needsFullCheck(data) && mode === 'edit') return;
  const result = validateMessageBody(data, { mode });
  if (!result.success) throw refuse(method, result.errors);
}
