import { ownValue, RESTJSONErrorCodes } from '@slashkit/api';
import { HttpError } from './http-error.js';
import { parseLosslessJson } from './parse-lossless-json.js';
import { contentTypeInvalid, discardBody, readJsonBody } from './read-json-body.js';
import {
  defaultMultipartLimits,
  type MultipartLimits,
  readMultipart,
  type UploadedFile,
} from './read-multipart.js';

/** A message route's body: the JSON, and the files that came with it (none for a JSON request). */
export interface MessageBody {
  body: unknown;
  files: UploadedFile[];
}

const multipartType = /^multipart\/form-data\s*(;|$)/i;
const jsonType = /^application\/json\s*(;|$)/i;

/**
 * Reads the body of a route that creates or edits a message, as the service does: `application/json`, or
 * `multipart/form-data` with the JSON in a part named `payload_json` (or, without one, the text fields
 * as the body's fields) and each file in a part `files[n]`, read by {@link readMultipart} within `limits`
 * (the interaction's `attachment_size_limit` for `maxFileBytes`). Another content type is 400 / 50035; bad
 * JSON in `payload_json` is 400 / 50109.
 * @example
 * const { body, files } = await readMessageBody(request, { maxFileBytes: interaction.attachment_size_limit });
 * @see {@link https://discord.com/developers/docs/reference#uploading-files | Uploading files}
 */
export async function readMessageBody(
  request: Pick<Request, 'headers' | 'body' | 'text'>,
  limits: Partial<MultipartLimits> = {},
): Promise<MessageBody> {
  const type = request.headers.get('content-type') ?? '';
  if (jsonType.test(type)) return { body: await readJsonBody(request), files: [] };
  if (!multipartType.test(type)) {
    await discardBody(request);
    throw contentTypeInvalid(type, ['application/json', 'multipart/form-data']);
  }
  const { fields, files } = await readMultipart(request, { ...defaultMultipartLimits, ...limits });
  const payload = ownValue(fields, 'payload_json');
  if (payload === undefined) {
    // Without payload_json the service reads the text fields as the body's fields.
    return { body: { ...fields }, files };
  }
  try {
    return { body: parseLosslessJson(payload), files };
  } catch {
    throw new HttpError(
      400,
      RESTJSONErrorCodes.InvalidJSON,
      'The request body contains invalid JSON: the payload_json part is not JSON.',
    );
  }
}
