import {
  type APIMessage,
  type APIWebhook,
  Endpoints,
  type RESTPatchAPIWebhookJSONBody,
  type RESTPatchAPIWebhookWithTokenJSONBody,
  type RESTPatchAPIWebhookWithTokenMessageJSONBody,
  type RESTPostAPIChannelWebhookJSONBody,
  type RESTPostAPIWebhookWithTokenJSONBody,
  type Snowflake,
} from '@slashkit/api';
import type { AuditLogOptions, CallOptions } from '../call-options.js';
import type { RESTCore } from '../client/rest-core.js';
import type { Encodable } from '../json-encodable.js';
import type {
  EditWebhookMessageOptions,
  ExecuteWebhookOptions,
  WebhookMessageOptions,
} from '../webhook-call-options.js';

/**
 * Channel webhooks (`rest.webhooks`): made, listed and managed by the bot (Bot token, Manage Webhooks), and
 * read, edited, executed and deleted with their own token (no Authorization header; the token is redacted
 * everywhere, and each webhook has its own buckets). An interaction's webhook is `rest.interactions`.
 * @example
 * const hook = await rest.webhooks.createWebhook(channelId, { name: 'Deploys' });
 * await rest.webhooks.executeWebhook(hook.id, hook.token!, { content: 'v1.2 is out' });
 * @see {@link https://discord.com/developers/docs/resources/webhook | Webhook resource}
 */
export class WebhooksAPI {
  readonly #core: RESTCore;

  /** @internal Built by `REST` over its request core. */
  constructor(core: RESTCore) {
    this.#core = core;
  }

  /**
   * Makes an incoming webhook in a channel (`POST /channels/{channel.id}/webhooks`; Manage Webhooks): a name
   * (1-80 characters, no "clyde" or "discord") and an optional avatar as a data URI. Answers with its token;
   * never replayed after an ambiguous failure (a resend makes a second webhook).
   * @example
   * const hook = await rest.webhooks.createWebhook(channelId, { name: 'Deploys' }, { reason: 'CI notices' });
   * @see {@link https://discord.com/developers/docs/resources/webhook#create-webhook | Create Webhook}
   */
  createWebhook(
    channelId: Snowflake,
    body: Encodable<RESTPostAPIChannelWebhookJSONBody>,
    options?: AuditLogOptions,
  ): Promise<APIWebhook> {
    return this.#core.send(Endpoints.createWebhook, { channelId }, body, options);
  }

  /**
   * A channel's webhooks (`GET /channels/{channel.id}/webhooks`; Manage Webhooks).
   * @example
   * const hooks = await rest.webhooks.getChannelWebhooks(channelId);
   * @see {@link https://discord.com/developers/docs/resources/webhook#get-channel-webhooks | Get Channel Webhooks}
   */
  getChannelWebhooks(channelId: Snowflake, options?: CallOptions): Promise<APIWebhook[]> {
    return this.#core.send(Endpoints.listChannelWebhooks, { channelId }, undefined, options);
  }

  /**
   * A guild's webhooks (`GET /guilds/{guild.id}/webhooks`; Manage Webhooks).
   * @example
   * const hooks = await rest.webhooks.getGuildWebhooks(guildId);
   * @see {@link https://discord.com/developers/docs/resources/webhook#get-guild-webhooks | Get Guild Webhooks}
   */
  getGuildWebhooks(guildId: Snowflake, options?: CallOptions): Promise<APIWebhook[]> {
    return this.#core.send(Endpoints.getGuildWebhooks, { guildId }, undefined, options);
  }

  /**
   * A webhook by id (`GET /webhooks/{webhook.id}`): Manage Webhooks, unless the bot's app made it.
   * @example
   * const hook = await rest.webhooks.getWebhook(webhookId);
   * @see {@link https://discord.com/developers/docs/resources/webhook#get-webhook | Get Webhook}
   */
  getWebhook(webhookId: Snowflake, options?: CallOptions): Promise<APIWebhook> {
    return this.#core.send(Endpoints.getWebhook, { webhookId }, undefined, options);
  }

