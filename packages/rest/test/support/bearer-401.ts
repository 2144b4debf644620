import { expect } from 'vitest';
import { APIError, REST } from '../../src/index.js';
import { rejection, TOKEN } from './fixtures.js';
import { startLocalServer } from './local-server.js';

/**
 * Makes a Bearer-only call with the user's token `bearer` against a server that answers 401 with the token
 * in its message, and answers the `APIError` once it is checked to carry the token in neither its message
 * nor its raw body.
 */
export async function unauthorizedBearerCall(
  bearer: string,
  call: (rest: REST, options: { bearerToken: string }) => Promise<unknown>,
): Promise<APIError> {
  const server = await startLocalServer(() => ({
    status: 401,
    json: { code: 0, message: `401: Unauthorized ${bearer}` },
  }));
  const rest = new REST({ token: TOKEN, baseUrl: server.baseUrl });
  const error = await rejection(call(rest, { bearerToken: bearer }));
  expect(error).toBeInstanceOf(APIError);
  expect((error as APIError).message).not.toContain(bearer);
  expect((error as APIError).rawBody).not.toContain(bearer);
  return error as APIError;
}
