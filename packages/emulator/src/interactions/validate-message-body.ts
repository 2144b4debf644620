import { AllowedResponseMessageFlags, FieldErrorCodes } from '@slashkit/api';
import type { FieldError } from '@slashkit/api/validation';

/** The longest message content, in characters. */
export const maxContentLength = 2000;

/**
 * Checks a message body (a reply's `data`, a follow-up, an edit): content length, flags among those a
 * response may set, embeds and components as arrays; with `create`, that there is something to show.
 * Returns the problems with their JSON paths under `path`.
 * @see service-facts "Interactions" (flags allowed in responses)
 */
export function validateMessageBody(
  body: unknown,
  path: (string | number)[],
  options: { create: boolean },
): FieldError[] {
  const errors: FieldError[] = [];
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    errors.push({
      path,
      code: FieldErrorCodes.ModelType,
      message: 'expected a message object such as { "content": "Hi" }',
    });
    return errors;
  }
  const data = body as Record<string, unknown>;
  if (data.content !== undefined && data.content !== null) {
    if (typeof data.content !== 'string')
      errors.push({
        path: [...path, 'content'],
        code: FieldErrorCodes.String,
        message: 'content must be a string',
      });
    else if ([...data.content].length > maxContentLength)
      errors.push({
        path: [...path, 'content'],
        code: FieldErrorCodes.BadLength,
        message: `Must be ${maxContentLength} or fewer in length (got ${[...data.content].length}); split it into follow-ups`,
      });
  }
  if (data.flags !== undefined && data.flags !== null) {
    if (typeof data.flags !== 'number' || !Number.isInteger(data.flags) || data.flags < 0)
      errors.push({
        path: [...path, 'flags'],
        code: FieldErrorCodes.InvalidValue,
        message: 'flags must be a non-negative integer bit set',
      });
    else if ((data.flags & ~AllowedResponseMessageFlags) !== 0)
      errors.push({
        path: [...path, 'flags'],
        code: FieldErrorCodes.InvalidValue,
        message: `flags ${data.flags} include bits a response may not set (${data.flags & ~AllowedResponseMessageFlags}); allowed: SUPPRESS_EMBEDS 4, EPHEMERAL 64, SUPPRESS_NOTIFICATIONS 4096, IS_VOICE_MESSAGE 8192, IS_COMPONENTS_V2 32768`,
      });
  }
  for (const field of ['embeds', 'components', 'attachments'] as const) {
    const value = data[field];
    if (value !== undefined && value !== null && !Array.isArray(value))
      errors.push({
        path: [...path, field],
        code: FieldErrorCodes.ListType,
        message: `${field} must be an array`,
      });
  }
  if (Array.isArray(data.embeds) && data.embeds.length > 10)
    errors.push({ path: [...path, 'embeds'], code: FieldErrorCodes.MaxLength, message: 'at most 10 embeds' });
  if (options.create) {
    const empty =
      (typeof data.content !== 'string' || data.content.length === 0) &&
      !(Array.isArray(data.embeds) && data.embeds.length > 0) &&
      !(Array.isArray(data.components) && data.components.length > 0) &&
      !(Array.isArray(data.attachments) && data.attachments.length > 0) &&
      data.poll === undefined;
    if (empty)
      errors.push({
        path,
        code: FieldErrorCodes.Required,
        message: 'Cannot send an empty message: give content, embeds or components',
      });
  }
  return errors;
}
