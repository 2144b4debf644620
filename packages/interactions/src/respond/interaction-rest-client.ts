import type { APIInteractionResponse, APIInteractionResponseMessageData, APIMessage } from '@slashkit/api';
import type { MessageFile } from '@slashkit/rest';

/** Files for a message, and the interaction's `attachment_size_limit`: the options of the message methods. */
export interface InteractionFileOptions {
  files?: readonly MessageFile[];
  attachmentSizeLimit?: number;
}

/**
 * The interaction endpoints the handler calls after the initial response: what a `REST` instance of
 * @slashkit/rest provides. Inject one (or your own object with these methods) through the `rest` option.
 * Messages with files pass them in the last argument (`{ files, attachmentSizeLimit }`); without files it
 * is left out.
 * @see {@link https://discord.com/developers/docs/interactions/receiving-and-responding | Receiving and responding to interactions} (interaction callback, original response, follow-up)
 */
export interface InteractionRestClient {
  createInteractionResponse(
    interactionId: string,
    interactionToken: string,
    body: APIInteractionResponse,
    options?: { withResponse?: boolean } & InteractionFileOptions,
  ): Promise<unknown>;
  editOriginalInteractionResponse(
    applicationId: string,
    interactionToken: string,
    body: APIInteractionResponseMessageData,
    options?: InteractionFileOptions,
  ): Promise<APIMessage>;
  deleteOriginalInteractionResponse(applicationId: string, interactionToken: string): Promise<unknown>;
  createFollowupMessage(
    applicationId: string,
    interactionToken: string,
    body: APIInteractionResponseMessageData,
    options?: InteractionFileOptions,
  ): Promise<APIMessage>;
}
