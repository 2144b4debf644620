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
import type { RESTCore } from '../client/rest-core.js';
import { RouteTemplates } from '../client/route-templates.js';
import type { Encodable } from '../json-encodable.js';
import { hashSecret } from '../util/hash-secret.js';
import type { InteractionMethods } from './interaction-methods.js';

/** The interaction endpoints, over the request core: what {@link InteractionMethods} documents. */
export class InteractionEndpoints implements InteractionMethods {
  readonly #core: RESTCore;

  constructor(core: RESTCore) {
    this.#core = core;
  }

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
    return this.#core.call({
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

  getOriginalInteractionResponse(
    applicationId: Snowflake,
    interactionToken: string,
    options?: CallOptions,
  ): Promise<APIMessage> {
    return this.#webhookCall('GET', applicationId, interactionToken, '@original', undefined, options);
  }

  editOriginalInteractionResponse(
    applicationId: Snowflake,
    interactionToken: string,
    body: Encodable<APIInteractionResponseMessageData>,
    options?: CallOptions,
  ): Promise<APIMessage> {
    return this.#webhookCall('PATCH', applicationId, interactionToken, '@original', body, options);
  }

  deleteOriginalInteractionResponse(
    applicationId: Snowflake,
    interactionToken: string,
    options?: CallOptions,
  ): Promise<void> {
    return this.#webhookCall('DELETE', applicationId, interactionToken, '@original', undefined, options);
  }

  createFollowupMessage(
    applicationId: Snowflake,
    interactionToken: string,
    body: Encodable<APIInteractionResponseMessageData>,
    options?: CallOptions,
  ): Promise<APIMessage> {
    return this.#webhookCall('POST', applicationId, interactionToken, undefined, body, options);
  }

  getFollowupMessage(
    applicationId: Snowflake,
    interactionToken: string,
    messageId: Snowflake,
    options?: CallOptions,
  ): Promise<APIMessage> {
    return this.#webhookCall('GET', applicationId, interactionToken, messageId, undefined, options);
  }

  editFollowupMessage(
    applicationId: Snowflake,
    interactionToken: string,
    messageId: Snowflake,
    body: Encodable<APIInteractionResponseMessageData>,
    options?: CallOptions,
  ): Promise<APIMessage> {
    return this.#webhookCall('PATCH', applicationId, interactionToken, messageId, body, options);
  }

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
    return this.#core.call({
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
