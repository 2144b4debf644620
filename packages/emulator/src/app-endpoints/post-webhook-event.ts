import { Limits } from '@slashkit/api';
import { maxRequestBodyBytes } from '../http/body-limits.js';
import { capBody } from '../http/cap-body.js';
import { signInteraction } from '../world/sign-interaction.js';

/** What an event webhook answered: its status, or why no answer came (`error`). */
export interface WebhookEventAnswer {
  status: number | null;
  error?: string;
}

/**
 * POSTs one Webhook Event envelope to `url`, signed with the app's key as interactions are
 * (`X-Signature-Ed25519` over `X-Signature-Timestamp` + body; `signature` replaces it, to probe with a
 * forged one): 3 s of real time, no redirect followed, the answer read within a request body's cap. Never
 * throws: a slow, failing or absent endpoint is an answer like any other.
 * @see {@link https://discord.com/developers/docs/events/webhook-events | Webhook Events}
 */
export async function postWebhookEvent(
  url: string,
  body: string,
  privateKey: string,
  timestamp: number,
  fetcher: typeof fetch = (input, init) => fetch(input, init),
  signature?: string,
): Promise<WebhookEventAnswer> {
  const signed = signInteraction(body, privateKey, timestamp);
  const headers = signature
    ? { 'x-signature-ed25519': signature, 'x-signature-timestamp': String(timestamp) }
    : signed;
  try {
    const response = await fetcher(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'user-agent': 'Discord-Webhook-Events', ...headers },
      body,
      signal: AbortSignal.timeout(Limits.interactionResponseDeadlineMs),
      redirect: 'manual',
    });
    if (response.body) await new Response(capBody(response.body, maxRequestBodyBytes)).arrayBuffer();
    return { status: response.status };
  } catch (error) {
    return { status: null, error: (error as Error).message };
  }
}
