import * as D from 'discord-api-spec/zod';
import * as z from 'zod/mini';
import type { Operation } from './operations.js';

// Reactions, pins, polls, threads, bulk delete and crossposts (issue 35): the document's schemas per
// operation, keyed as operations.ts keys them.

const messages = '/channels/{channel_id}/messages';
const message = `${messages}/{message_id}`;
const reactions = `${message}/reactions`;
const pins = `${messages}/pins`;
const oldPins = '/channels/{channel_id}/pins';

// The document's request body of bulk_delete_messages is inline (no named schema).
const bulkDeleteBody = z.object({
  messages: z.array(D.SnowflakeTypeSchema).check(z.minLength(2), z.maxLength(100)),
});

/** The operations of a message's life beyond posting it. */
export const conversationOperations: Readonly<Record<string, Operation>> = {
  'GET /guilds/{guild_id}/messages/search': {
    query: [
      'limit',
      'offset',
      'max_id',
      'min_id',
      'slop',
      'content',
      'channel_id',
      'author_type',
      'author_id',
      'mentions',
      'mentions_role_id',
      'mention_everyone',
      'replied_to_user_id',
      'replied_to_message_id',
      'pinned',
      'has',
      'embed_type',
      'embed_provider',
      'link_hostname',
      'attachment_filename',
      'attachment_extension',
      'sort_by',
      'sort_order',
      'include_nsfw',
    ],
    responses: { 200: D.GuildSearchResponseSchema },
  },
  [`PUT ${reactions}/{emoji_name}/@me`]: { responses: { 204: null } },
  [`DELETE ${reactions}/{emoji_name}/@me`]: { responses: { 204: null } },
  [`DELETE ${reactions}/{emoji_name}/{user_id}`]: { responses: { 204: null } },
  [`GET ${reactions}/{emoji_name}`]: {
    query: ['after', 'limit', 'type'],
    responses: { 200: z.array(D.UserResponseSchema) },
  },
  [`DELETE ${reactions}/{emoji_name}`]: { responses: { 204: null } },
  [`DELETE ${reactions}`]: { responses: { 204: null } },
  [`GET ${pins}`]: { query: ['before', 'limit'], responses: { 200: D.PinnedMessagesResponseSchema } },
  [`PUT ${pins}/{message_id}`]: { responses: { 204: null } },
  [`DELETE ${pins}/{message_id}`]: { responses: { 204: null } },
  [`GET ${oldPins}`]: { responses: { 200: z.nullable(z.array(D.MessageResponseSchema)) } },
  [`PUT ${oldPins}/{message_id}`]: { responses: { 204: null } },
  [`DELETE ${oldPins}/{message_id}`]: { responses: { 204: null } },
  [`POST ${messages}/bulk-delete`]: { request: bulkDeleteBody, responses: { 204: null } },
  [`POST ${message}/crosspost`]: { responses: { 200: D.MessageResponseSchema } },
  'GET /channels/{channel_id}/polls/{message_id}/answers/{answer_id}': {
    query: ['after', 'limit'],
    responses: { 200: D.PollAnswerDetailsResponseSchema },
  },
  'POST /channels/{channel_id}/polls/{message_id}/expire': { responses: { 200: D.MessageResponseSchema } },
};
