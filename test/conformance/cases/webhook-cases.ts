import { Endpoints } from '@slashkit/api';
import { type Case, GENERAL, GUILD, type Harness } from '../harness.js';

// Channel webhooks: made, listed and managed by the bot with Manage Webhooks, then read, edited, executed
// and deleted with their own token (service-facts "Webhooks"; the document's webhook operations).

const STAFF = '1250000000000000408';
const CATEGORY = '1250000000000000401';
const UNKNOWN = '1250000000000009999';
const channelHooks = 'POST /channels/{channel_id}/webhooks';
const bot = (h: Harness) => `Bot ${h.emu.world.application.botToken}`;
const json = (
  h: Harness,
  method: string,
  path: string,
  body?: unknown,
  authorization: string | undefined = bot(h),
) =>
  h.raw(method, path, {
    ...(authorization === undefined ? {} : { authorization }),
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
const tokenPath = (h: Harness, rest = '') => `/webhooks/${h.state.webhook}/${h.state.webhookToken}${rest}`;

export const webhookCases: Case[] = [
  {
    op: channelHooks,
    status: 200,
    as: 'Bot',
    what: 'a webhook for #general',
    run: async (h) => {
      const made = await h.sdk.webhooks.createWebhook(GENERAL, { name: 'Logs' }, { reason: 'logging' });
      h.state.webhook = made.id;
      h.state.webhookToken = made.token ?? '';
      return made;
    },
  },
  {
    op: channelHooks,
    status: 400,
    code: 50035,
    as: 'Bot',
    what: 'a name with "clyde" in it',
    run: (h) => json(h, 'POST', `/channels/${GENERAL}/webhooks`, { name: 'Clyde' }),
  },
  {
    op: channelHooks,
    status: 400,
    code: 50024,
    as: 'Bot',
    what: 'in a category',
    run: (h) => json(h, 'POST', `/channels/${CATEGORY}/webhooks`, { name: 'Logs' }),
  },
  {
    op: Endpoints.listChannelWebhooks,
    status: 200,
    as: 'Bot',
    what: "the channel's webhooks",
    run: (h) => h.sdk.webhooks.getChannelWebhooks(GENERAL),
  },
  {
    op: Endpoints.listChannelWebhooks,
    status: 403,
    code: 50001,
    as: 'Bot',
    what: 'a channel the bot cannot view',
    run: (h) => json(h, 'GET', `/channels/${STAFF}/webhooks`),
  },
  {
    op: Endpoints.getGuildWebhooks,
    status: 200,
    as: 'Bot',
    what: "the guild's webhooks",
    run: (h) => h.sdk.webhooks.getGuildWebhooks(GUILD),
  },
  {
    op: Endpoints.getGuildWebhooks,
    status: 404,
    code: 10004,
    as: 'Bot',
    what: 'an unknown guild',
    run: (h) => json(h, 'GET', `/guilds/${UNKNOWN}/webhooks`),
  },
  {
    op: Endpoints.getWebhook,
    status: 200,
    as: 'Bot',
    what: 'its own webhook',
    run: (h) => h.sdk.webhooks.getWebhook(h.state.webhook!),
  },
  {
    op: Endpoints.getWebhook,
    status: 404,
    code: 10015,
    as: 'Bot',
    what: 'an unknown webhook',
    run: (h) => json(h, 'GET', `/webhooks/${UNKNOWN}`),
  },
  {
    op: Endpoints.updateWebhook,
    status: 200,
    as: 'Bot',
    what: 'a new name',
    run: (h) => h.sdk.webhooks.editWebhook(h.state.webhook!, { name: 'Audit log' }, { reason: 'renamed' }),
  },
  {
    op: Endpoints.updateWebhook,
    status: 400,
    code: 50035,
    as: 'Bot',
    what: 'an avatar that is not image data',
    run: (h) => json(h, 'PATCH', `/webhooks/${h.state.webhook}`, { avatar: 'data:image/png;base64,aGk=' }),
  },
  {
    op: Endpoints.getWebhookByToken,
    status: 200,
    as: 'none',
    what: 'the webhook with its token',
    run: (h) => h.sdk.webhooks.getWebhookWithToken(h.state.webhook!, h.state.webhookToken!),
  },
  {
    op: Endpoints.getWebhookByToken,
    status: 401,
    code: 50027,
    as: 'bad token',
    what: 'a token of no webhook',
    run: (h) => json(h, 'GET', `/webhooks/${h.state.webhook}/not-its-token`, undefined, undefined),
  },
  {
    op: Endpoints.executeWebhook,
    status: 200,
    as: 'none',
    what: 'a message under another name, waited for',
    run: async (h) => {
      const sent = await h.sdk.webhooks.executeWebhook(
        h.state.webhook!,
        h.state.webhookToken!,
        { content: 'Deployed', username: 'CI', avatar_url: 'https://example.com/ci.png' },
        { wait: true },
      );
      h.state.webhookMessage = sent.id;
      return sent;
    },
  },
  {
    op: Endpoints.executeWebhook,
    status: 204,
    as: 'none',
    what: 'a message not waited for',
    run: (h) =>
      h.sdk.webhooks.executeWebhook(h.state.webhook!, h.state.webhookToken!, { content: 'fire and forget' }),
  },
  {
    op: Endpoints.executeWebhook,
    status: 400,
    code: 220003,
    as: 'none',
    what: 'thread_name outside a forum',
    run: (h) => json(h, 'POST', tokenPath(h), { content: 'x', thread_name: 'Post' }, undefined),
  },
  {
    op: Endpoints.getWebhookMessage,
    status: 200,
    as: 'none',
    what: 'a message the webhook posted',
    run: (h) =>
      h.sdk.webhooks.getWebhookMessage(h.state.webhook!, h.state.webhookToken!, h.state.webhookMessage!),
  },
  {
    op: Endpoints.updateWebhookMessage,
    status: 200,
    as: 'none',
    what: 'its message edited',
    run: (h) =>
      h.sdk.webhooks.editWebhookMessage(h.state.webhook!, h.state.webhookToken!, h.state.webhookMessage!, {
        content: 'Deployed v2',
      }),
  },
  {
    op: Endpoints.deleteWebhookMessage,
    status: 204,
    as: 'none',
    what: 'its message deleted',
    run: (h) =>
      h.sdk.webhooks.deleteWebhookMessage(h.state.webhook!, h.state.webhookToken!, h.state.webhookMessage!),
  },
  {
    op: Endpoints.updateWebhookByToken,
    status: 200,
    as: 'none',
    what: 'renamed with its token',
    run: (h) =>
      h.sdk.webhooks.editWebhookWithToken(h.state.webhook!, h.state.webhookToken!, { name: 'Renamed' }),
  },
  {
    op: Endpoints.updateWebhookByToken,
    status: 400,
    code: 50035,
    as: 'none',
    what: 'a name too long',
    run: (h) => json(h, 'PATCH', tokenPath(h), { name: 'x'.repeat(81) }, undefined),
  },
  {
    op: Endpoints.deleteWebhookByToken,
    status: 401,
    code: 50027,
    as: 'bad token',
    what: 'a token of no webhook',
    run: (h) => json(h, 'DELETE', `/webhooks/${h.state.webhook}/not-its-token`, undefined, undefined),
  },
  {
    op: Endpoints.deleteWebhookByToken,
    status: 204,
    as: 'none',
    what: 'deleted with its token',
    run: (h) => h.sdk.webhooks.deleteWebhookWithToken(h.state.webhook!, h.state.webhookToken!),
  },
  {
    op: Endpoints.deleteWebhook,
    status: 404,
    code: 10015,
    as: 'Bot',
    what: 'a webhook already deleted',
    run: (h) => json(h, 'DELETE', `/webhooks/${h.state.webhook}`),
  },
  {
    op: Endpoints.deleteWebhook,
    status: 204,
    as: 'Bot',
    what: 'another webhook deleted by id',
    run: async (h) => {
      const made = await h.sdk.webhooks.createWebhook(GENERAL, { name: 'Temp' });
      return h.sdk.webhooks.deleteWebhook(made.id, { reason: 'unused' });
    },
  },
];
