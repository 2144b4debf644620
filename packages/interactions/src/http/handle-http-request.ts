import { type APIInteractionResponse, InteractionResponseType, InteractionType } from '@slashkit/api';
import { checkInteraction } from '../routing/check-interaction.js';
import type { InteractionHttpRequest } from './interaction-http-request.js';
import type { InteractionHttpResponse } from './interaction-http-response.js';

/** What the HTTP core needs from the handler. */
export interface HttpCoreOptions {
  /** Checks the signature: a boolean when it can answer at once (node:crypto), a promise otherwise. */
  verify: (
    rawBody: Uint8Array,
    signature: string | null | undefined,
    timestamp: string | null | undefined,
  ) => boolean | Promise<boolean>;
  maxBodyBytes: number;
  /**
   * Runs a verified interaction; `respond` receives its initial response and resolves once it was sent.
   * Never rejects.
   */
  dispatch: (interaction: unknown, respond: (body: APIInteractionResponse) => Promise<void>) => Promise<void>;
}

/** Lets a serverless platform keep the handler alive after the HTTP answer (follow-ups, edits). */
export interface WaitUntil {
  waitUntil?(promise: Promise<unknown>): void;
}

const jsonHeaders = { 'content-type': 'application/json' };
const pong = JSON.stringify({ type: InteractionResponseType.Pong });
const decoder = new TextDecoder();

const error = (
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
  const semicolon = value.indexOf(';');
  const mediaType = (semicolon === -1 ? value : value.slice(0, semicolon)).trim().toLowerCase();
  return mediaType === 'application/json';
};

/**
 * The webhook's HTTP rules: 405 for a method other than POST, 401 for a missing or bad signature, 400 for
 * a wrong content type or a body that is not an interaction, 413 for an oversized body, PONG for PING;
 * anything else is dispatched and answered with its initial response.
 * @see service-facts "Interactions"
 */
export async function handleHttpRequest(
  request: InteractionHttpRequest,
  core: HttpCoreOptions,
  env: WaitUntil | undefined,
): Promise<InteractionHttpResponse> {
  if (request.method !== 'POST') return error(405, 'Only POST is accepted here.', { allow: 'POST' });
  if (!request.signature || !request.timestamp)
    return error(401, 'Missing X-Signature-Ed25519 or X-Signature-Timestamp header.');
  if (!isJsonContentType(request.contentType)) return error(400, 'Expected Content-Type: application/json.');
  const { maxBodyBytes } = core;
  if (request.contentLength != null && Number(request.contentLength) > maxBodyBytes)
    return error(413, `The body is larger than ${maxBodyBytes} bytes.`, { connection: 'close' });
  let body: Uint8Array | null;
  try {
    body = await request.readBody(maxBodyBytes);
  } catch {
    return error(400, 'The request body could not be read.');
  }
  if (body === null)
    return error(413, `The body is larger than ${maxBodyBytes} bytes.`, { connection: 'close' });
  const verdict = core.verify(body, request.signature, request.timestamp);
  if (!(verdict === true || (verdict !== false && (await verdict))))
    return error(401, 'Invalid request signature.');
  let interaction: unknown;
  try {
    interaction = JSON.parse(decoder.decode(body));
  } catch {
    return error(400, 'The body is not valid JSON.');
  }
  const problem = checkInteraction(interaction);
  if (problem) return error(400, `The body is not an interaction: ${problem}.`);
  if ((interaction as { type: number }).type === InteractionType.Ping)
    return { status: 200, headers: jsonHeaders, body: pong };

  // The first response is the HTTP answer; the handler may keep running after it (edits, follow-ups).
  // Whichever comes first settles `first`: that response, or the end of a dispatch that never answered.
  let answer!: (body: APIInteractionResponse | undefined) => void;
  let fail!: (error: unknown) => void;
  const first = new Promise<APIInteractionResponse | undefined>((resolve, reject) => {
    answer = resolve;
    fail = reject;
  });
  let markSent!: () => void;
  const sent = new Promise<void>((resolve) => {
    markSent = resolve;
  });
  const done = core.dispatch(interaction, (response) => {
    answer(response);
    return sent;
  });
  env?.waitUntil?.(done);
  done.then(() => answer(undefined), fail);
  const response = await first;
  if (response === undefined) return error(500, 'The interaction was not answered.');
  return { status: 200, headers: jsonHeaders, body: JSON.stringify(response), sent: markSent };
}
