import type { APIInteractionResponse, APIInteractionResponseMessageData, APIMessage } from '@slashkit/api';
import type { MessageFile } from '@slashkit/rest';

/** Files for a message, and the interaction's `attachment_size_limit`: the options of the message methods. */
export interface InteractionFileOptions {
  files?: readonly MessageFile[];
  attachmentSizeLimit?: number;
}

/**
 * The interaction methods the handler calls: the callback, and after the initial response the original
 * response and follow-ups, as `rest.interactions` of a `REST` of @slashkit/rest has them. Messages with
 * files pass them in the last argument (`{ files, attachmentSizeLimit }`); without files it is left out.
 * @see {@link https://discord.com/developers/docs/interactions/receiving-and-responding | Receiving and responding to interactions} (interaction callback, original response, follow-up)
 */
export interface InteractionRestMethods {
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

/**
 * The client the handler answers through: a `REST` instance of @slashkit/rest, or your own object whose
 * `interactions` has the same methods. Inject one through the `rest` option.
 * @example
 * createInteractionHandler({ publicKey, rest: new REST({ token }), commands });
 */
export interface InteractionRestClient {
  readonly interactions: InteractionRestMethods;
}
