import { ComponentErrorCodes } from '../../component-error-codes.js';
import { MessageLimits } from '../../component-limits.js';
import { AllowedResponseMessageFlags, MessageFlags } from '../../enums/message-flags.js';
import { MessageReferenceType } from '../../enums/message-reference-type.js';
import { FieldErrorCodes } from '../../error-codes.js';
import { isJsonObject } from '../../json/is-json-object.js';
import { type ErrorCollector, show } from './collector.js';
import { checkFlag, checkObject, checkText, refuseField } from './component-fields.js';
import { checkMessageComponents } from './component-message-components.js';
import { checkEmbeds } from './message-embeds.js';

const M = MessageLimits;

/**
 * Checks a message body (a reply's or an update's `data`, a follow-up, an edit; collector path at it):
 * content of at most 2000 characters, flags among those a response may set, embeds (see `checkEmbeds`:
 * at most 10, within the service's limits, colours and URLs checked), and components (see
 * `checkMessageComponents`). With IS_COMPONENTS_V2 (set by the body, or already on the edited message
 * whose flags are `existingFlags`), `content`, `embeds`, `poll` and `sticker_ids` are refused (text goes
 * in text display components), and an edit cannot clear the flag. With `create`, the message must show
 * something.
 * @see {@link https://discord.com/developers/docs/interactions/receiving-and-responding | Receiving and responding to interactions},
 *   {@link https://discord.com/developers/docs/components/reference | Component reference}
 */
export function checkMessageBody(
  c: ErrorCollector,
  body: unknown,
  create: boolean,
  existingFlags?: number,
): void {
  if (!checkObject(c, undefined, body, '{ "content": "Hi" }')) return;
  const { content, flags, embeds, components, tts } = body;
  const wasV2 = existingFlags !== undefined && (existingFlags & MessageFlags.IsComponentsV2) !== 0;
  let v2 = wasV2;
  if (flags !== undefined && flags !== null) {
    if (typeof flags !== 'number' || !Number.isInteger(flags) || flags < 0)
      c.add(
        'flags',
        FieldErrorCodes.Coerce,
        `Value ${show(flags)} is not a flag bit set — send a non-negative integer`,
      );
    else if ((flags & ~AllowedResponseMessageFlags) !== 0)
      c.add(
        'flags',
        FieldErrorCodes.InvalidValue,
        `Flags ${flags} include bits a response may not set (${flags & ~AllowedResponseMessageFlags}) — use SUPPRESS_EMBEDS 4, EPHEMERAL 64, SUPPRESS_NOTIFICATIONS 4096, IS_VOICE_MESSAGE 8192 or IS_COMPONENTS_V2 32768`,
      );
    else if (wasV2 && (flags & MessageFlags.IsComponentsV2) === 0)
      c.add(
        'flags',
        ComponentErrorCodes.ComponentsV2FlagRemoved,
        `Flags ${flags} clear IS_COMPONENTS_V2, which this message has and keeps — add 32768 to the flags, or leave flags out`,
      );
    else v2 = (flags & MessageFlags.IsComponentsV2) !== 0;
  }
  if (content !== undefined && content !== null) {
    if (v2)
      refuseField(
        c,
        'content',
        'A message with IS_COMPONENTS_V2 shows text in text display components (type 10)',
      );
    else checkText(c, 'content', content, 0, M.contentMaxLength);
  }
  checkFlag(c, 'tts', tts);
  if (embeds !== undefined && embeds !== null) {
    if (v2 && Array.isArray(embeds) && embeds.length > 0)
      refuseField(c, 'embeds', 'A message with IS_COMPONENTS_V2 cannot carry embeds');
    else checkEmbeds(c, embeds);
  }
  if (v2) {
    if (body.poll !== undefined && body.poll !== null)
      refuseField(
        c,
        'poll',
        'A message with IS_COMPONENTS_V2 cannot carry a poll; send the poll in a message of its own',
      );
    if (Array.isArray(body.sticker_ids) && body.sticker_ids.length > 0)
      refuseField(c, 'sticker_ids', 'A message with IS_COMPONENTS_V2 cannot carry stickers');
  }
  if (components !== undefined && components !== null) {
    c.path.push('components');
    checkMessageComponents(c, components, v2);
    c.path.pop();
  }
  if (create) {
    const empty =
      (typeof content !== 'string' || content.length === 0) &&
      !(Array.isArray(embeds) && embeds.length > 0) &&
      !(Array.isArray(components) && components.length > 0) &&
      !(Array.isArray(body.attachments) && body.attachments.length > 0) &&
      !(Array.isArray(body.sticker_ids) && body.sticker_ids.length > 0) &&
      !isForward(body.message_reference) &&
      body.poll === undefined;
    if (empty)
      c.add(
        undefined,
        FieldErrorCodes.Required,
        'Cannot send an empty message — give content, embeds or components',
      );
  }
}

/** Whether a body's `message_reference` is a forward (type 1): a forward needs nothing else to show. */
function isForward(reference: unknown): boolean {
  return isJsonObject(reference) && reference.type === MessageReferenceType.Forward;
}