  /**
   * Edits a webhook (`PATCH /webhooks/{webhook.id}`; Manage Webhooks): its name, avatar (a data URI, or
   * null for the default) and the channel it posts in (one of its guild's).
   * @example
   * await rest.webhooks.editWebhook(webhookId, { name: 'Audit log' }, { reason: 'renamed' });
   * @see {@link https://discord.com/developers/docs/resources/webhook#modify-webhook | Modify Webhook}
   */
  editWebhook(
    webhookId: Snowflake,
    body: Encodable<RESTPatchAPIWebhookJSONBody>,
    options?: AuditLogOptions,
  ): Promise<APIWebhook> {
    return this.#core.send(Endpoints.updateWebhook, { webhookId }, body, options);
  }

  /**
   * Deletes a webhook (`DELETE /webhooks/{webhook.id}`; Manage Webhooks); a retry that finds it already gone
   * (10015) resolves.
   * @example
   * await rest.webhooks.deleteWebhook(webhookId, { reason: 'unused' });
   * @see {@link https://discord.com/developers/docs/resources/webhook#delete-webhook | Delete Webhook}
   */
  deleteWebhook(webhookId: Snowflake, options?: AuditLogOptions): Promise<void> {
    return this.#core.send(Endpoints.deleteWebhook, { webhookId }, undefined, options);
  }

