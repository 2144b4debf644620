import { Limits, RESTJSONErrorCodes } from '@slashkit/api';
import { HttpError } from '../../http/http-error.js';
import { redactPath } from '../../http/redact-path.js';
import type { InteractionRecord } from '../../state/interaction-record.js';
import { signInteractionWith } from '../../world/sign-interaction.js';
import type { DeliveryDeps } from './delivery-deps.js';
import { describeHttpError } from './describe-http-error.js';
import { readInlineAnswer } from './read-inline-answer.js';

/** Where an HTTP interaction goes and how it is signed. */
export interface HttpTarget {
  /** The app's interactions endpoint URL. */
  url: string;
  /** The app's Ed25519 private key (hex), which signs the body. */
  privateKey: string;
  /** The app's Ed25519 public key (hex): with it, the private key is imported quicker. */
  publicKey?: string;
}

/**
 * POSTs a signed interaction to the app's endpoint and settles its first response as the service does:
 * a 200 answer is the inline response (checked; JSON, or multipart with files), a 202/204 waits for the callback endpoint, and anything
 * else (a redirect too: it is not followed), an unreachable endpoint or the 3 s deadline fails it. Things the app did wrong that did not fail
 * the interaction go to `warnings`.
 * @see {@link https://discord.com/developers/docs/interactions/receiving-and-responding | Receiving and responding to interactions}
 */
export async function deliverOverHttp(
  record: InteractionRecord,
  target: HttpTarget,
  deps: DeliveryDeps,
  warnings: string[],
): Promise<void> {
  const { url } = target;
  const fail = (reason: string) => deps.responses.fail(record, reason);
  const body = JSON.stringify(record.interaction);
  const headers = signInteractionWith(
    body,
    deps.context.runtime.signingKeys.key(target.privateKey, target.publicKey),
    Math.floor(deps.context.clock.now() / 1000),
  );
  const abort = new AbortController();
  const deadline = deps.context.runtime.deadlines.wait(record.respondBy);
  const seconds = Limits.interactionResponseDeadlineMs / 1000;
  const took = deps.context.activity.stopwatch();
  // Whether the endpoint's answer was read to its end: then there is nothing left to abort (aborting a
  // finished request still builds an AbortError and walks undici's listeners, on every delivery).
  let readWhole = false;
  try {
    const sent = deps.context.runtime
      .fetch(url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'user-agent': 'Discord-Interactions/1.0 (+https://discord.com)',
          ...headers,
        },
        body,
        signal: abort.signal,
        // The service never follows a redirect from an endpoint: a 3xx fails the interaction. 'error' (not
        // 'manual', which would show the status) also spares undici a copy of the request on every delivery.
        redirect: 'error',
      })
      .then(
        async (response) => ({
          kind: 'answer' as const,
          status: response.status,
          // Only a 200 is an answer to read; any other body is dropped.
          answer:
            response.status === 200
              ? await readInlineAnswer(response, record.interaction.attachment_size_limit)
              : await response.body?.cancel().then(() => undefined),
        }),
        (error: unknown) => ({ kind: 'error' as const, error }),
      );
    const first = await Promise.race([sent, deadline.reached.then(() => ({ kind: 'deadline' as const }))]);
    deps.context.activity.record({
      kind: 'delivery',
      what: `POST ${redactPath(url)} (${record.interaction.type === 2 ? 'command' : `type ${record.interaction.type}`})`,
      status: first.kind === 'answer' ? first.status : first.kind === 'deadline' ? 'timeout' : 'unreachable',
      ms: took(),
    });
    if (first.kind === 'deadline') {
      fail(
        `The application did not respond: the endpoint gave no answer within ${seconds} s. Answer inline sooner, or answer 202 and use the callback endpoint.`,
      );
      return;
    }
    if (first.kind === 'error') {
      if (record.state === 'pending')
        fail(
          redirected(first.error)
            ? 'The application did not respond: the endpoint answered with a redirect (3xx); the service does not follow redirects from an interactions endpoint, so answer at the saved URL itself.'
            : `The application did not respond: ${url} could not be reached (${(first.error as Error).message}).`,
        );
      return;
    }
    if (first.status === 200 && first.answer) {
      const answer = first.answer;
      readWhole = answer.ok;
      if (!answer.ok) {
        fail(`The endpoint answered 200 with a body that could not be used: ${answer.problem}`);
        return;
      }
      if (record.state === 'acknowledged') {
        warnings.push(
          `The endpoint answered inline after the interaction was already acknowledged through the callback endpoint; the inline answer was ignored (${RESTJSONErrorCodes.InteractionAlreadyAcknowledged}).`,
        );
        return;
      }
      try {
        deps.responses.respond(record, answer.body, 'inline', { origin: deps.origin, files: answer.files });
      } catch (error) {
        const detail = error instanceof HttpError ? describeHttpError(error) : String(error);
        fail(`The endpoint's inline answer was refused: ${detail}`);
      }
      return;
    }
    if (first.status === 202 || first.status === 204) {
      if (record.state === 'pending')
        await Promise.race([deps.context.runtime.waiters.settled(record), deadline.reached]);
      fail(
        `The application did not respond: it answered ${first.status} but posted no response to the callback endpoint within ${seconds} s.`,
      );
      return;
    }
    fail(
      `The application did not respond: the endpoint answered HTTP ${first.status}${statusHint(first.status)}.`,
    );
  } finally {
    deadline.cancel();
    if (!readWhole) abort.abort();
  }
}

/** Why an endpoint's status other than 200/202/204 fails an interaction, when there is more to say. */
function statusHint(status: number): string {
  if (status === 401)
    return " (it refused the signature: is it checking with this application's public key?)";
  return '';
}

/** Whether fetch refused a redirect (`redirect: 'error'`): undici rejects with this cause. */
const redirected = (error: unknown): boolean =>
  (error as { cause?: { message?: unknown } } | undefined)?.cause?.message === 'unexpected redirect';
