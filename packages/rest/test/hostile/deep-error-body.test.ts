import { describe, expect, it } from 'vitest';
import { APIError, REST } from '../../src/index.js';
import { APP, rejection, TOKEN } from '../support/fixtures.js';
import { startHostileServer } from './hostile-server.js';

const leaf = '{"_errors":[{"code":"BASE_TYPE_REQUIRED","message":"This field is required"}]}';

describe('error bodies nested without bound (issue 14)', () => {
  it('flattens a tree 5,000 levels deep into an APIError, not a RangeError', async () => {
    const depth = 5_000;
    const tree = `{"name":${leaf},"options":${'{"0":'.repeat(depth)}${leaf}${'}'.repeat(depth)}}`;
    const body = `{"code":50035,"message":"Invalid Form Body","errors":${tree}}`;
    const server = await startHostileServer((socket) =>
      socket.write(
        `HTTP/1.1 400 X\r\ncontent-type: application/json\r\ncontent-length: ${body.length}\r\n\r\n${body}`,
      ),
    );
    const rest = new REST({ token: TOKEN, baseUrl: server.baseUrl });
    const error = (await rejection(rest.commands.getGlobalCommands(APP))) as APIError;
    expect(error).toBeInstanceOf(APIError);
    expect(error.jsonCode).toBe(50035);
    expect(error.fieldErrors[0]).toMatchObject({ path: 'name', code: 'BASE_TYPE_REQUIRED' });
    // The part past the depth bound is named once, at the level where reading stopped.
    const last = error.fieldErrors.at(-1)!;
    expect(last.message).toMatch(/left out; see rawBody/);
    expect(last.segments.length).toBeLessThanOrEqual(64);
    expect(error.message.length).toBeLessThan(5_000);
  });

  it('keeps every leaf of a wide tree but lists at most 50 in the message', async () => {
    const wide = Array.from({ length: 120 }, (_, i) => `"${i}":{"name":${leaf}}`).join(',');
    const body = `{"code":50035,"message":"Invalid Form Body","errors":{"options":{${wide}}}}`;
    const server = await startHostileServer((socket) =>
      socket.write(`HTTP/1.1 400 X\r\ncontent-length: ${body.length}\r\n\r\n${body}`),
    );
    const rest = new REST({ token: TOKEN, baseUrl: server.baseUrl });
    const error = (await rejection(rest.commands.getGlobalCommands(APP))) as APIError;
    expect(error.fieldErrors).toHaveLength(120);
    expect(error.fieldErrors[119]?.path).toBe('options[119].name');
    expect(error.message).toContain('… and 70 more field errors');
  });
});
