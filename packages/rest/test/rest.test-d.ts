import type {
  APIApplicationCommand,
  APIApplicationRoleConnection,
  APIApplicationRoleConnectionMetadata,
  APIConnection,
  APIMessage,
  RESTGetAPIGuildMessagesSearchResult,
  RESTPostAPIInteractionCallbackWithResponseResult,
} from '@slashkit/api';
import { Endpoints } from '@slashkit/api';
import { describe, expectTypeOf, it } from 'vitest';
import type { RESTCore } from '../src/client/rest-core.js';
import {
  type CommandUpsertResult,
  REST,
  type RESTError,
  type RESTErrorCode,
  type SyncResult,
  syncCommands,
} from '../src/index.js';

const rest = new REST({ token: 't' });

describe('REST types', () => {
  it('types command methods from the wire types', () => {
    expectTypeOf(rest.commands.getGlobalCommands('1')).toEqualTypeOf<Promise<APIApplicationCommand[]>>();
    expectTypeOf(rest.commands.createGuildCommand('1', '2', { name: 'a', description: 'b' })).toEqualTypeOf<
      Promise<APIApplicationCommand>
    >();
    expectTypeOf(rest.commands.deleteGlobalCommand('1', '2')).toEqualTypeOf<Promise<void>>();
    expectTypeOf(rest.commands.upsertGuildCommand('1', '2', { name: 'a', description: 'b' })).toEqualTypeOf<
      Promise<CommandUpsertResult>
    >();
    expectTypeOf(rest.interactions.getFollowupMessage('1', 'token', '3')).toEqualTypeOf<
      Promise<APIMessage>
    >();
  });

  it('accepts builders (toJSON) and rejects bodies of the wrong shape', () => {
    const builder = { toJSON: () => ({ name: 'ping', description: 'Pong' }) };
    void rest.commands.createGlobalCommand('1', builder);
    void rest.commands.bulkOverwriteGlobalCommands('1', [builder, { name: 'x', type: 2 }]);
    // @ts-expect-error name is required
    void rest.commands.createGlobalCommand('1', { description: 'no name' });
    // @ts-expect-error type cannot change on edit
    void rest.commands.editGlobalCommand('1', '2', { type: 2 });
    // @ts-expect-error Bot or Bearer only
    void new REST({ authPrefix: 'Basic' });
  });

  it('types the Linked Roles methods from the wire types', () => {
    expectTypeOf(rest.applications.getRoleConnectionMetadataRecords('1')).toEqualTypeOf<
      Promise<APIApplicationRoleConnectionMetadata[]>
    >();
    expectTypeOf(
      rest.users.updateCurrentUserApplicationRoleConnection(
        '1',
        { metadata: { level: 12 } },
        { bearerToken: 't' },
      ),
    ).toEqualTypeOf<Promise<APIApplicationRoleConnection>>();
    expectTypeOf(rest.users.deleteCurrentUserApplicationRoleConnection('1')).toEqualTypeOf<Promise<void>>();
    // @ts-expect-error a metadata value is a string or a number
    void rest.users.updateCurrentUserApplicationRoleConnection('1', { metadata: { level: true } });
    // @ts-expect-error a record needs a name and a description
    void rest.applications.updateRoleConnectionMetadataRecords('1', [{ type: 1, key: 'level' }]);
  });

  it("types a user's connections from the wire type", () => {
    expectTypeOf(rest.users.getCurrentUserConnections({ bearerToken: 't' })).toEqualTypeOf<
      Promise<APIConnection[]>
    >();
    // @ts-expect-error the only argument is the call options
    void rest.users.getCurrentUserConnections('1');
  });

  it('types a message search from the wire query and result', () => {
    expectTypeOf(
      rest.messages.searchGuildMessages('1', { author_type: ['-bot'], has: ['link'], channel_id: ['2'] }),
    ).toEqualTypeOf<Promise<RESTGetAPIGuildMessagesSearchResult>>();
    // @ts-expect-error a value the service does not take
    void rest.messages.searchGuildMessages('1', { has: ['gif'] });
    // @ts-expect-error the query is the service's, in snake_case
    void rest.messages.searchGuildMessages('1', { channelId: ['2'] });
  });

  it('narrows the callback result on withResponse', () => {
    expectTypeOf(
      rest.interactions.createInteractionResponse('1', 't', { type: 1 }, { withResponse: true }),
    ).toEqualTypeOf<Promise<RESTPostAPIInteractionCallbackWithResponseResult>>();
    expectTypeOf(rest.interactions.createInteractionResponse('1', 't', { type: 1 })).toEqualTypeOf<
      Promise<RESTPostAPIInteractionCallbackWithResponseResult | undefined>
    >();
  });

  it('types the core send from the row: params, query keys, reason, Bearer token and files', () => {
    const core = {} as RESTCore;
    expectTypeOf(core.send(Endpoints.getChannel, { channelId: '1' }, undefined)).toEqualTypeOf<
      Promise<Awaited<ReturnType<typeof rest.channels.getChannel>>>
    >();
    void core.send(Endpoints.listMessages, { channelId: '1' }, undefined, { query: { limit: 10 } });
    // @ts-expect-error a query key the row does not take
    void core.send(Endpoints.listMessages, { channelId: '1' }, undefined, { query: { with_counts: true } });
    // @ts-expect-error a route parameter is missing
    void core.send(Endpoints.getMessage, { channelId: '1' }, undefined);
    void core.send(Endpoints.deleteMessage, { channelId: '1', messageId: '2' }, undefined, {
      reason: 'spam',
    });
    // @ts-expect-error the row records no audit-log reason
    void core.send(Endpoints.getMessage, { channelId: '1', messageId: '2' }, undefined, { reason: 'x' });
    void core.send(Endpoints.listApplicationCommands, { applicationId: '1' }, undefined, {
      bearerToken: 't',
    });
    // @ts-expect-error the row takes no Bearer token
    void core.send(Endpoints.getChannel, { channelId: '1' }, undefined, { bearerToken: 't' });
    // @ts-expect-error the row takes no files
    void core.send(Endpoints.getChannel, { channelId: '1' }, undefined, { files: [] });
  });

  it('gives every error a stable string code and sync a typed result', () => {
    expectTypeOf<RESTError['code']>().toEqualTypeOf<RESTErrorCode>();
    expectTypeOf(syncCommands(rest, { applicationId: '1', commands: [] })).toEqualTypeOf<
      Promise<SyncResult>
    >();
  });
});
