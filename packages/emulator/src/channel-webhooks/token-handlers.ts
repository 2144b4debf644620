import { AttachmentLimits } from '@slashkit/api';
import { throwIfInvalid } from '../http/http-error.js';
import { jsonResponse } from '../http/json-response.js';
import { QueryValues } from '../http/query-values.js';
import { readMessageBody } from '../http/read-message-body.js';
import type { RouteContext } from '../http/router.js';
import { toChannelMessage } from '../messages/to-channel-message.js';
import { type WireView, wireView } from '../messages/wire-view.js';
import type { EmulatorWebhook } from '../state/webhook-store.js';
import {
  channelWebhookMessage,
  deleteChannelWebhookMessage,
  editChannelWebhookMessage,
} from './channel-webhook-messages.js';
import { executeChannelWebhook } from './execute-channel-webhook.js';
import { toApiWebhook } from './to-api-webhook.js';
import { tokenWebhook } from './token-webhook.js';

// A channel webhook's messages take files of the service's default size.
const uploadLimits = Object.freeze({ maxFileBytes: AttachmentLimits.defaultSizeLimit });

/** The id and token of a `/webhooks/{id}/{token}…` request, as the route names them. */
export interface WebhookTokenParams {
  webhookId: string;
  token: string;
}

/**
 * The answers of the token routes for a channel webhook (the id of a webhook, not of an application with
 * an interaction token): the interaction routes hand a request here when its id names a channel webhook,
 * so one route serves both kinds. Each checks the token first (`tokenWebhook`: 404/10015, 401/50027).
 * @see {@link https://discord.com/developers/docs/resources/webhook | Webhook resource}
 */
export const ChannelWebhookTokenHandlers = {
  /** `GET /webhooks/{id}/{token}`: the webhook, without its maker. */
  get(ctx: RouteContext, { webhookId, token }: WebhookTokenParams): Response {
    const webhook = tokenWebhook(ctx.emulator, webhookId, token);
    return jsonResponse(200, toApiWebhook(ctx.emulator, webhook, { withUser: false, withToken: true }));
  },

  /** `POST /webhooks/{id}/{token}`: posts; `?wait=true` answers the message, else 204. */
  async execute(ctx: RouteContext, { webhookId, token }: WebhookTokenParams): Promise<Response> {
    const webhook = tokenWebhook(ctx.emulator, webhookId, token);
    const query = new QueryValues(ctx.url);
    const wait = query.boolean('wait');
    const threadId = query.snowflake('thread_id');
    const withComponents = query.boolean('with_components');
    throwIfInvalid(query.errors);
    const { body, files } = await readMessageBody(ctx.request, uploadLimits);
    const message = executeChannelWebhook(
      ctx.emulator,
      webhook,
      body,
      { origin: ctx.url.origin, files },
      {
        threadId,
        withComponents,
      },
    );
    return wait
      ? jsonResponse(200, toChannelMessage(message, ctx.emulator.state.messages, readerOf(ctx, webhook)))
      : jsonResponse(204);
  },

  /** `GET …/messages/{message.id}` (`?thread_id=` for one in a thread). */
  getMessage(ctx: RouteContext, { webhookId, token }: WebhookTokenParams, messageId: string): Response {
    const webhook = tokenWebhook(ctx.emulator, webhookId, token);
    const query = new QueryValues(ctx.url);
    const threadId = query.snowflake('thread_id');
    throwIfInvalid(query.errors);
    const message = channelWebhookMessage(ctx.emulator, webhook, messageId, threadId);
    return jsonResponse(200, toChannelMessage(message, ctx.emulator.state.messages, readerOf(ctx, webhook)));
  },

  /** `PATCH …/messages/{message.id}` (`?thread_id=`, `?with_components=`). */
  async editMessage(
    ctx: RouteContext,
    { webhookId, token }: WebhookTokenParams,
    messageId: string,
  ): Promise<Response> {
    const webhook = tokenWebhook(ctx.emulator, webhookId, token);
    const query = new QueryValues(ctx.url);
    const threadId = query.snowflake('thread_id');
    const withComponents = query.boolean('with_components');
    throwIfInvalid(query.errors);
    const { body, files } = await readMessageBody(ctx.request, uploadLimits);
    const message = editChannelWebhookMessage(
      ctx.emulator,
      webhook,
      messageId,
      body,
      { origin: ctx.url.origin, files },
      {
        threadId,
        withComponents,
      },
    );
    return jsonResponse(200, toChannelMessage(message, ctx.emulator.state.messages, readerOf(ctx, webhook)));
  },

  /** `DELETE …/messages/{message.id}` (`?thread_id=`). */
  deleteMessage(ctx: RouteContext, { webhookId, token }: WebhookTokenParams, messageId: string): Response {
    const webhook = tokenWebhook(ctx.emulator, webhookId, token);
    const query = new QueryValues(ctx.url);
    const threadId = query.snowflake('thread_id');
    throwIfInvalid(query.errors);
    deleteChannelWebhookMessage(ctx.emulator, webhook, messageId, threadId);
    return jsonResponse(204);
  },
} as const;

/** Who reads a webhook's messages with its token: the bot of the app that owns it (its reactions are `me`), else nobody. */
function readerOf(ctx: RouteContext, webhook: EmulatorWebhook): WireView {
  const application =
    webhook.applicationId === null ? undefined : ctx.emulator.findApplication(webhook.applicationId);
  return wireView(ctx.emulator.state, application?.bot.id ?? null);
}
