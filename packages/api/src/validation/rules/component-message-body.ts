import { MessageLimits } from '../../component-limits.js';
import { AllowedResponseMessageFlags, MessageFlags } from '../../enums/message-flags.js';
import { FieldErrorCodes } from '../../error-codes.js';
import { characterLength } from '../character-length.js';
import { type ErrorCollector, isObject, jsonType, show } from './collector.js';
import { checkFlag, checkObject, checkText, refuseField } from './component-fields.js';
import { checkMessageComponents } from './component-layout.js';

const M = MessageLimits;

/**
 * Checks a message body (a reply's or an update's `data`, a follow-up, an edit; collector path at it):
 * content of at most 2000 characters, flags among those a response may set, at most 10 embeds within
 * their limits (6000 characters in all), and components (see `checkMessageComponents`). With
 * IS_COMPONENTS_V2, `content` and `embeds` are refused (text goes in text display components). With
 * `create`, the message must show something.
 * @see service-facts "Interactions", "Message components and modals"
 */
export function checkMessageBody(c: ErrorCollector, body: unknown, create: boolean): void {
  if (!checkObject(c, undefined, body, '{ "content": "Hi" }')) return;
  const { content, flags, embeds, components, tts } = body;
  let v2 = false;
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
      body.poll === undefined;
    if (empty)
      c.add(
        undefined,
        FieldErrorCodes.Required,
        'Cannot send an empty message — give content, embeds or components',
      );
  }
}

function checkEmbeds(c: ErrorCollector, embeds: unknown): void {
  if (!Array.isArray(embeds)) {
    c.add(
      'embeds',
      FieldErrorCodes.ListType,
      `Expected an array, got ${jsonType(embeds)} — send [{ "title": "..." }]`,
    );
    return;
  }
  if (embeds.length > M.embeds)
    c.add(
      'embeds',
      FieldErrorCodes.MaxLength,
      `Must be ${M.embeds} or fewer in length (got ${embeds.length}) — send the rest in a follow-up`,
    );
  let total = 0;
  c.path.push('embeds');
  for (let i = 0; i < embeds.length; i++) {
    const embed: unknown = embeds[i];
    if (!checkObject(c, i, embed, '{ "title": "...", "description": "..." }')) continue;
    c.path.push(i);
    total += counted(checkText(c, 'title', embed.title, 0, M.embedTitleMaxLength));
    total += counted(checkText(c, 'description', embed.description, 0, M.embedDescriptionMaxLength));
    if (embed.footer !== undefined && checkObject(c, 'footer', embed.footer, '{ "text": "..." }')) {
      c.path.push('footer');
      total += counted(
        checkText(c, 'text', embed.footer.text, 1, M.embedFooterTextMaxLength, 'the footer text'),
      );
      c.path.pop();
    }
    if (embed.author !== undefined && checkObject(c, 'author', embed.author, '{ "name": "..." }')) {
      c.path.push('author');
      total += counted(
        checkText(c, 'name', embed.author.name, 1, M.embedAuthorNameMaxLength, "the author's name"),
      );
      c.path.pop();
    }
    total += checkFields(c, embed.fields);
    c.path.pop();
  }
  c.path.pop();
  if (total > M.embedTotalCharacters)
    c.add(
      'embeds',
      FieldErrorCodes.MaxLength,
      `Embed size exceeds maximum size of ${M.embedTotalCharacters} (got ${total} characters) — shorten the embeds or split them over messages`,
    );
}

const counted = (text: string | undefined): number => (text === undefined ? 0 : characterLength(text));

function checkFields(c: ErrorCollector, fields: unknown): number {
  if (fields === undefined) return 0;
  if (!Array.isArray(fields)) {
    c.add(
      'fields',
      FieldErrorCodes.ListType,
      `Expected an array, got ${jsonType(fields)} — send [{ name, value }]`,
    );
    return 0;
  }
  if (fields.length > M.embedFields)
    c.add(
      'fields',
      FieldErrorCodes.MaxLength,
      `Must be ${M.embedFields} or fewer in length (got ${fields.length}) — use another embed`,
    );
  let total = 0;
  c.path.push('fields');
  for (let i = 0; i < fields.length; i++) {
    const field: unknown = fields[i];
    if (!isObject(field)) {
      c.add(
        i,
        FieldErrorCodes.ModelType,
        `Expected an object, got ${jsonType(field)} — send { name, value }`,
      );
      continue;
    }
    c.path.push(i);
    total += counted(checkText(c, 'name', field.name, 1, M.embedFieldNameMaxLength, 'the field name'));
    total += counted(checkText(c, 'value', field.value, 1, M.embedFieldValueMaxLength, 'the field value'));
    checkFlag(c, 'inline', field.inline);
    c.path.pop();
  }
  c.path.pop();
  return total;
}
