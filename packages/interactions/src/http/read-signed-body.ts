import { InteractionError } from '../interaction-error.js';
import type { InteractionHttpRequest } from './interaction-http-request.js';
import type { InteractionHttpResponse } from './interaction-http-response.js';

/** What {@link readSignedBody} needs: the signature check and the size limit. */
export interface SignedBodyRules {
  /** Checks the signature: a boolean when it can answer at once (node:crypto), a promise otherwise. */
  verify: (
    rawBody: Uint8Array,
    signature: string | null | undefined,
    timestamp: string | null | undefined,
  ) => boolean | Promise<boolean>;
  maxBodyBytes: number;
}

const jsonHeaders = { 'content-type': 'application/json' };

/** A JSON error answer, `{ "message": … }`. */
export const errorAnswer = (
  status: number,
  message: string,
  headers: Record<string, string> = {},
): InteractionHttpResponse => ({
  status,
  headers: { ...jsonHeaders, ...headers },
  body: JSON.stringify({ message }),
});

const isJsonContentType = (value: string | null | undefined): boolean => {
  if (!value) return false;
  if (value === 'application/json') return true; // what the service sends: no slicing for it
  const semicolon = value.indexOf(';');
  const mediaType = (semicolon === -1 ? value : value.slice(0, semicolon)).trim().toLowerCase();
  return mediaType === 'application/json';
};

/**
 * The rules every signed request of the service (interactions and Webhook Events alike) meets before its
 * body is looked at: 405 for a method other than POST, 401 for a missing or bad signature, 400 for a wrong
 * content type or an unreadable body, 413 for an oversized one. Resolves with the verified raw bytes, or
 * with the refusal to send. Throws only an `InteractionError` of the server's making (a body parser ran first).
 */
export async function readSignedBody(
  request: InteractionHttpRequest,
  rules: SignedBodyRules,
): Promise<Uint8Array | InteractionHttpResponse> {
  if (request.method !== 'POST') return errorAnswer(405, 'Only POST is accepted here.', { allow: 'POST' });
  if (!request.signature || !request.timestamp)
    return errorAnswer(401, 'Missing X-Signature-Ed25519 or X-Signature-Timestamp header.');
  if (!isJsonContentType(request.contentType))
    return errorAnswer(400, 'Expected Content-Type: application/json.');
  const { maxBodyBytes } = rules;
  if (request.contentLength != null && Number(request.contentLength) > maxBodyBytes)
    return errorAnswer(413, `The body is larger than ${maxBodyBytes} bytes.`, { connection: 'close' });
  let body: Uint8Array | null;
  try {
    body = await request.readBody(maxBodyBytes);
  } catch (readError) {
    // Ours: the server is set up wrong (e.g. a body parser ran first); the handler answers 500 and reports it.
    if (readError instanceof InteractionError) throw readError;
    return errorAnswer(400, 'The request body could not be read.');
  }
  if (body === null)
    return errorAnswer(413, `The body is larger than ${maxBodyBytes} bytes.`, { connection: 'close' });
  const verdict = rules.verify(body, request.signature, request.timestamp);
  if (!(verdict === true || (verdict !== false && (await verdict))))
    return errorAnswer(401, 'Invalid request signature.');
  return body;
}
