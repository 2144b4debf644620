import * as D from 'discord-api-spec/zod';
import { describe, expect, it } from 'vitest';
import { checkBody } from './check-body.js';
import { checkExchange, type Exchange } from './exchanges.js';
import { operationKey } from './operations.js';

// The conformance checker itself: it reports what differs from the document with its JSON path, and each
// exception excuses only its own kind, in its own place.

const user = { id: '1', username: 'u', avatar: null, discriminator: '0', public_flags: 0, global_name: null };
const found = (schema: Parameters<typeof checkBody>[0], body: unknown, status?: number, side = 'response') =>
  checkBody(schema, body, { side: side as 'request' | 'response', ...(status ? { status } : {}) });

describe('checkBody', () => {
  it('reports each deviation with its JSON path, what the document expects and what came', () => {
    const { deviations } = found(D.GatewayBotResponseSchema, { url: 'wss://x', shards: '1' });
    expect(deviations).toEqual([
      { path: '$.session_start_limit', expected: 'object', got: 'missing' },
      { path: '$.shards', expected: 'number', got: 'string "1"' },
    ]);
  });

  it('excuses string field-error codes under errors, and nowhere else', () => {
    const leaf = { _errors: [{ code: 'BASE_TYPE_REQUIRED', message: 'This field is required' }] };
    const ok = found(
      D.ErrorResponseSchema,
      { code: 50035, message: 'Invalid Form Body', errors: { name: leaf } },
      400,
    );
    expect(ok).toEqual({ deviations: [], excused: ['field-error codes are strings'] });
    const top = found(D.ErrorResponseSchema, { code: 'BASE_TYPE_REQUIRED', message: 'x' }, 400);
    expect(top.deviations).toEqual([
      { path: '$.code', expected: 'number', got: 'string "BASE_TYPE_REQUIRED"' },
    ]);
  });

  it('excuses a missing 429 code only on a 429', () => {
    const body = { message: 'You are being rate limited.', retry_after: 0.5, global: false };
    expect(found(D.RatelimitedResponseSchema, body, 429).deviations).toEqual([]);
    expect(found(D.RatelimitedResponseSchema, body, 400).deviations).toHaveLength(1);
  });

  it('excuses a missing user flags and primary_guild inside a user object only, and never a wrong type', () => {
    const message = { author: user };
    const schema = D.MessageResponseSchema;
    const paths = (body: unknown) => found(schema, body).deviations.map((d) => d.path);
    expect(paths(message)).not.toContain('$.author.flags');
    expect(paths(message)).not.toContain('$.author.primary_guild');
    expect(paths({ author: { ...user, flags: 'x' } })).toContain('$.author.flags');
    expect(paths({ author: { ...user, primary_guild: 'x' } })).toContain('$.author.primary_guild');
    expect(paths({ flags: undefined })).toContain('$.flags');
  });

  it('excuses a callback resource without a message for types 5, 6, 8 and 9 only', () => {
    const schema = D.InteractionCallbackResponseSchema;
    const interaction = { id: '1', type: 2 };
    expect(found(schema, { interaction, resource: { type: 9 } }).deviations).toEqual([]);
    expect(found(schema, { interaction, resource: { type: 4 } }).deviations).not.toEqual([]);
    expect(found(schema, { interaction, resource: { type: 5, message: {} } }).deviations).not.toEqual([]);
  });

  it('excuses integer strings for default_member_permissions in requests only', () => {
    const body = { name: 'x', description: 'y', default_member_permissions: '8' };
    expect(found(D.ApplicationCommandCreateRequestSchema, body, undefined, 'request').deviations).toEqual([]);
    const words = { ...body, default_member_permissions: 'all' };
    expect(
      found(D.ApplicationCommandCreateRequestSchema, words, undefined, 'request').deviations,
    ).toHaveLength(1);
  });
});

