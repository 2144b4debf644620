import { RESTJSONErrorCodes } from '@slashkit/api';
import { HttpError } from './http-error.js';

/**
 * Reads a request's JSON body as the service does: a non-JSON content type is 400/50035 with a
 * whole-request error, unparsable JSON is 400/50109.
 */
export async function readJsonBody(request: Request): Promise<unknown> {
  const type = request.headers.get('content-type') ?? '';
  const text = await request.text();
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
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new HttpError(400, RESTJSONErrorCodes.InvalidJSON, 'The request body contains invalid JSON.');
  }
}
