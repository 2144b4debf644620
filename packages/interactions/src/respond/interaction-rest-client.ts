import type { APIInteractionResponse, APIInteractionResponseMessageData, APIMessage } from '@slashkit/api';

/**
 * The interaction endpoints the handler calls after the initial response: what a `REST` instance of
 * @slashkit/rest provides. Inject one (or your own object with these methods) through the `rest` option.
 * @see service-facts "Endpoints" (interaction callback, original response, follow-up)
 */
export interface InteractionRestClient {
  createInteractionResponse(
    interactionId: string,
    interactionToken: string,
    body: APIInteractionResponse,
    options?: { withResponse?: boolean },
  ): Promise<unknown>;
  editOriginalInteractionResponse(
    applicationId: string,
    interactionToken: string,
    body: APIInteractionResponseMessageData,
  ): Promise<APIMessage>;
  deleteOriginalInteractionResponse(applicationId: string, interactionToken: string): Promise<unknown>;
  createFollowupMessage(
    applicationId: string,
    interactionToken: string,
    body: APIInteractionResponseMessageData,
  ): Promise<APIMessage>;
}
