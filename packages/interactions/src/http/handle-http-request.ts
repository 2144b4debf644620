import {
  type APIInteraction,
  type APIInteractionResponse,
  InteractionResponseType,
  InteractionType,
  type Timers,
} from '@slashkit/api';
import type { MessageFile } from '@slashkit/rest';
import { InteractionError } from '../interaction-error.js';
import { checkInteraction } from '../routing/check-interaction.js';
import type { Routable } from '../routing/dispatcher.js';
import { interactionRoute } from '../telemetry/interaction-route.js';
import type { InteractionTrace } from '../telemetry/interaction-trace.js';
import { type EncodedAnswer, encodeInlineAnswer } from './encode-inline-answer.js';
import type { InteractionHttpRequest } from './interaction-http-request.js';
import type { InteractionHttpResponse } from './interaction-http-response.js';
import { errorAnswer, readSignedBody, type SignedBodyRules } from './read-signed-body.js';
import { utf8Text } from './utf8-text.js';

/** What the HTTP core needs from the handler. */
export interface HttpCoreOptions extends SignedBodyRules {
  /**
   * Runs a verified, checked interaction other than a PING; `respond` receives its initial response and
   * resolves once it was sent. Never rejects.
   */
  dispatch: (
    interaction: Routable,
    respond: (body: APIInteractionResponse, files?: readonly MessageFile[]) => Promise<void>,
    trace: InteractionTrace | undefined,
  ) => Promise<void>;
  /**
   * Admits a verified interaction once: false for a replay (an id already received inside the freshness
   * window). `timestamp` is the signed `X-Signature-Timestamp`.
   */
  admit: (id: string, timestamp: string) => boolean;
  /** The service's deadline for the first response, for messages. */
  deadlineMs: number;
  /**
   * How long the HTTP answer waits for the first response before answering 500 on its own: early enough
   * for that answer to reach the service before its deadline.
   */
  answerByMs: number;
  /** The timers for that wait. */
  timers: Timers;
  /** Reports an error that is the handler's to know about (every 500 goes through it). */
  report: (error: InteractionError, interaction: APIInteraction) => void;
}

/** Lets a serverless platform keep the handler alive after the HTTP answer (follow-ups, edits). */
export interface WaitUntil {
  waitUntil?(promise: Promise<unknown>): void;
}

const jsonHeaders = { 'content-type': 'application/json' };
const pong = JSON.stringify({ type: InteractionResponseType.Pong });
const error = errorAnswer;

/**
 * The webhook's HTTP rules: 405 for a method other than POST, 401 for a missing or bad signature, 400 for
 * a wrong content type or a body that is not an interaction, 413 for an oversized body, PONG for PING;
 * anything else is dispatched and answered with its initial response.
 * @see {@link https://discord.com/developers/docs/interactions/receiving-and-responding | Receiving and responding to interactions}
 */
export async function handleHttpRequest(
  request: InteractionHttpRequest,
  core: HttpCoreOptions,
  env: WaitUntil | undefined,
  trace?: InteractionTrace,
): Promise<InteractionHttpResponse> {
  const body = await readSignedBody(request, core);
  // Not instanceof: a body from another realm (a test runner's sandbox) is still a body.
  if ('status' in body) return body;
  let interaction: unknown;
  try {
    interaction = JSON.parse(utf8Text(body));
  } catch {
    return error(400, 'The body is not valid JSON.');
  }
  const problem = checkInteraction(interaction);
  if (problem) return error(400, `The body is not an interaction: ${problem}.`);
  if ((interaction as { type: number }).type === InteractionType.Ping) {
    trace?.routed(interaction as APIInteraction, interactionRoute(interaction as APIInteraction, undefined));
    return { status: 200, headers: jsonHeaders, body: pong };
  }
  // After the signature: only the service can have chosen this id, so a second sighting is a replay.
  if (!core.admit((interaction as APIInteraction).id, request.timestamp as string))
    return error(409, 'This interaction was already received; a replayed request is refused.');
  return answerInteraction(interaction as Routable, core, env, trace);
}

/** What settles the wait for the first response: it, a dispatch that never answered, or the deadline. */
type FirstResponse = APIInteractionResponse | EncodedAnswer | 'unanswered' | 'late';

