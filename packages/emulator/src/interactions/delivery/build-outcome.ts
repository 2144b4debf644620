import { InteractionResponseType } from '@slashkit/api';
import type { InteractionRecord } from '../../state/interaction-record.js';
import type { MessageStore } from '../../state/message-store.js';
import type { InvocationOutcome } from './invocation-outcome.js';

/** What the admin API answers once an interaction's first response is settled (answered or failed). */
export function buildOutcome(
  record: InteractionRecord,
  delivery: InvocationOutcome['delivery'],
  warnings: readonly string[],
  messages: MessageStore,
): InvocationOutcome {
  const response = record.response;
  const outcome: InvocationOutcome = {
    interactionId: record.id,
    interactionType: record.interaction.type,
    delivery,
    status: record.state === 'acknowledged' ? 'answered' : 'failed',
    responseType: response?.type ?? null,
    response,
    respondedVia: record.respondedVia,
    messages: messages.list({ interactionId: record.id }),
  };
  if (response?.type === InteractionResponseType.ApplicationCommandAutocompleteResult)
    outcome.choices = response.data.choices ?? [];
  if (record.componentMessageId !== null) {
    const message = messages.get(record.componentMessageId);
    if (message) outcome.message = message;
  }
  if (record.activityInstanceId) outcome.activityInstanceId = record.activityInstanceId;
  if (record.failure) outcome.error = record.failure;
  if (warnings.length > 0) outcome.warnings = [...warnings];
  return outcome;
}
