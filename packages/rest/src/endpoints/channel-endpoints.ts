import {
  type APIChannel,
  type APIMessage,
  RESTJSONErrorCodes,
  type RESTPatchAPIChannelMessageJSONBody,
  type RESTPostAPIChannelMessageJSONBody,
  Routes,
  type Snowflake,
} from '@slashkit/api';
import type { CallOptions } from '../call-options.js';
import type { ListChannelMessagesOptions } from '../channel-call-options.js';
import type { EndpointCall, FileUpload } from '../client/endpoint-call.js';
import type { RESTCore } from '../client/rest-core.js';
import { RouteTemplates } from '../client/route-templates.js';
import type { MessageCallOptions } from '../files/message-call-options.js';
import type { Encodable } from '../json-encodable.js';
import { queryOf } from '../util/query-of.js';
import type { ChannelMethods } from './channel-methods.js';

/** The channel and message endpoints, over the request core: what {@link ChannelMethods} documents. */
export class ChannelEndpoints implements ChannelMethods {
  readonly #core: RESTCore;

  constructor(core: RESTCore) {
    this.#core = core;
  }

  getChannel(channelId: Snowflake, options?: CallOptions): Promise<APIChannel> {
    return this.#call(
      channelId,
      { method: 'GET', path: Routes.channel(channelId), route: RouteTemplates.channel },
      options,
    );
  }

  getChannelMessages(channelId: Snowflake, options: ListChannelMessagesOptions = {}): Promise<APIMessage[]> {
    const { around, before, after, limit } = options;
    return this.#call(
      channelId,
      {
        method: 'GET',
        path: Routes.channelMessages(channelId),
        route: RouteTemplates.channelMessages,
        query: queryOf({ around, before, after, limit }),
      },
      options,
    );
  }

  getChannelMessage(channelId: Snowflake, messageId: Snowflake, options?: CallOptions): Promise<APIMessage> {
    return this.#call(channelId, this.#message('GET', channelId, messageId), options);
  }

  createMessage(
    channelId: Snowflake,
    body: Encodable<RESTPostAPIChannelMessageJSONBody>,
    options?: MessageCallOptions,
  ): Promise<APIMessage> {
    return this.#call(
      channelId,
      {
        method: 'POST',
        path: Routes.channelMessages(channelId),
        route: RouteTemplates.channelMessages,
        body,
        // A replayed POST would send the message twice.
        replay: 'unsent-only',
        ...uploadOf('createMessage()', 'create', options),
      },
      options,
    );
  }

  editMessage(
    channelId: Snowflake,
    messageId: Snowflake,
    body: Encodable<RESTPatchAPIChannelMessageJSONBody>,
    options?: MessageCallOptions,
  ): Promise<APIMessage> {
    return this.#call(
      channelId,
      {
        ...this.#message('PATCH', channelId, messageId),
        body,
        ...uploadOf('editMessage()', 'edit', options),
      },
      options,
    );
  }

  deleteMessage(channelId: Snowflake, messageId: Snowflake, options?: CallOptions): Promise<void> {
    return this.#call(
      channelId,
      { ...this.#message('DELETE', channelId, messageId), goneCode: RESTJSONErrorCodes.UnknownMessage },
      options,
    );
  }

  #message(method: 'GET' | 'PATCH' | 'DELETE', channelId: Snowflake, messageId: Snowflake) {
    return {
      method,
      path: Routes.channelMessage(channelId, messageId),
      route: RouteTemplates.channelMessage,
    } as const;
  }

  // Every channel route is limited per channel: the channel id is the major parameter.
  #call<T>(
    channelId: Snowflake,
    call: Pick<EndpointCall, 'method' | 'path' | 'route'> & Partial<EndpointCall>,
    options: CallOptions | undefined,
  ): Promise<T> {
    return this.#core.call({ auth: true, replay: 'always', ...call, majorParameter: channelId, options });
  }
}

/** The files of a create or an edit, as the request core sends them (multipart); nothing without files. */
function uploadOf(
  method: string,
  mode: FileUpload['mode'],
  options: MessageCallOptions | undefined,
): { upload?: FileUpload } {
  const files = options?.files;
  if (files === undefined || files.length === 0) return {};
  return { upload: { files, mode, at: 'body', sizeLimit: options?.attachmentSizeLimit, method } };
}
