import { Limits } from '@slashkit/api';

/**
 * How long after each failed attempt the next one is made, in milliseconds: doubling from 1 s, as long as
 * the last retry still falls within the docs' "for up to 10 minutes" (1 + 2 + … + 256 s = 511 s; the
 * next doubling would end at 17 minutes). Ten attempts in all; the schedule itself is the emulator's choice.
 * @see {@link https://discord.com/developers/docs/events/webhook-events#responding-to-events | Responding to Events}
 */
export const webhookEventRetryDelaysMs: readonly number[] = (() => {
  const delays: number[] = [];
  let total = 0;
  for (let delay = 1000; total + delay <= Limits.webhookEventRetryWindowMs; delay *= 2) {
    delays.push(delay);
    total += delay;
  }
  return delays;
})();
