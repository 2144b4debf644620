import { contentTypeInvalid, readJsonBody } from './read-json-body.js';

/**
 * Reads the JSON body of a route whose body is optional (`PUT /guilds/{id}/bans/{user_id}`): a request
 * with neither a content type nor a body is `undefined`; a body without a content type is 400/50035, and
 * anything else is read as {@link readJsonBody} reads it.
 */
export async function readOptionalJsonBody(
  request: Pick<Request, 'headers' | 'body' | 'text'>,
): Promise<unknown> {
  if (request.headers.get('content-type') !== null) return readJsonBody(request);
  if ((await request.text()) === '') return undefined;
  throw contentTypeInvalid('', ['application/json']);
}
