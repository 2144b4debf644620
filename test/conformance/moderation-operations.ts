import * as D from 'discord-api-spec/zod';
import * as z from 'zod/mini';
import type { Operation } from './operations.js';

// Bans, invites and the guild's own settings (issue 34): the document's schemas per operation, keyed as
// operations.ts keys them.

const ban = '/guilds/{guild_id}/bans/{user_id}';

/** The operations that moderate and manage a guild, beyond its roles, members and channels. */
export const moderationOperations: Readonly<Record<string, Operation>> = {
  'GET /guilds/{guild_id}/bans': {
    query: ['limit', 'before', 'after'],
    responses: { 200: z.array(D.GuildBanResponseSchema) },
  },
  [`GET ${ban}`]: { responses: { 200: D.GuildBanResponseSchema } },
  [`PUT ${ban}`]: { request: D.BanUserFromGuildRequestSchema, responses: { 204: null } },
  [`DELETE ${ban}`]: { responses: { 204: null } },
  'POST /guilds/{guild_id}/bulk-ban': {
    request: D.BulkBanUsersRequestSchema,
    responses: { 200: D.BulkBanUsersResponseSchema },
  },
};
