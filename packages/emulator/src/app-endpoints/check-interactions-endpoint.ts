import { generateKeyPairSync, sign } from 'node:crypto';
import { InteractionResponseType, InteractionType, Limits } from '@slashkit/api';
import { maxRequestBodyBytes } from '../http/body-limits.js';
import { capBody } from '../http/cap-body.js';
import { badRequest } from '../http/http-error.js';
import type { EmulatorContext } from '../runtime/emulator-context.js';
import { signInteraction } from '../world/sign-interaction.js';
import type { EmulatorApplication } from '../world/world.js';

/**
 * Checks an interactions endpoint URL the way the service does before saving it: a signed PING must get
 * 200 `{"type":1}`, and a request with an invalid signature must get 401. Resolves with the URL to store
 * (null clears it, switching the app to gateway delivery); throws a 400 that says which check failed and
 * how to fix it. Each request gets 3 s of real time; a redirect is not followed (it fails the check, as on
 * the service).
 * @see {@link https://discord.com/developers/docs/interactions/receiving-and-responding#receiving-an-interaction | Receiving an interaction}
 */
export async function checkInteractionsEndpoint(
  emulator: EmulatorContext,
  application: EmulatorApplication,
  value: unknown,
  fetcher: typeof fetch = (input, init) => fetch(input, init),
): Promise<string | null> {
  const refuse = (message: string) => badRequest(`interactionsEndpointUrl: ${message}`);
  if (value === null || value === '') return null;
  if (typeof value !== 'string' || !URL.canParse(value))
    throw refuse('expected an absolute http(s) URL such as "http://127.0.0.1:3000/interactions", or null');
  const url = new URL(value);
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw refuse(`${url.protocol} URLs are not supported; use http or https`);
  const ping = JSON.stringify({
    id: emulator.nextId(),
    application_id: application.id,
    type: InteractionType.Ping,
    token: `ping-${emulator.nextId()}`,
    version: 1,
  });
  const timestamp = Math.floor(emulator.clock.now() / 1000);
  const post = async (headers: Record<string, string>) => {
    const response = await fetcher(value, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: ping,
      signal: AbortSignal.timeout(Limits.interactionResponseDeadlineMs),
      // A redirect is the endpoint's answer, as on the service: it fails the check rather than being followed.
      redirect: 'manual',
    });
    // The answer is read within the cap of a request body: an endpoint cannot make the check buffer more.
    const body = response.body ? capBody(response.body, maxRequestBodyBytes) : null;
    return {
      status: response.status,
      location: response.headers.get('location')?.slice(0, 200) ?? null,
      text: await new Response(body).text(),
    };
  };
  let answer: { status: number; location: string | null; text: string };
  try {
    answer = await post({
      ...signInteraction(ping, application.privateKey, timestamp, application.publicKey),
    });
  } catch (error) {
    throw refuse(
      `the PING to ${value} failed (${(error as Error).message}); start the server first and check the URL`,
    );
  }
  let pong: unknown;
  try {
    pong = JSON.parse(answer.text);
  } catch {
    pong = undefined;
  }
  if (
    answer.status !== 200 ||
    (pong as { type?: unknown } | undefined)?.type !== InteractionResponseType.Pong
  )
    throw refuse(
      answer.status >= 300 && answer.status < 400
        ? `the signed PING got HTTP ${answer.status}, a redirect${answer.location ? ` to ${answer.location}` : ''}; the service does not follow redirects: save the URL that answers itself`
        : `the signed PING got HTTP ${answer.status} ${answer.text.slice(0, 200)}; the endpoint must answer 200 {"type":1} to a PING signed with this application's key (public key ${application.publicKey})${pathHint(url, answer.status)}`,
    );
  // Signed by a key that is not the app's: a correct endpoint refuses it.
  const stranger = generateKeyPairSync('ed25519').privateKey;
  const forged = sign(null, Buffer.from(String(timestamp) + ping), stranger).toString('hex');
  let probe: { status: number; location: string | null; text: string };
  try {
    probe = await post({ 'x-signature-ed25519': forged, 'x-signature-timestamp': String(timestamp) });
  } catch (error) {
    throw refuse(`the request with an invalid signature failed (${(error as Error).message})`);
  }
  if (probe.status !== 401)
    throw refuse(
      `a request with an invalid signature got HTTP ${probe.status} instead of 401; the endpoint must verify X-Signature-Ed25519 over X-Signature-Timestamp + body with the public key and refuse bad signatures with 401`,
    );
  return value;
}

/**
 * For a PING answered 404 or 405: the server is up but serves no webhook at that path, the usual reason
 * being a URL without the path the bot serves it on.
 */
function pathHint(url: URL, status: number): string {
  if (status !== 404 && status !== 405) return '';
  const example =
    url.pathname === '/' ? ` (e.g. ${url.origin}/interactions, where the examples serve it)` : '';
  return `. A server answers at ${url.host} but not with the webhook at ${url.pathname}: give the URL of the path the bot serves it on${example}`;
}
