import { inspect } from 'node:util';
import { describe, expect, it } from 'vitest';
import { type APIError, REST } from '../../src/index.js';
import { APP, rejection } from '../support/fixtures.js';
import { answerJson, startHostileServer } from './hostile-server.js';

const TOKEN = 'bot-token-SECRET-0123456789.abcdef';
const BEARER = 'bearer-SECRET-token-9876543210';

// The token as JSON writes it when every character is escaped: it parses back to the token itself.
const escaped = (text: string): string =>
  [...text].map((c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`).join('');

describe('secrets (issue 14)', () => {
  it('never shows the token when the client is printed or serialised', () => {
    const rest = new REST({ token: TOKEN, authPrefix: 'Bearer' });
    const shown = [
      inspect(rest, { depth: 12, showHidden: true }),
      JSON.stringify(rest),
      String(rest),
      Object.values(rest).map(String).join(' '),
    ].join('\n');
    expect(shown).not.toContain(TOKEN);
    expect(shown).toContain(rest.baseUrl);
  });

  it('redacts a token echoed back with JSON \\u escapes, after parsing too', async () => {
    const server = await startHostileServer((socket, _request, index) => {
      const echo = index === 0 ? escaped(TOKEN) : `half ${TOKEN.slice(0, 4)}${escaped(TOKEN.slice(4))}`;
      const body = `{"code":50035,"message":"bad ${echo}","errors":{"name":{"_errors":[{"code":"X","message":"${echo}"}]}}}`;
      socket.write(
        `HTTP/1.1 400 X\r\ncontent-type: application/json\r\ncontent-length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
      );
    });
    const rest = new REST({ token: TOKEN, baseUrl: server.baseUrl, retries: 0 });
    for (let i = 0; i < 2; i++) {
      const error = (await rejection(rest.commands.getGlobalCommands(APP))) as APIError;
      expect(error.code).toBe('API_ERROR');
      const everything = [
        error.message,
        error.rawBody,
        error.serviceMessage,
        JSON.stringify(error.body),
        JSON.stringify(error.fieldErrors),
        inspect(error, { depth: 12 }),
        JSON.parse(error.rawBody).message,
      ].join('\n');
      expect(everything).not.toContain(TOKEN);
      expect(error.serviceMessage).toContain('[REDACTED]');
      expect(error.fieldErrors[0]?.message).toContain('[REDACTED]');
    }
  });

  it('keeps an escaped body as received when it hides no secret', async () => {
    const server = await startHostileServer((socket) => {
      const body = '{"code":50035,"message":"caf\\u00e9 \\\\u0062"}';
      socket.write(`HTTP/1.1 400 X\r\ncontent-length: ${body.length}\r\n\r\n${body}`);
    });
    const rest = new REST({ token: BEARER, baseUrl: server.baseUrl, retries: 0 });
    const error = (await rejection(rest.commands.getGlobalCommands(APP))) as APIError;
    expect(error.rawBody).toBe('{"code":50035,"message":"caf\\u00e9 \\\\u0062"}');
    expect(error.serviceMessage).toBe('café \\u0062');
  });

  it('still answers ordinary JSON', async () => {
    const server = await startHostileServer((socket) => answerJson(socket, 200, [{ id: '1' }]));
    const rest = new REST({ token: TOKEN, baseUrl: server.baseUrl });
    await expect(rest.commands.getGlobalCommands(APP)).resolves.toEqual([{ id: '1' }]);
  });
});
