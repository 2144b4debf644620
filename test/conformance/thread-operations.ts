import * as D from 'discord-api-spec/zod';
import * as z from 'zod/mini';
import type { Operation } from './operations.js';

// Threads (issue 35): the document's schemas per operation, keyed as operations.ts keys them.

const members = '/channels/{channel_id}/thread-members';
const archived = ['before', 'limit'];

/** The operations that start threads, manage their members and list them. */
export const threadOperations: Readonly<Record<string, Operation>> = {
  'POST /channels/{channel_id}/messages/{message_id}/threads': {
    request: D.CreateTextThreadWithMessageRequestSchema,
    responses: { 201: D.ThreadResponseSchema },
  },
  'POST /channels/{channel_id}/threads': {
    request: z.union([D.CreateForumThreadRequestSchema, D.CreateTextThreadWithoutMessageRequestSchema]),
    responses: { 201: D.CreatedThreadResponseSchema },
  },
  [`PUT ${members}/@me`]: { responses: { 204: null } },
  // The older method the service still takes (discord.py 2.x sends it): answered as Join Thread.
  [`POST ${members}/@me`]: {
    responses: { 204: null },
    notInDocument: 'Join Thread by POST, which the service still takes; the document lists PUT only',
  },
  [`DELETE ${members}/@me`]: { responses: { 204: null } },
  [`PUT ${members}/{user_id}`]: { responses: { 204: null } },
  [`DELETE ${members}/{user_id}`]: { responses: { 204: null } },
  [`GET ${members}/{user_id}`]: { query: ['with_member'], responses: { 200: D.ThreadMemberResponseSchema } },
  [`GET ${members}`]: {
    query: ['with_member', 'limit', 'after'],
    responses: { 200: z.array(D.ThreadMemberResponseSchema) },
  },
  'GET /channels/{channel_id}/threads/archived/public': {
    query: archived,
    responses: { 200: D.ThreadsResponseSchema },
  },
  'GET /channels/{channel_id}/threads/archived/private': {
    query: archived,
    responses: { 200: D.ThreadsResponseSchema },
  },
  'GET /channels/{channel_id}/users/@me/threads/archived/private': {
    query: archived,
    responses: { 200: D.ThreadsResponseSchema },
  },
  'GET /guilds/{guild_id}/threads/active': { responses: { 200: D.ThreadsResponseSchema } },
};
