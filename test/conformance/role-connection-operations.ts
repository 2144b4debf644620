import * as D from 'discord-api-spec/zod';
import * as z from 'zod/mini';
import type { Operation } from './operations.js';

// Linked Roles: an application's metadata records (Bot token) and a user's role connection (their access
// token), with the document's schemas, keyed as operations.ts keys them.

const records = '/applications/{application_id}/role-connections/metadata';
const connection = '/users/@me/applications/{application_id}/role-connection';
const metadata = z.array(D.ApplicationRoleConnectionsMetadataItemResponseSchema);

/** The role-connection operations. */
export const roleConnectionOperations: Readonly<Record<string, Operation>> = {
  [`GET ${records}`]: { responses: { 200: metadata } },
  [`PUT ${records}`]: {
    request: z.array(D.ApplicationRoleConnectionsMetadataItemRequestSchema),
    responses: { 200: metadata },
  },
  [`GET ${connection}`]: { responses: { 200: D.ApplicationUserRoleConnectionResponseSchema } },
  [`PUT ${connection}`]: {
    request: D.UpdateApplicationUserRoleConnectionRequestSchema,
    responses: { 200: D.ApplicationUserRoleConnectionResponseSchema },
  },
  [`DELETE ${connection}`]: { responses: { 204: null } },
};
