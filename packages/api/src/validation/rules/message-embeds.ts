import { ComponentErrorCodes } from '../../component-error-codes.js';
import { MessageLimits } from '../../component-limits.js';
import { FieldErrorCodes } from '../../error-codes.js';
import { isJsonObject } from '../../json/is-json-object.js';
import { characterLength } from '../character-length.js';
import { type ErrorCollector, jsonType, show } from './collector.js';
import { checkFlag, checkObject, checkText } from './component-fields.js';
import { checkIntegerInRange } from './numbers.js';

const M = MessageLimits;

/** Where an embed URL may point: links open in a browser (http, https); media may also be an uploaded file. */
const linkSchemes: ReadonlySet<string> = new Set(['http:', 'https:']);
const mediaSchemes: ReadonlySet<string> = new Set(['http:', 'https:', 'attachment:']);

/** ISO 8601 date and time, as the service reads `timestamp` (a date alone, or with time and an optional zone). */
const isoTimestamp =
  /^\d{4}-\d{2}-\d{2}(?:[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}:?\d{2})?)?$/i;

/**
 * Checks a message's `embeds` (collector path at the message body) as the service does: at most 10, each an
 * object whose fields are null or within their limits — `title` 256, `description` 4096, `fields` at most 25
 * of `{ name ≤ 256, value ≤ 1024, inline? }`, `footer.text` 2048, `author.name` 256 (6000 characters across
 * all of them) — `color` an integer from 0 to 0xFFFFFF, `url` and `author.url` http(s) URLs, `image.url`,
 * `thumbnail.url`, `author.icon_url` and `footer.icon_url` http(s) or `attachment://` URLs (each at most 2048
 * characters), and `timestamp` an ISO 8601 date. A renderer may therefore take `color` as a number.
 *
 * A decimal string colour (`"16711680"`) is read as its number before this check (`lenientNumbers`, as the
 * service reads integer fields), and the number is what is stored; any other string is refused like other
 * non-integers, so no string can reach a client's style.
 * @see {@link https://discord.com/developers/docs/resources/message#message-object | Message object},
 *   {@link https://discord.com/developers/docs/resources/message#embed-object-embed-limits | Embed limits}
 */
export function checkEmbeds(c: ErrorCollector, embeds: unknown): void {
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
    total += counted(checkText(c, 'title', orNothing(embed.title), 0, M.embedTitleMaxLength));
    total += counted(
      checkText(c, 'description', orNothing(embed.description), 0, M.embedDescriptionMaxLength),
    );
    checkUrl(c, 'url', embed.url, linkSchemes);
    checkTimestamp(c, embed.timestamp);
    if (embed.color !== undefined && embed.color !== null)
      checkIntegerInRange(c, 'color', embed.color, 0, M.embedColorMax);
    total += checkPart(c, 'footer', embed.footer, '{ "text": "..." }', (footer) => {
      checkUrl(c, 'icon_url', footer.icon_url, mediaSchemes);
      return counted(checkText(c, 'text', footer.text, 1, M.embedFooterTextMaxLength, 'the footer text'));
    });
    total += checkPart(c, 'author', embed.author, '{ "name": "..." }', (author) => {
      checkUrl(c, 'url', author.url, linkSchemes);
      checkUrl(c, 'icon_url', author.icon_url, mediaSchemes);
      return counted(checkText(c, 'name', author.name, 1, M.embedAuthorNameMaxLength, "the author's name"));
    });
    for (const media of ['image', 'thumbnail'] as const)
      checkPart(c, media, embed[media], '{ "url": "https://..." }', (part) => {
        if (part.url === undefined || part.url === null)
          c.add(
            'url',
            FieldErrorCodes.Required,
            `An embed ${media} needs a url — send { "url": "https://..." }`,
          );
        else checkUrl(c, 'url', part.url, mediaSchemes);
        return 0;
      });
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

/** The service takes `null` for an embed field as "not set". */
const orNothing = (value: unknown): unknown => (value === null ? undefined : value);

/** Checks an optional (or null) sub-object at `key` with `check`, path at it; returns what it counted. */
function checkPart(
  c: ErrorCollector,
  key: string,
  value: unknown,
  example: string,
  check: (part: Record<string, unknown>) => number,
): number {
  if (value === undefined || value === null || !checkObject(c, key, value, example)) return 0;
  c.path.push(key);
  const total = check(value);
  c.path.pop();
  return total;
}

function checkUrl(c: ErrorCollector, key: string, value: unknown, schemes: ReadonlySet<string>): void {
  const text = checkText(c, key, orNothing(value), 1, M.embedUrlMaxLength);
  if (text === undefined) return;
  const allowed = [...schemes].map((s) => s.slice(0, -1)).join(', ');
  let parsed: URL;
  try {
    parsed = new URL(text);
  } catch {
    c.add(
      key,
      ComponentErrorCodes.InvalidUrl,
      `Not a well formed URL: ${show(text)} — use an absolute https:// URL`,
    );
    return;
  }
  if (!schemes.has(parsed.protocol))
    c.add(
      key,
      ComponentErrorCodes.InvalidUrlScheme,
      `Scheme ${show(parsed.protocol.slice(0, -1))} is not supported here — use ${allowed}`,
    );
}

function checkTimestamp(c: ErrorCollector, value: unknown): void {
  if (value === undefined || value === null) return;
  if (typeof value !== 'string' || !isoTimestamp.test(value) || Number.isNaN(Date.parse(value)))
    c.add(
      'timestamp',
      FieldErrorCodes.InvalidValue,
      `Value ${show(value)} is not an ISO 8601 timestamp — send e.g. "2025-01-01T12:00:00.000Z"`,
    );
}

function checkFields(c: ErrorCollector, fields: unknown): number {
  if (fields === undefined || fields === null) return 0;
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
    if (!isJsonObject(field)) {
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
    if (field.inline !== null) checkFlag(c, 'inline', field.inline);
    c.path.pop();
  }
  c.path.pop();
  return total;
}
