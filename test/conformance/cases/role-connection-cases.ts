import { ApplicationRoleConnectionMetadataType, Endpoints } from '@slashkit/api';
import { type Case, type Harness, MEMBER } from '../harness.js';

// Linked Roles: an app's metadata records with its Bot token, a user's role connection with their access
// token (role_connections.write), each with a refusal the service makes.

const UNKNOWN = '1250000000000009999';
const bot = (h: Harness) => `Bot ${h.emu.world.application.botToken}`;
const records = (h: Harness) => `/applications/${h.appId}/role-connections/metadata`;
const connection = (h: Harness, appId = h.appId) => `/users/@me/applications/${appId}/role-connection`;
const level = {
  type: ApplicationRoleConnectionMetadataType.IntegerGreaterThanOrEqual,
  key: 'level',
  name: 'Level',
  name_localizations: { fr: 'Niveau' },
  description: 'Minimum level in the game',
};
const json = (body: unknown) => ({ body: JSON.stringify(body), type: 'application/json' });
const userAuth = async (h: Harness, scopes = ['role_connections.write']) =>
  `Bearer ${await h.userToken(MEMBER, scopes)}`;

export const roleConnectionCases: Case[] = [
  {
    op: Endpoints.updateApplicationRoleConnectionsMetadata,
    status: 200,
    as: 'Bot',
    what: 'two records, one translated',
    run: (h) =>
      h.sdk.applications.updateRoleConnectionMetadataRecords(h.appId, [
        level,
        { type: 7, key: 'member', name: 'Member', description: 'In the club' },
      ]),
  },
  {
    op: Endpoints.updateApplicationRoleConnectionsMetadata,
    status: 400,
    code: 50035,
    as: 'Bot',
    what: 'a key with capitals',
    run: (h) => h.raw('PUT', records(h), { authorization: bot(h), ...json([{ ...level, key: 'Level' }]) }),
  },
  {
    op: Endpoints.getApplicationRoleConnectionsMetadata,
    status: 200,
    as: 'Bot',
    what: "the app's records",
    run: (h) => h.sdk.applications.getRoleConnectionMetadataRecords(h.appId),
  },
  {
    op: Endpoints.getApplicationRoleConnectionsMetadata,
    status: 404,
    code: 10002,
    as: 'Bot',
    what: 'an unknown application',
    run: (h) => h.raw('GET', `/applications/${UNKNOWN}/role-connections/metadata`, { authorization: bot(h) }),
  },
  {
    op: Endpoints.updateApplicationUserRoleConnection,
    status: 200,
    as: 'user Bearer',
    what: 'a platform and a value of a declared key',
    run: async (h) =>
      h.sdk.users.updateCurrentUserApplicationRoleConnection(
        h.appId,
        { platform_name: 'Pizza Quest', platform_username: 'dough', metadata: { level: '12' } },
        { bearerToken: await h.userToken(MEMBER, ['role_connections.write']) },
      ),
  },
  {
    op: Endpoints.updateApplicationUserRoleConnection,
    status: 400,
    code: 50035,
    as: 'user Bearer',
    what: 'a value of a key the app did not declare',
    run: async (h) =>
      h.raw('PUT', connection(h), { authorization: await userAuth(h), ...json({ metadata: { rank: '1' } }) }),
  },
  {
    op: Endpoints.getApplicationUserRoleConnection,
    status: 200,
    as: 'user Bearer',
    what: "the user's connection",
    run: async (h) =>
      h.sdk.users.getCurrentUserApplicationRoleConnection(h.appId, {
        bearerToken: await h.userToken(MEMBER, ['role_connections.write']),
      }),
  },
  {
    op: Endpoints.getApplicationUserRoleConnection,
    status: 401,
    as: 'user Bearer',
    what: 'without role_connections.write',
    run: async (h) => h.raw('GET', connection(h), { authorization: await userAuth(h, ['identify']) }),
  },
  {
    op: Endpoints.deleteApplicationUserRoleConnection,
    status: 204,
    as: 'user Bearer',
    what: "the user's connection removed",
    run: async (h) =>
      h.sdk.users.deleteCurrentUserApplicationRoleConnection(h.appId, {
        bearerToken: await h.userToken(MEMBER, ['role_connections.write']),
      }),
  },
  {
    op: Endpoints.deleteApplicationUserRoleConnection,
    status: 401,
    as: 'Bot',
    what: 'a Bot token',
    run: (h) => h.raw('DELETE', connection(h), { authorization: bot(h) }),
  },
];
