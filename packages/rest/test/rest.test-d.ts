import type {
  APIApplicationCommand,
  APIMessage,
  RESTPostAPIInteractionCallbackWithResponseResult,
} from '@slashkit/api';
import { describe, expectTypeOf, it } from 'vitest';
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
    expectTypeOf(rest.getGlobalCommands('1')).toEqualTypeOf<Promise<APIApplicationCommand[]>>();
    expectTypeOf(rest.createGuildCommand('1', '2', { name: 'a', description: 'b' })).toEqualTypeOf<
      Promise<APIApplicationCommand>
    >();
    expectTypeOf(rest.deleteGlobalCommand('1', '2')).toEqualTypeOf<Promise<void>>();
    expectTypeOf(rest.upsertGuildCommand('1', '2', { name: 'a', description: 'b' })).toEqualTypeOf<
      Promise<CommandUpsertResult>
    >();
    expectTypeOf(rest.getFollowupMessage('1', 'token', '3')).toEqualTypeOf<Promise<APIMessage>>();
  });

  it('accepts builders (toJSON) and rejects bodies of the wrong shape', () => {
    const builder = { toJSON: () => ({ name: 'ping', description: 'Pong' }) };
    void rest.createGlobalCommand('1', builder);
    void rest.bulkOverwriteGlobalCommands('1', [builder, { name: 'x', type: 2 }]);
    // @ts-expect-error name is required
    void rest.createGlobalCommand('1', { description: 'no name' });
    // @ts-expect-error type cannot change on edit
    void rest.editGlobalCommand('1', '2', { type: 2 });
    // @ts-expect-error Bot or Bearer only
    void new REST({ authPrefix: 'Basic' });
  });

  it('narrows the callback result on withResponse', () => {
    expectTypeOf(rest.createInteractionResponse('1', 't', { type: 1 }, { withResponse: true })).toEqualTypeOf<
      Promise<RESTPostAPIInteractionCallbackWithResponseResult>
    >();
    expectTypeOf(rest.createInteractionResponse('1', 't', { type: 1 })).toEqualTypeOf<
      Promise<RESTPostAPIInteractionCallbackWithResponseResult | undefined>
    >();
  });

  it('gives every error a stable string code and sync a typed result', () => {
    expectTypeOf<RESTError['code']>().toEqualTypeOf<RESTErrorCode>();
    expectTypeOf(syncCommands(rest, { applicationId: '1', commands: [] })).toEqualTypeOf<
      Promise<SyncResult>
    >();
  });
});
