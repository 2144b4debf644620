import * as D from 'discord-api-spec/zod';
import * as z from 'zod/mini';
import type { Operation } from './operations.js';

// The operations of channel webhooks, emojis, stickers, scheduled events, AutoMod, stage instances, the
// soundboard and voice, keyed `METHOD path-template` as Discord's OpenAPI document spells them, with its
// request and response schemas (the document's inline request bodies spelled out as it gives them).

const webhookResponse = z.union([
  D.ApplicationIncomingWebhookResponseSchema,
  D.ChannelFollowerWebhookResponseSchema,
  D.GuildIncomingWebhookResponseSchema,
]);
const webhookCreate = z.object({
  name: z.string().check(z.minLength(1), z.maxLength(80)),
  avatar: z.nullish(z.string()),
});
const webhookEdit = z.object({
  name: z.optional(z.string().check(z.minLength(1), z.maxLength(80))),
  avatar: z.nullish(z.string()),
  channel_id: z.nullish(z.string()),
});
const webhookById = '/webhooks/{webhook_id}';
const webhookByToken = '/webhooks/{webhook_id}/{webhook_token}';

/** The operations of issue 36, by `METHOD template`. */
export const expressionOperations: Readonly<Record<string, Operation>> = {
  'POST /channels/{channel_id}/webhooks': {
    request: webhookCreate,
    responses: { 200: D.GuildIncomingWebhookResponseSchema },
  },
  'GET /channels/{channel_id}/webhooks': { responses: { 200: z.array(webhookResponse) } },
  'GET /guilds/{guild_id}/webhooks': { responses: { 200: z.array(webhookResponse) } },
  [`GET ${webhookById}`]: { responses: { 200: webhookResponse } },
  [`PATCH ${webhookById}`]: { request: webhookEdit, responses: { 200: webhookResponse } },
  [`DELETE ${webhookById}`]: { responses: { 204: null } },
  [`GET ${webhookByToken}`]: { responses: { 200: webhookResponse } },
  [`PATCH ${webhookByToken}`]: {
    request: z.object({ name: webhookEdit.shape.name, avatar: webhookEdit.shape.avatar }),
    responses: { 200: webhookResponse },
  },
  [`DELETE ${webhookByToken}`]: { responses: { 204: null } },
};
