import type {
  APIInteractionResponse,
  APIInteractionResponseMessageData,
  APIMessage,
  RESTPostAPIInteractionCallbackWithResponseResult,
  Snowflake,
} from '@slashkit/api';
import type { CallOptions } from '../call-options.js';
import type { MessageCallOptions } from '../files/message-call-options.js';
import type { Encodable } from '../json-encodable.js';
import type { InteractionResponseOptions } from './interaction-response-options.js';

/**
 * The interaction methods of `REST`: the callback, and the original response and follow-ups on the
 * interaction webhook. None sends an Authorization header, none counts toward the global limit.
 * @example
 * const interactions: InteractionMethods = new REST();
 * @see README "Interactions"
 */
export interface InteractionMethods {
  /**
   * Answers an interaction through the callback endpoint (no Authorization header; exempt from the global
   * limit). Never replayed after an ambiguous failure, since a second answer would fail with 40060.
   * With `withResponse`, resolves with the created resource; otherwise with `undefined`. A reply (4) or an
   * update (7) may carry `files` (see {@link MessageCallOptions}).
   * @example
   * await rest.createInteractionResponse(interaction.id, interaction.token, { type: 4, data: { content: 'Hi' } });
   * @see {@link https://discord.com/developers/docs/interactions/receiving-and-responding | Receiving and responding to interactions}
   */
  createInteractionResponse(
    interactionId: Snowflake,
    interactionToken: string,
    body: Encodable<APIInteractionResponse>,
    options: InteractionResponseOptions & { withResponse: true },
  ): Promise<RESTPostAPIInteractionCallbackWithResponseResult>;
  /**
   * Answers an interaction through the callback endpoint, as the other overload; resolves with the created
   * resource only when `options.withResponse` is true, otherwise with `undefined`.
   * @example
   * await rest.createInteractionResponse(interaction.id, interaction.token, { type: 5 });
   */
  createInteractionResponse(
    interactionId: Snowflake,
    interactionToken: string,
    body: Encodable<APIInteractionResponse>,
    options?: InteractionResponseOptions,
  ): Promise<RESTPostAPIInteractionCallbackWithResponseResult | undefined>;

  /**
   * Fetches the original interaction response.
   * @example
   * const message = await rest.getOriginalInteractionResponse(appId, interaction.token);
   * @see {@link https://discord.com/developers/docs/interactions/receiving-and-responding#get-original-interaction-response | Get Original Interaction Response}
   */
  getOriginalInteractionResponse(
    applicationId: Snowflake,
    interactionToken: string,
    options?: CallOptions,
  ): Promise<APIMessage>;

  /**
   * Edits the original interaction response (also how a deferred reply is filled in). With `files`, sends
   * them too (see {@link MessageCallOptions}: without `attachments` the message's files stay).
   * @example
   * await rest.editOriginalInteractionResponse(appId, interaction.token, { content: 'Done' });
   * @see {@link https://discord.com/developers/docs/interactions/receiving-and-responding#edit-original-interaction-response | Edit Original Interaction Response}
   */
  editOriginalInteractionResponse(
    applicationId: Snowflake,
    interactionToken: string,
    body: Encodable<APIInteractionResponseMessageData>,
    options?: MessageCallOptions,
  ): Promise<APIMessage>;

  /**
   * Deletes the original interaction response; a retry that finds it already gone (10008) resolves.
   * @example
   * await rest.deleteOriginalInteractionResponse(appId, interaction.token);
   * @see {@link https://discord.com/developers/docs/interactions/receiving-and-responding#delete-original-interaction-response | Delete Original Interaction Response}
   */
  deleteOriginalInteractionResponse(
    applicationId: Snowflake,
    interactionToken: string,
    options?: CallOptions,
  ): Promise<void>;

  /**
   * Sends a follow-up message; never replayed after an ambiguous failure, so it is never posted twice. With
   * `files`, sends them too (multipart; see {@link MessageCallOptions}).
   * @example
   * await rest.createFollowupMessage(appId, interaction.token, { content: 'The chart' }, {
   *   files: [{ name: 'chart.png', data: pngBytes }],
   * });
   * await rest.createFollowupMessage(appId, interaction.token, { content: 'One more thing', flags: 64 });
   * @see {@link https://discord.com/developers/docs/interactions/receiving-and-responding#create-followup-message | Create Followup Message}
   */
  createFollowupMessage(
    applicationId: Snowflake,
    interactionToken: string,
    body: Encodable<APIInteractionResponseMessageData>,
    options?: MessageCallOptions,
  ): Promise<APIMessage>;

  /**
   * Fetches a follow-up message.
   * @example
   * const message = await rest.getFollowupMessage(appId, interaction.token, messageId);
   * @see {@link https://discord.com/developers/docs/interactions/receiving-and-responding#get-followup-message | Get Followup Message}
   */
  getFollowupMessage(
    applicationId: Snowflake,
    interactionToken: string,
    messageId: Snowflake,
    options?: CallOptions,
  ): Promise<APIMessage>;

  /**
   * Edits a follow-up message (with `files`, as {@link InteractionMethods.editOriginalInteractionResponse}).
   * @example
   * await rest.editFollowupMessage(appId, interaction.token, messageId, { content: 'Edited' });
   * @see {@link https://discord.com/developers/docs/interactions/receiving-and-responding#edit-followup-message | Edit Followup Message}
   */
  editFollowupMessage(
    applicationId: Snowflake,
    interactionToken: string,
    messageId: Snowflake,
    body: Encodable<APIInteractionResponseMessageData>,
    options?: MessageCallOptions,
  ): Promise<APIMessage>;

  /**
   * Deletes a follow-up message; a retry that finds it already gone (10008) resolves.
   * @example
   * await rest.deleteFollowupMessage(appId, interaction.token, messageId);
   * @see {@link https://discord.com/developers/docs/interactions/receiving-and-responding#delete-followup-message | Delete Followup Message}
   */
  deleteFollowupMessage(
    applicationId: Snowflake,
    interactionToken: string,
    messageId: Snowflake,
    options?: CallOptions,
  ): Promise<void>;
}
