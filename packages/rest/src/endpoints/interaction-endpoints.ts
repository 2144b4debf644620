import {
  type APIInteractionResponse,
  type APIInteractionResponseMessageData,
  type APIMessage,
  InteractionResponseType,
  RESTJSONErrorCodes,
  type RESTPostAPIInteractionCallbackWithResponseResult,
  Routes,
  type Snowflake,
} from '@slashkit/api';
import type { CallOptions } from '../call-options.js';
import type { FileUpload } from '../client/endpoint-call.js';
import type { RESTCore } from '../client/rest-core.js';
import { RouteTemplates } from '../client/route-templates.js';
import { RESTError } from '../errors/rest-error.js';
import type { MessageCallOptions } from '../files/message-call-options.js';
import type { Encodable } from '../json-encodable.js';
import { hashSecret } from '../util/hash-secret.js';
import type { InteractionMethods } from './interaction-methods.js';
import type { InteractionResponseOptions } from './interaction-response-options.js';

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
    let upload: FileUpload | undefined;
    if (options.files !== undefined && options.files.length > 0) {
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
      upload = fileUpload(
        'createInteractionResponse()',
        options,
        type === InteractionResponseType.UpdateMessage ? 'edit' : 'create',
        'data',
      );
    }
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
      ...(upload ? { upload } : {}),
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
    options?: MessageCallOptions,
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
    options?: MessageCallOptions,
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
    options?: MessageCallOptions,
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
    options: MessageCallOptions | undefined,
  ): Promise<T> {
    const files = options?.files;
    const upload =
      files !== undefined && files.length > 0
        ? fileUpload(
            method === 'POST'
              ? 'createFollowupMessage()'
              : messageId === '@original'
                ? 'editOriginalInteractionResponse()'
                : 'editFollowupMessage()',
            options!,
            method === 'POST' ? 'create' : 'edit',
            'body',
          )
        : undefined;
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
      ...(upload ? { upload } : {}),
    });
  }
}

/** The upload of a call with files (see `MessageCallOptions`). */
function fileUpload(
  method: string,
  options: MessageCallOptions,
  mode: FileUpload['mode'],
  at: FileUpload['at'],
): FileUpload {
  return { files: options.files ?? [], mode, at, sizeLimit: options.attachmentSizeLimit, method };
}
