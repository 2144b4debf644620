import type { WaitUntil } from './handle-http-request.js';
import type { InteractionHttpRequest } from './interaction-http-request.js';
import type { InteractionHttpResponse } from './interaction-http-response.js';
import { readWebBody } from './read-web-body.js';

/** Statuses whose answer may carry no body at all (the Fetch `Response` refuses one, even empty). */
const nullBodyStatuses: ReadonlySet<number> = new Set([101, 204, 205, 304]);

/**
 * Runs a Fetch request through a handler's transport-neutral core (`handle`) and turns its answer into a
 * Fetch `Response`: the one place where both the interactions and the Webhook Events handlers meet Fetch.
 */
export async function serveFetch(
  handle: (request: InteractionHttpRequest, env?: WaitUntil) => Promise<InteractionHttpResponse>,
  request: Request,
  env: WaitUntil | undefined,
): Promise<Response> {
  const { headers } = request;
  const response = await handle(
    {
      method: request.method,
      contentType: headers.get('content-type'),
      contentLength: headers.get('content-length'),
      signature: headers.get('x-signature-ed25519'),
      timestamp: headers.get('x-signature-timestamp'),
      readBody: (max) => readWebBody(request, max),
    },
    env,
  );
  const answer = new Response(
    nullBodyStatuses.has(response.status) ? null : (response.body as string | Uint8Array<ArrayBuffer>),
    { status: response.status, headers: response.headers },
  );
  // A Fetch runtime writes the answer as soon as it is returned; this is the last moment we see.
  response.sent?.();
  return answer;
}
