import { inspect } from 'node:util';
import { describe, expect, it } from 'vitest';
import { APIError, HTTPError, REST, RESTError } from '../src/index.js';
import { APP, CMD, GUILD } from './support/fixtures.js';
import { type LocalServer, startLocalServer } from './support/local-server.js';

const TOKEN = 'bot-token-SECRET-0123456789.abcdef';
const BEARER = 'bearer-SECRET-token-9876543210';
const ITOKEN = 'interaction-SECRET-token-aGVsbG8td29ybGQ';

let server: LocalServer;

const invalidFormBody = {
  code: 50035,
  message: 'Invalid Form Body',
  errors: {
    name: { _errors: [{ code: 'BASE_TYPE_BAD_LENGTH', message: 'Must be between 1 and 32 in length.' }] },
    options: {
      '0': {
        name: {
          _errors: [{ code: 'APPLICATION_COMMAND_INVALID_NAME', message: 'Command name is invalid' }],
        },
        choices: {
          '1': { value: { _errors: [{ code: 'BASE_TYPE_REQUIRED', message: 'This field is required' }] } },
        },
      },
    },
  },
};

describe('APIError', () => {
  it('carries status, JSON code, method, route template, raw body and flattened field errors', async () => {
    server = await startLocalServer(() => ({ status: 400, json: invalidFormBody }));
    const rest = new REST({ token: TOKEN, baseUrl: server.baseUrl });
    const error = await rest.commands
      .createGuildCommand(APP, GUILD, { name: 'Bad Name', description: 'x' })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(APIError);
    expect(error).toBeInstanceOf(RESTError);
    const apiError = error as APIError;
    expect(apiError.code).toBe('API_ERROR');
    expect(apiError.status).toBe(400);
    expect(apiError.jsonCode).toBe(50035);
    expect(apiError.method).toBe('POST');
    expect(apiError.route).toBe('/applications/{application_id}/guilds/{guild_id}/commands');
    expect(JSON.parse(apiError.rawBody)).toEqual(invalidFormBody);
    expect(apiError.fieldErrors).toEqual([
      {
        path: 'name',
        segments: ['name'],
        code: 'BASE_TYPE_BAD_LENGTH',
        message: 'Must be between 1 and 32 in length.',
      },
      {
        path: 'options[0].name',
        segments: ['options', 0, 'name'],
        code: 'APPLICATION_COMMAND_INVALID_NAME',
        message: 'Command name is invalid',
      },
      {
        path: 'options[0].choices[1].value',
        segments: ['options', 0, 'choices', 1, 'value'],
        code: 'BASE_TYPE_REQUIRED',
        message: 'This field is required',
      },
    ]);
    expect(apiError.message).toContain('Invalid Form Body (code 50035, HTTP 400) on POST /applications/');
    expect(apiError.message).toContain(
      'options[0].name[APPLICATION_COMMAND_INVALID_NAME]: Command name is invalid',
    );
    expect(apiError.message).toContain(
      'options[0].choices[1].value[BASE_TYPE_REQUIRED]: This field is required',
    );
  });

  it('adds a hint for 30032 and 30034', async () => {
    server = await startLocalServer((_request, index) => ({
      status: 400,
      json:
        index === 0
          ? { code: 30032, message: 'Maximum number of application commands reached (100)' }
          : {
              code: 30034,
              message: 'Max number of daily application command creates has been reached (200)',
            },
    }));
    const rest = new REST({ token: TOKEN, baseUrl: server.baseUrl });
    const body = { name: 'ping', description: 'Pong' };
    const first = (await rest.commands.createGlobalCommand(APP, body).catch((e: unknown) => e)) as APIError;
    const second = (await rest.commands.createGlobalCommand(APP, body).catch((e: unknown) => e)) as APIError;
    expect(first.jsonCode).toBe(30032);
    expect(first.hint).toMatch(/delete the ones you no longer use/);
    expect(second.jsonCode).toBe(30034);
    expect(second.hint).toMatch(/200 commands may be created per day/);
    expect(second.message).toContain('Hint:');
  });

  it('tells how to fix a refused token, without showing it', async () => {
    server = await startLocalServer(() => ({ status: 401, json: { code: 0, message: '401: Unauthorized' } }));
    const rest = new REST({ token: TOKEN, baseUrl: server.baseUrl });
    const error = (await rest.commands.getGlobalCommands(APP).catch((e: unknown) => e)) as APIError;
    expect(error.status).toBe(401);
    expect(error.hint).toMatch(/check the token option .* leave the 'Bot '\/'Bearer ' prefix out of it/);
    expect(error.message).not.toContain(TOKEN);
  });
});

describe('HTTPError', () => {
  it('reports a non-JSON failure with status, route and the raw body', async () => {
    server = await startLocalServer(() => ({ status: 404, text: '<html>not here</html>' }));
    const rest = new REST({ token: TOKEN, baseUrl: server.baseUrl });
    const error = (await rest.commands.getGlobalCommands(APP).catch((e: unknown) => e)) as HTTPError;
    expect(error).toBeInstanceOf(HTTPError);
    expect(error.code).toBe('HTTP_ERROR');
    expect(error.status).toBe(404);
    expect(error.route).toBe('/applications/{application_id}/commands');
    expect(error.rawBody).toBe('<html>not here</html>');
    expect(error.message).toMatch(/baseUrl/);
  });
});

describe('secrets never leak', () => {
  it('keeps bot, Bearer and interaction tokens out of messages, bodies, hooks and log lines', async () => {
    // A hostile server that echoes everything it was sent back in its error bodies.
    server = await startLocalServer((request, index) => {
      const echo = `${request.url} ${request.headers.authorization ?? ''}`;
      if (index % 3 === 0) return { status: 401, json: { code: 50014, message: `Invalid token ${echo}` } };
      if (index % 3 === 1) return { status: 502, text: `bad gateway ${echo}` };
      return 'reset';
    });
    const lines: string[] = [];
    const events: unknown[] = [];
    const rest = new REST({
      token: TOKEN,
      baseUrl: server.baseUrl,
      retries: 0,
      logger: { debug: (line) => lines.push(line) },
      hooks: {
        onRequest: (e) => events.push(e),
        onResponse: (e) => events.push(e),
        onRetry: (e) => events.push(e),
        onRateLimit: (e) => events.push(e),
      },
    });
    const calls = [
      () => rest.commands.getGlobalCommands(APP),
      () => rest.interactions.editOriginalInteractionResponse(APP, ITOKEN, { content: 'x' }),
      () => rest.interactions.createFollowupMessage(APP, ITOKEN, { content: 'x' }),
      () =>
        rest.permissions.editCommandPermissions(
          APP,
          GUILD,
          CMD,
          { permissions: [] },
          { bearerToken: BEARER },
        ),
      () => rest.interactions.createInteractionResponse(CMD, ITOKEN, { type: 1 }),
      () => rest.interactions.deleteFollowupMessage(APP, ITOKEN, CMD),
    ];
    const errors: unknown[] = [];
    // One at a time, so the calls meet the three failures in turn.
    for (const call of calls) errors.push(await call().catch((e: unknown) => e));
    expect(errors.every((e) => e instanceof RESTError)).toBe(true);
    const everything = [
      ...errors.map((e) => `${String(e)} ${inspect(e, { depth: 8 })} ${JSON.stringify(e)}`),
      ...lines,
      JSON.stringify(events),
    ].join('\n');
    expect(lines.length).toBeGreaterThan(0);
    for (const secret of [TOKEN, BEARER, ITOKEN]) expect(everything).not.toContain(secret);
    expect(everything).toContain('[REDACTED]');
  });
});
