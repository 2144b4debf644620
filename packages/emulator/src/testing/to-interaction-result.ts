import type { AdminAnswer } from './admin-requests.js';
import { messageOf } from './admin-requests.js';
import type { InteractionResult, OpenedLink, PurchasedSku, RefusalReason } from './interaction-result.js';
import { TestClientError } from './test-client-error.js';

/**
 * The result of an admin API answer to an interaction request (`/_emulator/interactions`, `/autocomplete`,
 * `/components`, `/modals/submit`): 200 is the outcome (or a link opened), 403/404/409 with a `reason` a
 * refusal, 400 the client's checks refusing the input. Anything else is not about the interaction and
 * rejects with a `TestClientError`.
 */
export function toInteractionResult(
  answer: AdminAnswer,
  request: string,
): InteractionResult | OpenedLink | PurchasedSku {
  const { status, body } = answer;
  const fields = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
  if (status === 200) {
    if (typeof fields.opened === 'string') return { status: 'opened', url: fields.opened };
    if (typeof fields.purchased === 'object' && fields.purchased !== null)
      return { status: 'purchased', ...(fields.purchased as Omit<PurchasedSku, 'status'>) };
    if (fields.status === 'answered' || fields.status === 'failed') return body as InteractionResult;
  } else if (status === 400) {
    return {
      status: 'refused',
      reason: 'INVALID_INPUT',
      message: messageOf(body),
      httpStatus: status,
      ...(fields.errors === undefined ? {} : { errors: fields.errors }),
    };
  } else if (typeof fields.reason === 'string') {
    return {
      status: 'refused',
      reason: fields.reason as RefusalReason,
      message: messageOf(body),
      httpStatus: status,
    };
  }
  throw new TestClientError(`${request} answered ${status}: ${messageOf(body)}`, status);
}
