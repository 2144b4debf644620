import type { InteractionRecord } from '../../state/interaction-record.js';
import type { EmulatorApplication } from '../../world/world.js';
import { deliverOverGateway } from './deliver-over-gateway.js';
import { deliverOverHttp } from './deliver-over-http.js';
import type { DeliveryDeps } from './delivery-deps.js';
import type { InvocationOutcome } from './invocation-outcome.js';

/**
 * Delivers an interaction the way its app receives them: a signed POST to its interactions endpoint URL
 * when it has one, else INTERACTION_CREATE on the gateway; resolves once the first response is settled.
 */
export async function deliverInteraction(
  record: InteractionRecord,
  application: EmulatorApplication,
  guildId: string | null,
  deps: DeliveryDeps,
  warnings: string[],
): Promise<Exclude<InvocationOutcome['delivery'], 'service'>> {
  if (application.interactionsEndpointUrl) {
    await deliverOverHttp(
      record,
      {
        url: application.interactionsEndpointUrl,
        privateKey: application.privateKey,
        publicKey: application.publicKey,
      },
      deps,
      warnings,
    );
    return 'http';
  }
  await deliverOverGateway(record, guildId, deps);
  return 'gateway';
}
