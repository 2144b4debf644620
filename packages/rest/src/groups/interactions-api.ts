import {
  type APIInteractionResponse,
  type APIInteractionResponseMessageData,
  type APIMessage,
  Endpoints,
  InteractionResponseType,
  type RESTPostAPIInteractionCallbackWithResponseResult,
  type Snowflake,
} from '@slashkit/api';
import type { CallOptions } from '../call-options.js';
import type { RESTCore } from '../client/rest-core.js';
import { RESTError } from '../errors/rest-error.js';
import type { MessageCallOptions } from '../files/message-call-options.js';
import type { Encodable } from '../json-encodable.js';
import type { InteractionResponseOptions } from './interaction-response-options.js';

/**
 * Answering interactions (`rest.interactions`): the callback, and the original response and follow-ups on
 * the interaction webhook. None sends an Authorization header (the interaction token is the credential,
 * and is redacted everywhere), none counts toward the global limit.
 * @example
 * await rest.interactions.createFollowupMessage(appId, interaction.token, { content: 'One more thing' });
 * @see {@link https://discord.com/developers/docs/interactions/receiving-and-responding | Receiving and responding to interactions}
 */
export class InteractionsAPI {
  readonly #core: RESTCore;

  /** @internal Built by `REST` over its request core. */
  constructor(core: RESTCore) {
    this.#core = core;
  }

