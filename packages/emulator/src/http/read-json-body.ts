import { RESTJSONErrorCodes } from '@slashkit/api';
import { HttpError } from './http-error.js';

/**
 * Reads a request's JSON body as the service does: a non-JSON content type is 400/50035 with a
 * whole-request error (the body is then not read at all), unparsable JSON is 400/50109, a body over the
 * transport's limit 413.
 */
export async function readJsonBody(request: Request): Promise<unknown> {
  const type = request.headers.get('content-type') ?? '';
  if (!/^application\/json\s*(;|$)/i.test(type)) {
    throw new HttpError(400, RESTJSONErrorCodes.InvalidFormBody, 'Invalid Form Body', {
      errors: {
        _errors: [
          {
            code: 'CONTENT_TYPE_INVALID',
            message: `Expected "Content-Type" header to be "application/json"; got ${JSON.stringify(type || '(none)')}.`,
          },
        ],
      },
    });
  }
  const text = await readText(request);
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new HttpError(400, RESTJSONErrorCodes.InvalidJSON, 'The request body contains invalid JSON.');
  }
}

/** The body as text; a failure of the stream under it (too large, cut short) is its `HttpError`. */
async function readText(request: Request): Promise<string> {
  try {
    return await request.text();
  } catch (error) {
    const cause = (error as { cause?: unknown }).cause;
    if (error instanceof HttpError) throw error;
    if (cause instanceof HttpError) throw cause;
    throw new HttpError(400, RESTJSONErrorCodes.GeneralError, 'The request body could not be read.');
  }
}
