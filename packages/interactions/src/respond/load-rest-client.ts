import type { RESTOptions } from '@slashkit/rest';
import { InteractionError } from '../interaction-error.js';
import type { InteractionRestClient } from './interaction-rest-client.js';

/**
 * Imports @slashkit/rest on first use and builds a client; rejects with REST_UNAVAILABLE if it cannot.
 * The dynamic import keeps @slashkit/rest (and undici) out of the import graph of this package: it loads
 * on the first follow-up, edit or callback, never on import.
 */
export async function loadRestClient(options: RESTOptions): Promise<InteractionRestClient> {
  try {
    const { REST } = await import('@slashkit/rest');
    return new REST(options);
  } catch (cause) {
    throw new InteractionError(
      'REST_UNAVAILABLE',
      'Could not load @slashkit/rest for a follow-up, edit or callback; install it or pass a client as the `rest` option of createInteractionHandler.',
      { cause },
    );
  }
}
