import { RESTJSONErrorCodes, type Timers } from '@slashkit/api';

/** The waits before each new try, in ms: 750 ms in all, far longer than an answer takes to arrive. */
const waits = [50, 100, 200, 400];

/** 404 Unknown Message (an edit of `@original`) or Unknown Webhook (a follow-up): no response on record yet. */
const overtook = (error: unknown): boolean => {
  const { status, jsonCode } = (error ?? {}) as { status?: unknown; jsonCode?: unknown };
  return (
    status === 404 &&
    (jsonCode === RESTJSONErrorCodes.UnknownMessage || jsonCode === RESTJSONErrorCodes.UnknownWebhook)
  );
};

/**
 * Sends an edit, a deletion or a follow-up, and sends it again a few times, briefly, when the service says
 * the interaction has no response yet. A request sent right after an inline HTTP answer can reach the
 * service before that answer does (a Fetch handler cannot see when its Response is written, and Workers
 * write it after the handler's next request may have left); the service then refuses it with a 404.
 */
export async function resendOvertaken<T>(send: () => Promise<T>, timers: Timers): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await send();
    } catch (error) {
      const wait = waits[attempt];
      if (wait === undefined || !overtook(error)) throw error;
      await new Promise<void>((resolve) => timers.setTimeout(resolve, wait));
    }
  }
}
