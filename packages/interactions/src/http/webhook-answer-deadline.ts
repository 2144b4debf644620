import { Limits } from '@slashkit/api';

/**
 * How long before the service's deadline the webhook gives up waiting for a first response. The service
 * counts its deadline from when it sent the request, and the answer still has to travel back, so an answer
 * sent at the deadline itself arrives too late: the round trip must fit in this margin.
 */
export const webhookAnswerMarginMs = 250;

/**
 * How long the HTTP answer waits for the handler's first response before answering 500 on its own, so that
 * even that answer reaches the service before its deadline. An automatic deferral set later than that
 * (the caller's choice) still goes first: the webhook then waits for it.
 * @see {@link https://discord.com/developers/docs/interactions/receiving-and-responding#responding-to-an-interaction | Responding to an interaction}
 */
export function webhookAnswerDeadlineMs(autoDeferMs: number | false): number {
  const answerBy = Limits.interactionResponseDeadlineMs - webhookAnswerMarginMs;
  return autoDeferMs !== false && autoDeferMs > answerBy ? autoDeferMs : answerBy;
}