describe('the operation table', () => {
  it('matches a literal segment before a parameter', () => {
    expect(operationKey('GET', '/applications/1/guilds/2/commands/permissions')).toBe(
      'GET /applications/{application_id}/guilds/{guild_id}/commands/permissions',
    );
    expect(operationKey('GET', '/applications/1/guilds/2/commands/3')).toBe(
      'GET /applications/{application_id}/guilds/{guild_id}/commands/{command_id}',
    );
    expect(operationKey('PATCH', '/webhooks/1/t/messages/@original')).toBe(
      'PATCH /webhooks/{webhook_id}/{webhook_token}/messages/@original',
    );
    expect(operationKey('GET', '/users/%40me')).toBe('GET /users/@me');
    expect(operationKey('GET', '/users/1')).toBe('GET /users/{user_id}');
    expect(operationKey('GET', '/users/@me/guilds')).toBe('GET /users/@me/guilds');
    expect(operationKey('GET', '/channels/1/no-such-route')).toBeUndefined();
  });

  it('checks statuses, empty bodies and undocumented query parameters', () => {
    const exchange = (over: Partial<Exchange>): Exchange => ({
      by: 'sdk',
      method: 'DELETE',
      url: new URL('http://e/api/v10/applications/1/commands/2?force=true'),
      requestHeaders: new Headers(),
      requestBody: undefined,
      status: 204,
      responseBody: '',
      ...over,
    });
    expect(checkExchange(exchange({})).deviations).toEqual([
      { side: 'request', path: '$', expected: 'a documented query parameter', got: '?force' },
    ]);
    expect(checkExchange(exchange({ by: 'raw', status: 200, responseBody: '{}' })).deviations).toEqual([
      { side: 'response', path: '$', expected: 'a status of 204 or 4xx', got: '200' },
    ]);
    expect(checkExchange(exchange({ by: 'raw', responseBody: 'x' })).deviations).toEqual([
      { side: 'response', path: '$', expected: 'no body', got: 'x' },
    ]);
  });

  it("checks what the SDK sends against the request schema, and not a raw request's body", () => {
    const sent = {
      method: 'POST',
      url: new URL('http://e/api/v10/applications/1/commands'),
      requestHeaders: new Headers({ 'content-type': 'application/json' }),
      requestBody: JSON.stringify({ name: 'x'.repeat(33), description: 'd' }),
      status: 400,
      responseBody: '{"code":50035,"message":"Invalid Form Body"}',
    };
    expect(checkExchange({ ...sent, by: 'sdk' }).deviations).toEqual([
      { side: 'request', path: '$.name', expected: 'string at most 32', got: `string "${'x'.repeat(33)}"` },
    ]);
    expect(checkExchange({ ...sent, by: 'raw' }).deviations).toEqual([]);
  });
  it('checks a multipart body the SDK sends: payload_json against the request schema, files[n] and attachment ids', () => {
    const form = new FormData();
    form.append('payload_json', JSON.stringify({ content: 'x', attachments: [{ id: 0 }, { id: '1' }] }));
    form.append('files[0]', new Blob(['a']), 'a.txt');
    form.append('file', new Blob(['b']), 'b.txt');
    const sent = (type: string): Exchange => ({
      by: 'sdk',
      method: 'POST',
      url: new URL('http://e/api/v10/channels/1/messages'),
      requestHeaders: new Headers({ 'content-type': type }),
      requestBody: undefined,
      requestForm: form,
      status: 204,
      responseBody: '',
    });
    const deviations = checkExchange(sent('multipart/form-data; boundary=x')).deviations.filter(
      (d) => d.side === 'request',
    );
    expect(deviations).toEqual([
      { side: 'request', path: '$.file', expected: 'a part payload_json or files[0-9]', got: 'a part' },
      { side: 'request', path: '$.payload_json.attachments[0].id', expected: 'string', got: 'number 0' },
      {
        side: 'request',
        path: '$.payload_json.attachments[1].id',
        expected: 'the index of a files[n] sent',
        got: '1',
      },
    ]);
    expect(checkExchange(sent('text/plain')).deviations).toContainEqual({
      side: 'request',
      path: '$',
      expected: 'content-type multipart/form-data with a boundary',
      got: 'text/plain',
    });
  });
});