  /**
   * Answers an interaction through the callback endpoint (no Authorization header; exempt from the global
   * limit). Never replayed after an ambiguous failure, since a second answer would fail with 40060.
   * With `withResponse`, resolves with the created resource; otherwise with `undefined`. A reply (4) or an
   * update (7) may carry `files` (see {@link MessageCallOptions}).
   * @example
   * await rest.interactions.createInteractionResponse(interaction.id, interaction.token, { type: 4, data: { content: 'Hi' } });
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
   * await rest.interactions.createInteractionResponse(interaction.id, interaction.token, { type: 5 });
   */
  createInteractionResponse(
    interactionId: Snowflake,
    interactionToken: string,
    body: Encodable<APIInteractionResponse>,
    options?: InteractionResponseOptions,
  ): Promise<RESTPostAPIInteractionCallbackWithResponseResult | undefined>;
  createInteractionResponse(
    interactionId: Snowflake,
    interactionToken: string,
    body: Encodable<APIInteractionResponse>,
    options: InteractionResponseOptions = {},
  ): Promise<RESTPostAPIInteractionCallbackWithResponseResult | undefined> {
    const { withResponse, ...call } = options;
    if (call.files !== undefined && call.files.length > 0) {
      const type = (body as { type?: unknown }).type;
      if (
        type !== InteractionResponseType.ChannelMessageWithSource &&
        type !== InteractionResponseType.UpdateMessage
      )
        return Promise.reject(
          new RESTError(
            'INVALID_ARGUMENT',
            `createInteractionResponse(): a response of type ${String(type)} carries no files; send them with a reply (4) or an update (7), or in a follow-up.`,
          ),
        );
    }
    return this.#core.send(Endpoints.createInteractionResponse, { interactionId, interactionToken }, body, {
      ...call,
      ...(withResponse ? { query: { with_response: true } } : {}),
      caller: 'createInteractionResponse()',
    });
  }

  /**
   * Fetches the original interaction response.
   * @example
   * const message = await rest.interactions.getOriginalInteractionResponse(appId, interaction.token);
   * @see {@link https://discord.com/developers/docs/interactions/receiving-and-responding#get-original-interaction-response | Get Original Interaction Response}
   */
  getOriginalInteractionResponse(
    applicationId: Snowflake,
    interactionToken: string,
    options?: CallOptions,
  ): Promise<APIMessage> {
    const params = { webhookId: applicationId, webhookToken: interactionToken };
    return this.#core.send(Endpoints.getOriginalWebhookMessage, params, undefined, options);
  }

  /**
   * Edits the original interaction response (also how a deferred reply is filled in). With `files`, sends
   * them too (see {@link MessageCallOptions}: without `attachments` the message's files stay).
   * @example
   * await rest.interactions.editOriginalInteractionResponse(appId, interaction.token, { content: 'Done' });
   * @see {@link https://discord.com/developers/docs/interactions/receiving-and-responding#edit-original-interaction-response | Edit Original Interaction Response}
   */
  editOriginalInteractionResponse(
    applicationId: Snowflake,
    interactionToken: string,
    body: Encodable<APIInteractionResponseMessageData>,
    options?: MessageCallOptions,
  ): Promise<APIMessage> {
    const params = { webhookId: applicationId, webhookToken: interactionToken };
    return this.#core.send(Endpoints.updateOriginalWebhookMessage, params, body, {
      ...options,
      caller: 'editOriginalInteractionResponse()',
    });
  }

  /**
   * Deletes the original interaction response; a retry that finds it already gone (10008) resolves.
   * @example
   * await rest.interactions.deleteOriginalInteractionResponse(appId, interaction.token);
   * @see {@link https://discord.com/developers/docs/interactions/receiving-and-responding#delete-original-interaction-response | Delete Original Interaction Response}
   */
  deleteOriginalInteractionResponse(
    applicationId: Snowflake,
    interactionToken: string,
    options?: CallOptions,
  ): Promise<void> {
    const params = { webhookId: applicationId, webhookToken: interactionToken };
    return this.#core.send(Endpoints.deleteOriginalWebhookMessage, params, undefined, options);
  }

  /**
   * Sends a follow-up message; never replayed after an ambiguous failure, so it is never posted twice. With
   * `files`, sends them too (multipart; see {@link MessageCallOptions}).
   * @example
   * await rest.interactions.createFollowupMessage(appId, interaction.token, { content: 'The chart' }, {
   *   files: [{ name: 'chart.png', data: pngBytes }],
   * });
   * await rest.interactions.createFollowupMessage(appId, interaction.token, { content: 'One more thing', flags: 64 });
   * @see {@link https://discord.com/developers/docs/interactions/receiving-and-responding#create-followup-message | Create Followup Message}
   */
  createFollowupMessage(
    applicationId: Snowflake,
    interactionToken: string,
    body: Encodable<APIInteractionResponseMessageData>,
    options?: MessageCallOptions,
  ): Promise<APIMessage> {
    const params = { webhookId: applicationId, webhookToken: interactionToken };
    // For an interaction, `wait` is implied: the service answers with the message posted.
    return this.#core.send(Endpoints.executeWebhook, params, body, {
      ...options,
      caller: 'createFollowupMessage()',
    });
  }

  /**
   * Fetches a follow-up message.
   * @example
   * const message = await rest.interactions.getFollowupMessage(appId, interaction.token, messageId);
   * @see {@link https://discord.com/developers/docs/interactions/receiving-and-responding#get-followup-message | Get Followup Message}
   */
  getFollowupMessage(
    applicationId: Snowflake,
    interactionToken: string,
    messageId: Snowflake,
    options?: CallOptions,
  ): Promise<APIMessage> {
    const params = { webhookId: applicationId, webhookToken: interactionToken, messageId };
    return this.#core.send(Endpoints.getWebhookMessage, params, undefined, options);
  }

  /**
   * Edits a follow-up message (with `files`, as {@link InteractionsAPI.editOriginalInteractionResponse}).
   * @example
   * await rest.interactions.editFollowupMessage(appId, interaction.token, messageId, { content: 'Edited' });
   * @see {@link https://discord.com/developers/docs/interactions/receiving-and-responding#edit-followup-message | Edit Followup Message}
   */
  editFollowupMessage(
    applicationId: Snowflake,
    interactionToken: string,
    messageId: Snowflake,
    body: Encodable<APIInteractionResponseMessageData>,
    options?: MessageCallOptions,
  ): Promise<APIMessage> {
    const params = { webhookId: applicationId, webhookToken: interactionToken, messageId };
    return this.#core.send(Endpoints.updateWebhookMessage, params, body, {
      ...options,
      caller: 'editFollowupMessage()',
    });
  }

  /**
   * Deletes a follow-up message; a retry that finds it already gone (10008) resolves.
   * @example
   * await rest.interactions.deleteFollowupMessage(appId, interaction.token, messageId);
   * @see {@link https://discord.com/developers/docs/interactions/receiving-and-responding#delete-followup-message | Delete Followup Message}
   */
  deleteFollowupMessage(
    applicationId: Snowflake,
    interactionToken: string,
    messageId: Snowflake,
    options?: CallOptions,
  ): Promise<void> {
    const params = { webhookId: applicationId, webhookToken: interactionToken, messageId };
    return this.#core.send(Endpoints.deleteWebhookMessage, params, undefined, options);
  }
}
