import { RESTJSONErrorCodes } from '@slashkit/api';
import { HttpError } from './http-error.js';
import { parseLosslessJson } from './parse-lossless-json.js';

/**
 * Reads a request's JSON body as the service does: a non-JSON content type is 400/50035 with a
 * whole-request error (the body is then read and dropped, so a client still sending sees the answer),
 * unparsable JSON is 400/50109, a body over the transport's limit 413.
 */
export async function readJsonBody(request: Pick<Request, 'headers' | 'body' | 'text'>): Promise<unknown> {
  return parseJsonText(await readJsonText(request));
}

/**
 * The text of a JSON request's body, unparsed (for a route that bounds it before parsing): the content
 * type and the transport's errors as {@link readJsonBody} answers them.
 */
export async function readJsonText(request: Pick<Request, 'headers' | 'body' | 'text'>): Promise<string> {
  const type = request.headers.get('content-type') ?? '';
  if (!/^application\/json\s*(;|$)/i.test(type)) {
    await discardBody(request);
    throw contentTypeInvalid(type, ['application/json']);
  }
  return readText(request);
}

/**
 * A body's text parsed as JSON; 400/50109 when it is not JSON. Integers past the safe range are read as
 * their digits (`parseLosslessJson`) unless `lossless` is false (plain `JSON.parse`: a body whose ids are
 * strings, as large as a state snapshot).
 */
export function parseJsonText(text: string, lossless = true): unknown {
  try {
    return lossless ? parseLosslessJson(text) : (JSON.parse(text) as unknown);
  } catch {
    throw new HttpError(400, RESTJSONErrorCodes.InvalidJSON, 'The request body contains invalid JSON.');
  }
}

/** 400/50035 with the whole-request error of a content type the route does not take. */
export function contentTypeInvalid(type: string, expected: readonly string[]): HttpError {
  return new HttpError(400, RESTJSONErrorCodes.InvalidFormBody, 'Invalid Form Body', {
    errors: {
      _errors: [
        {
          code: 'CONTENT_TYPE_INVALID',
          message: `Expected "Content-Type" header to be ${expected.map((t) => JSON.stringify(t)).join(' or ')}; got ${JSON.stringify(type || '(none)')}.`,
        },
      ],
    },
  });
}

/**
 * Reads and drops a body the route refuses (within the transport's cap, which ends the read with its own
 * error), so that the client gets to read the answer rather than a reset connection.
 */
export async function discardBody(request: Pick<Request, 'body'>): Promise<void> {
  const reader = request.body?.getReader();
  if (!reader) return;
  try {
    for (;;) if ((await reader.read()).done) return;
  } catch {
    // Over the cap or cut short: the answer is the refusal all the same.
  }
}

/** The body as text; a failure of the stream under it (too large, cut short) is its `HttpError`. */
async function readText(request: Pick<Request, 'text'>): Promise<string> {
  try {
    return await request.text();
  } catch (error) {
    const cause = (error as { cause?: unknown }).cause;
    if (error instanceof HttpError) throw error;
    if (cause instanceof HttpError) throw cause;
    throw new HttpError(400, RESTJSONErrorCodes.GeneralError, 'The request body could not be read.');
  }
}
