import {
  type APIInteractionResponse,
  type APIInteractionResponseMessageData,
  type APIMessage,
  RESTJSONErrorCodes,
  type RESTPostAPIInteractionCallbackWithResponseResult,
  Routes,
  type Snowflake,
} from '@slashkit/api';
import type { CallOptions, InteractionResponseOptions } from '../call-options.js';
import { RouteTemplates } from '../client/route-templates.js';
import type { Encodable } from '../json-encodable.js';
import { hashSecret } from '../util/hash-secret.js';
import { PermissionEndpoints } from './permission-endpoints.js';

/**
 * The interaction endpoints of {@link REST}: the callback, and the original response and follow-ups on the
 * interaction webhook. None sends an Authorization header, none counts toward the global limit.
 */
export abstract class InteractionEndpoints extends PermissionEndpoints {
  /**
   * Answers an interaction through the callback endpoint (no Authorization header; exempt from the global
   * limit). Never replayed after an ambiguous failure, since a second answer would fail with 40060.
   * With `withResponse`, resolves with the created resource; otherwise with `undefined`.
   * @example
   * await rest.createInteractionResponse(interaction.id, interaction.token, { type: 4, data: { content: 'Hi' } });
   * @see service-facts "Interactions"
   */
  createInteractionResponse(
    interactionId: Snowflake,
    interactionToken: string,
    body: Encodable<APIInteractionResponse>,
    options: InteractionResponseOptions & { withResponse: true },
  ): Promise<RESTPostAPIInteractionCallbackWithResponseResult>;
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
    return this.call({
      method: 'POST',
      path: Routes.interactionCallback(interactionId, interactionToken),
      route: RouteTemplates.callback,
      majorParameter: interactionId,
      auth: false,
      replay: 'unsent-only',
      exemptFromGlobal: true,
      ...(options.withResponse ? { query: 'with_response=true' } : {}),
      body,
      secrets: [interactionToken],
      options,
    });
  }

  /**
   * Fetches the original interaction response.
   * @example
   * const message = await rest.getOriginalInteractionResponse(appId, interaction.token);
   * @see service-facts "Endpoints left out of the spec"
   */
  getOriginalInteractionResponse(
    applicationId: Snowflake,
    interactionToken: string,
    options?: CallOptions,
  ): Promise<APIMessage> {
    return this.#webhookCall('GET', applicationId, interactionToken, '@original', undefined, options);
  }

  /**
   * Edits the original interaction response (also how a deferred reply is filled in).
   * @example
   * await rest.editOriginalInteractionResponse(appId, interaction.token, { content: 'Done' });
   * @see service-facts "Endpoints left out of the spec"
   */
  editOriginalInteractionResponse(
    applicationId: Snowflake,
    interactionToken: string,
    body: Encodable<APIInteractionResponseMessageData>,
    options?: CallOptions,
  ): Promise<APIMessage> {
    return this.#webhookCall('PATCH', applicationId, interactionToken, '@original', body, options);
  }

  /**
   * Deletes the original interaction response; a retry that finds it already gone (10008) resolves.
   * @example
   * await rest.deleteOriginalInteractionResponse(appId, interaction.token);
   * @see service-facts "Endpoints left out of the spec"
   */
  deleteOriginalInteractionResponse(
    applicationId: Snowflake,
    interactionToken: string,
    options?: CallOptions,
  ): Promise<void> {
    return this.#webhookCall('DELETE', applicationId, interactionToken, '@original', undefined, options);
  }

  /**
   * Sends a follow-up message; never replayed after an ambiguous failure, so it is never posted twice.
   * @example
   * await rest.createFollowupMessage(appId, interaction.token, { content: 'One more thing', flags: 64 });
   * @see service-facts "Endpoints left out of the spec"
   */
  createFollowupMessage(
    applicationId: Snowflake,
    interactionToken: string,
    body: Encodable<APIInteractionResponseMessageData>,
    options?: CallOptions,
  ): Promise<APIMessage> {
    return this.#webhookCall('POST', applicationId, interactionToken, undefined, body, options);
  }

  /**
   * Fetches a follow-up message.
   * @example
   * const message = await rest.getFollowupMessage(appId, interaction.token, messageId);
   * @see service-facts "Endpoints left out of the spec"
   */
  getFollowupMessage(
    applicationId: Snowflake,
    interactionToken: string,
    messageId: Snowflake,
    options?: CallOptions,
  ): Promise<APIMessage> {
    return this.#webhookCall('GET', applicationId, interactionToken, messageId, undefined, options);
  }

  /**
   * Edits a follow-up message.
   * @example
   * await rest.editFollowupMessage(appId, interaction.token, messageId, { content: 'Edited' });
   * @see service-facts "Endpoints left out of the spec"
   */
  editFollowupMessage(
    applicationId: Snowflake,
    interactionToken: string,
    messageId: Snowflake,
    body: Encodable<APIInteractionResponseMessageData>,
    options?: CallOptions,
  ): Promise<APIMessage> {
    return this.#webhookCall('PATCH', applicationId, interactionToken, messageId, body, options);
  }

  /**
   * Deletes a follow-up message; a retry that finds it already gone (10008) resolves.
   * @example
   * await rest.deleteFollowupMessage(appId, interaction.token, messageId);
   * @see service-facts "Endpoints left out of the spec"
   */
  deleteFollowupMessage(
    applicationId: Snowflake,
    interactionToken: string,
    messageId: Snowflake,
    options?: CallOptions,
  ): Promise<void> {
    return this.#webhookCall('DELETE', applicationId, interactionToken, messageId, undefined, options);
  }

  // The interaction webhook: POST a follow-up (no `messageId`), or read, edit or delete one message of it.
  #webhookCall<T>(
    method: 'POST' | 'GET' | 'PATCH' | 'DELETE',
    applicationId: Snowflake,
    interactionToken: string,
    messageId: Snowflake | '@original' | undefined,
    body: unknown,
    options: CallOptions | undefined,
  ): Promise<T> {
    return this.call({
      method,
      path:
        messageId === undefined
          ? Routes.webhook(applicationId, interactionToken)
          : Routes.webhookMessage(applicationId, interactionToken, messageId),
      route:
        messageId === undefined
          ? RouteTemplates.webhook
          : messageId === '@original'
            ? RouteTemplates.original
            : RouteTemplates.webhookMessage,
      majorParameter: `${applicationId}:${hashSecret(interactionToken)}`,
      auth: false,
      // Reading, replacing or deleting a message twice ends in the same state, so these may be replayed;
      // a replayed POST would post the follow-up twice.
      replay: method === 'POST' ? 'unsent-only' : 'always',
      exemptFromGlobal: true,
      body,
      secrets: [interactionToken],
      options,
      ...(method === 'DELETE' ? { goneCode: RESTJSONErrorCodes.UnknownMessage } : {}),
    });
  }
}
