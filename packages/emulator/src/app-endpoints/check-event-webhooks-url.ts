import { generateKeyPairSync, sign } from 'node:crypto';
import type { EmulatorContext } from '../runtime/emulator-context.js';
import type { EmulatorApplication } from '../world/world.js';
import { postWebhookEvent } from './post-webhook-event.js';

/**
 * Checks an event webhooks URL as the service does before saving it: a signed PING (`type: 0`) must get
 * 204, and the same PING with an invalid signature 401. Resolves with null when it passes, or with what
 * failed and how to fix it.
 * @see {@link https://discord.com/developers/docs/events/webhook-events#preparing-for-events | Preparing for Events}
 */
export async function eventWebhooksUrlProblem(
  emulator: EmulatorContext,
  application: EmulatorApplication,
  url: string,
  fetcher?: typeof fetch,
): Promise<string | null> {
  const parsed = URL.canParse(url) ? new URL(url) : null;
  if (!parsed || (parsed.protocol !== 'http:' && parsed.protocol !== 'https:'))
    return 'expected an absolute http(s) URL';
  const ping = JSON.stringify({ version: 1, application_id: application.id, type: 0 });
  const timestamp = Math.floor(emulator.clock.now() / 1000);
  const answer = await postWebhookEvent(url, ping, application.privateKey, timestamp, fetcher);
  if (answer.status !== 204)
    return answer.status === null
      ? `the PING to ${url} failed (${answer.error}); start the server first and check the URL`
      : `the signed PING got HTTP ${answer.status}; the endpoint must answer 204 with no body to a PING ({"type":0}) signed with this application's key (public key ${application.publicKey})`;
  const stranger = generateKeyPairSync('ed25519').privateKey;
  const forged = sign(null, Buffer.from(String(timestamp) + ping), stranger).toString('hex');
  const probe = await postWebhookEvent(url, ping, application.privateKey, timestamp, fetcher, forged);
  if (probe.status !== 401)
    return `a PING with an invalid signature got ${probe.status === null ? probe.error : `HTTP ${probe.status}`} instead of 401; the endpoint must verify X-Signature-Ed25519 and refuse bad signatures with 401`;
  return null;
}
