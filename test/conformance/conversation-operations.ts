import * as D from 'discord-api-spec/zod';
import * as z from 'zod/mini';
import type { Operation } from './operations.js';

// Reactions, pins, polls, threads, bulk delete and crossposts (issue 35): the document's schemas per
// operation, keyed as operations.ts keys them.

const message = '/channels/{channel_id}/messages/{message_id}';
const reactions = `${message}/reactions`;

/** The operations of a message's life beyond posting it. */
export const conversationOperations: Readonly<Record<string, Operation>> = {
  [`PUT ${reactions}/{emoji_name}/@me`]: { responses: { 204: null } },
  [`DELETE ${reactions}/{emoji_name}/@me`]: { responses: { 204: null } },
  [`DELETE ${reactions}/{emoji_name}/{user_id}`]: { responses: { 204: null } },
  [`GET ${reactions}/{emoji_name}`]: {
    query: ['after', 'limit', 'type'],
    responses: { 200: z.array(D.UserResponseSchema) },
  },
  [`DELETE ${reactions}/{emoji_name}`]: { responses: { 204: null } },
  [`DELETE ${reactions}`]: { responses: { 204: null } },
};
