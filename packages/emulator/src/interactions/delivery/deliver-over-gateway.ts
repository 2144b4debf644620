import { Limits } from '@slashkit/api';
import type { InteractionRecord } from '../../state/interaction-record.js';
import type { DeliveryDeps } from './delivery-deps.js';

/**
 * Publishes an interaction as INTERACTION_CREATE for the app's gateway sessions (apps without an
 * endpoint URL) and waits until it is answered through the callback endpoint or its 3 s deadline passes.
 * @see {@link https://discord.com/developers/docs/events/gateway-events#interaction-create | Interaction Create event}
 */
export async function deliverOverGateway(
  record: InteractionRecord,
  guildId: string | null,
  deps: DeliveryDeps,
): Promise<void> {
  const deadline = deps.context.runtime.deadlines.wait(record.respondBy);
  try {
    deps.context.events.publish({
      type: 'INTERACTION_CREATE',
      data: record.interaction,
      applicationId: record.applicationId,
      guildId,
    });
    await Promise.race([deps.context.runtime.waiters.settled(record), deadline.reached]);
    deps.responses.fail(
      record,
      `The application did not respond: it has no interactions endpoint URL, so the interaction went to the gateway (INTERACTION_CREATE), and no answer reached the callback endpoint within ${Limits.interactionResponseDeadlineMs / 1000} s. Connect a gateway client, or set an endpoint URL.`,
    );
  } finally {
    deadline.cancel();
  }
}
