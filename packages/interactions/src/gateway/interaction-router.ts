import type { APIInteraction, APIInteractionResponse } from '@slashkit/api';
import type { MessageFile } from '@slashkit/rest';
import type { InteractionHandler } from '../create-interaction-handler.js';
import { callbackOptions } from '../respond/callback-options.js';
import type { InteractionRestMethods } from '../respond/interaction-rest-client.js';
import { GatewayError } from './gateway-error.js';

/**
 * Runs gateway interactions through the handler, answering through the callback endpoint, and keeps track
 * of those in flight so that `close()` can wait for them.
 */
export class InteractionRouter {
  readonly #handler: Pick<InteractionHandler, 'dispatch'> | undefined;
  readonly #rest:
    | { readonly interactions: Pick<InteractionRestMethods, 'createInteractionResponse'> }
    | undefined;
  readonly #onError: (error: GatewayError) => void;
  readonly #inFlight = new Set<Promise<void>>();

  constructor(
    handler: Pick<InteractionHandler, 'dispatch'> | undefined,
    rest: { readonly interactions: Pick<InteractionRestMethods, 'createInteractionResponse'> } | undefined,
    onError: (error: GatewayError) => void,
  ) {
    this.#handler = handler;
    this.#rest = rest;
    this.#onError = onError;
  }

  /** Hands an interaction to the handler (nothing happens without one). */
  route(interaction: APIInteraction): void {
    const handler = this.#handler;
    if (!handler) return;
    const rest = this.#rest;
    const respond = rest
      ? async (body: APIInteractionResponse, files?: readonly MessageFile[]) => {
          const options = callbackOptions(interaction, files);
          if (options === undefined)
            await rest.interactions.createInteractionResponse(interaction.id, interaction.token, body);
          else
            await rest.interactions.createInteractionResponse(
              interaction.id,
              interaction.token,
              body,
              options,
            );
        }
      : undefined;
    const run = Promise.resolve()
      .then(() => handler.dispatch(interaction, respond ? { respond } : {}))
      .catch((error: unknown) => {
        // dispatch() never rejects by contract; a custom handler might.
        this.#onError(
          new GatewayError('LISTENER_FAILED', `The handler failed on interaction ${interaction.id}.`, {
            cause: error,
          }),
        );
      });
    this.#inFlight.add(run);
    void run.then(() => this.#inFlight.delete(run));
  }

  /** Resolves once every interaction in flight has been handled. */
  async drain(): Promise<void> {
    while (this.#inFlight.size > 0) await Promise.all(this.#inFlight);
  }
}