  /**
   * A webhook read with its token (`GET /webhooks/{webhook.id}/{webhook.token}`; no `user`).
   * @example
   * const hook = await rest.webhooks.getWebhookWithToken(webhookId, token);
   * @see {@link https://discord.com/developers/docs/resources/webhook#get-webhook-with-token | Get Webhook with Token}
   */
  getWebhookWithToken(webhookId: Snowflake, token: string, options?: CallOptions): Promise<APIWebhook> {
    return this.#core.send(
      Endpoints.getWebhookByToken,
      { webhookId, webhookToken: token },
      undefined,
      options,
    );
  }

  /**
   * Edits a webhook with its token (`PATCH /webhooks/{webhook.id}/{webhook.token}`): its name and avatar
   * (not its channel).
   * @example
   * await rest.webhooks.editWebhookWithToken(webhookId, token, { name: 'Builds' });
   * @see {@link https://discord.com/developers/docs/resources/webhook#modify-webhook-with-token | Modify Webhook with Token}
   */
  editWebhookWithToken(
    webhookId: Snowflake,
    token: string,
    body: Encodable<RESTPatchAPIWebhookWithTokenJSONBody>,
    options?: CallOptions,
  ): Promise<APIWebhook> {
    return this.#core.send(Endpoints.updateWebhookByToken, { webhookId, webhookToken: token }, body, options);
  }

  /**
   * Deletes a webhook with its token (`DELETE /webhooks/{webhook.id}/{webhook.token}`); a retry that finds
   * it already gone (10015) resolves.
   * @example
   * await rest.webhooks.deleteWebhookWithToken(webhookId, token);
   * @see {@link https://discord.com/developers/docs/resources/webhook#delete-webhook-with-token | Delete Webhook with Token}
   */
  deleteWebhookWithToken(webhookId: Snowflake, token: string, options?: CallOptions): Promise<void> {
    return this.#core.send(
      Endpoints.deleteWebhookByToken,
      { webhookId, webhookToken: token },
      undefined,
      options,
    );
  }

  /**
   * Posts with a webhook (`POST /webhooks/{webhook.id}/{webhook.token}`): content, embeds, a poll, files
   * (`options.files`), `username` and `avatar_url` for this message alone, `thread_name` for a forum post,
   * `options.threadId` for a thread of its channel; interactive components only with an app's webhook.
   * With `wait: true`, resolves with the message; otherwise the service answers 204 and this resolves
   * `undefined`. Never replayed after an ambiguous failure (it would post twice).
   * @example
   * const message = await rest.webhooks.executeWebhook(id, token, { content: 'Deployed', username: 'CI' }, { wait: true });
   * @see {@link https://discord.com/developers/docs/resources/webhook#execute-webhook | Execute Webhook}
   */
  executeWebhook(
    webhookId: Snowflake,
    token: string,
    body: Encodable<RESTPostAPIWebhookWithTokenJSONBody>,
    options: ExecuteWebhookOptions & { wait: true },
  ): Promise<APIMessage>;
  /**
   * Posts with a webhook, as the other overload; resolves with the message only when `options.wait` is
   * true, otherwise with `undefined`.
   * @example
   * await rest.webhooks.executeWebhook(id, token, { content: 'Deployed' });
   */
  executeWebhook(
    webhookId: Snowflake,
    token: string,
    body: Encodable<RESTPostAPIWebhookWithTokenJSONBody>,
    options?: ExecuteWebhookOptions,
  ): Promise<APIMessage | undefined>;
  executeWebhook(
    webhookId: Snowflake,
    token: string,
    body: Encodable<RESTPostAPIWebhookWithTokenJSONBody>,
    options: ExecuteWebhookOptions = {},
  ): Promise<APIMessage | undefined> {
    const { wait, threadId, withComponents, ...call } = options;
    return this.#core.send(Endpoints.executeWebhook, { webhookId, webhookToken: token }, body, {
      ...call,
      query: { wait, thread_id: threadId, with_components: withComponents },
      caller: 'executeWebhook()',
    });
  }

  /**
   * A message the webhook posted (`GET /webhooks/{webhook.id}/{webhook.token}/messages/{message.id}`).
   * @example
   * const message = await rest.webhooks.getWebhookMessage(id, token, messageId, { threadId });
   * @see {@link https://discord.com/developers/docs/resources/webhook#get-webhook-message | Get Webhook Message}
   */
  getWebhookMessage(
    webhookId: Snowflake,
    token: string,
    messageId: Snowflake,
    options: WebhookMessageOptions = {},
  ): Promise<APIMessage> {
    const { threadId, ...call } = options;
    const params = { webhookId, webhookToken: token, messageId };
    return this.#core.send(Endpoints.getWebhookMessage, params, undefined, {
      ...call,
      query: { thread_id: threadId },
    });
  }

  /**
   * Edits a message the webhook posted (`PATCH …/messages/{message.id}`): the fields given replace the old
   * ones; `options.files` adds files (the message's stay unless `attachments` says which to keep).
   * @example
   * await rest.webhooks.editWebhookMessage(id, token, messageId, { content: 'Deployed (fixed)' });
   * @see {@link https://discord.com/developers/docs/resources/webhook#edit-webhook-message | Edit Webhook Message}
   */
  editWebhookMessage(
    webhookId: Snowflake,
    token: string,
    messageId: Snowflake,
    body: Encodable<RESTPatchAPIWebhookWithTokenMessageJSONBody>,
    options: EditWebhookMessageOptions = {},
  ): Promise<APIMessage> {
    const { threadId, withComponents, ...call } = options;
    const params = { webhookId, webhookToken: token, messageId };
    return this.#core.send(Endpoints.updateWebhookMessage, params, body, {
      ...call,
      query: { thread_id: threadId, with_components: withComponents },
      caller: 'editWebhookMessage()',
    });
  }

  /**
   * Deletes a message the webhook posted (`DELETE …/messages/{message.id}`); a retry that finds it already
   * gone (10008) resolves.
   * @example
   * await rest.webhooks.deleteWebhookMessage(id, token, messageId);
   * @see {@link https://discord.com/developers/docs/resources/webhook#delete-webhook-message | Delete Webhook Message}
   */
  deleteWebhookMessage(
    webhookId: Snowflake,
    token: string,
    messageId: Snowflake,
    options: WebhookMessageOptions = {},
  ): Promise<void> {
    const { threadId, ...call } = options;
    const params = { webhookId, webhookToken: token, messageId };
    return this.#core.send(Endpoints.deleteWebhookMessage, params, undefined, {
      ...call,
      query: { thread_id: threadId },
    });
  }
}