/**
 * Runs a verified interaction and answers with its first response. The HTTP answer never waits past the
 * service's deadline: with no first response shortly before it (`answerByMs`), it is a 500 (reported) that
 * still arrives in time, and a later reply() fails with a message that says what to do.
 */
function answerInteraction(
  interaction: Routable,
  core: HttpCoreOptions,
  env: WaitUntil | undefined,
  trace: InteractionTrace | undefined,
): InteractionHttpResponse | Promise<InteractionHttpResponse> {
  // The first response is the HTTP answer; the handler may keep running after it (edits, follow-ups).
  // A handler that replies at once has answered before dispatch returns: that answer is sent without a
  // wait, a timer or a promise of its own. Otherwise `waiting` settles with whichever comes first.
  let first: FirstResponse | undefined;
  let waiting: ((response: FirstResponse) => void) | undefined;
  const answer = (response: FirstResponse): void => {
    if (first !== undefined) return;
    first = response;
    waiting?.(response);
  };
  let markSent!: () => void;
  const sent = new Promise<void>((resolve) => {
    markSent = resolve;
  });
  const done = core.dispatch(
    interaction,
    (response, files) => {
      if (first === 'late') return Promise.reject(tooLate(interaction));
      if (files === undefined || files.length === 0) {
        answer(response);
        return sent;
      }
      // With files the answer is multipart (the files are checked and loaded already).
      return encodeInlineAnswer(response, files, interaction.attachment_size_limit).then((encoded) => {
        if (first === 'late') throw tooLate(interaction);
        answer(encoded);
        return sent;
      });
    },
    trace,
  );
  env?.waitUntil?.(done);
  if (first !== undefined) return httpAnswer(first, interaction, core, markSent);
  return new Promise<FirstResponse>((resolve, reject) => {
    done.then(() => answer('unanswered'), reject);
    // Set after dispatch started, so that an automatic deferral due at the same time goes first.
    const { timers } = core;
    const deadline = timers.setTimeout(() => answer('late'), core.answerByMs);
    // Whatever settles the wait ends the deadline's timer (a 'late' answer has already fired it).
    waiting = (response) => {
      timers.clearTimeout(deadline);
      resolve(response);
    };
  }).then((response) => httpAnswer(response, interaction, core, markSent));
}

/** The HTTP answer for what settled the wait: the first response, or a reported 500. */
function httpAnswer(
  response: FirstResponse,
  interaction: Routable,
  core: HttpCoreOptions,
  markSent: () => void,
): InteractionHttpResponse {
  if (response === 'late') {
    core.report(missedDeadline(interaction, core.deadlineMs), interaction);
    return error(
      500,
      `No initial response in time for the service's ${core.deadlineMs} ms deadline; the user was shown that the application did not respond.`,
    );
  }
  if (response === 'unanswered') {
    core.report(
      new InteractionError(
        'NO_RESPONSE',
        `${where(interaction)}: the interaction finished without an initial response, so the user was shown that the application did not respond. Answer with ctx.reply() or ctx.defer() before the handler returns.`,
      ),
      interaction,
    );
    return error(500, 'The interaction finished without an initial response.');
  }
  if ('bytes' in response)
    return {
      status: 200,
      headers: { 'content-type': response.contentType },
      body: response.bytes,
      sent: markSent,
    };
  return { status: 200, headers: jsonHeaders, body: JSON.stringify(response), sent: markSent };
}

const where = (interaction: APIInteraction): string => {
  const name = (interaction.data as { name?: unknown } | undefined)?.name;
  return typeof name === 'string' ? `/${name}` : `interaction ${interaction.id}`;
};

const missedDeadline = (interaction: APIInteraction, ms: number): InteractionError =>
  new InteractionError(
    'DEADLINE_PASSED',
    `${where(interaction)}: no initial response in time for the service's ${ms} ms deadline, so the user was shown that the application did not respond. Call ctx.defer() first when the work takes longer, or leave autoDeferMs on (the default) to defer automatically.`,
  );

const tooLate = (interaction: APIInteraction): InteractionError =>
  new InteractionError(
    'DEADLINE_PASSED',
    `${where(interaction)}: too late for an initial response: the service's deadline had passed and the webhook was already answered. Call ctx.defer() first when the work takes longer, or leave autoDeferMs on (the default) to defer automatically.`,
  );
