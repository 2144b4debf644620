import { contentTypeInvalid, readJsonBody } from './read-json-body.js';

/**
 * Reads the JSON body of a route whose body is optional (`PUT /guilds/{id}/bans/{user_id}`): a request
 * without a body is `undefined`, whatever content type it names (aiohttp, under discord.py, labels an empty
 * PUT `application/octet-stream`; the service takes it); a JSON content type is read as
 * {@link readJsonBody} reads it, and a body of another type is 400/50035.
 */
export async function readOptionalJsonBody(
  request: Pick<Request, 'headers' | 'body' | 'text'>,
): Promise<unknown> {
  const type = request.headers.get('content-type');
  if (type !== null && /^application\/json\s*(;|$)/i.test(type)) return readJsonBody(request);
  if ((await request.text()) === '') return undefined;
  throw contentTypeInvalid(type ?? '', ['application/json']);
}
