import { once } from 'node:events';
import { describe, expect, it } from 'vitest';
import { APIError, REST } from '../../src/index.js';
import { APP, CMD, GUILD, ITOKEN, rejection, TOKEN } from '../support/fixtures.js';
import { answerJson, manualTimers, startHostileServer } from './hostile-server.js';

const TIMEOUT = 5_000;
const unknownCommand = { code: 10063, message: 'Unknown application command' };
const unknownMessage = { code: 10008, message: 'Unknown Message' };

describe('a retried DELETE that finds its target gone has succeeded (issue 14)', () => {
  it('after a timeout: the first attempt deleted the command, its answer never came', async () => {
    // Attempt 1 is swallowed (the service did the work; the answer is lost), attempt 2 finds nothing.
    const server = await startHostileServer((socket, _request, index) => {
      if (index > 0) answerJson(socket, 404, unknownCommand);
    });
    const timers = manualTimers();
    const rest = new REST({
      token: TOKEN,
      baseUrl: server.baseUrl,
      timeout: TIMEOUT,
      retries: { limit: 2, baseDelay: 3, maxDelay: 3 },
      random: () => 1,
      timers,
    });
    const pending = rest.commands.deleteGuildCommand(APP, GUILD, CMD);
    await once(server.events, 'request');
    await timers.next(TIMEOUT);
    timers.fire(TIMEOUT);
    await timers.next(3);
    timers.fire(3);
    await expect(pending).resolves.toBeUndefined();
    expect(server.requests.map((r) => r.method)).toEqual(['DELETE', 'DELETE']);
  });

  it('after a reset, for a global command and for interaction messages', async () => {
    const server = await startHostileServer((socket, request, index) => {
      if (index % 2 === 0) socket.destroy();
      else answerJson(socket, 404, request.path.startsWith('/webhooks') ? unknownMessage : unknownCommand);
    });
    const rest = new REST({
      token: TOKEN,
      baseUrl: server.baseUrl,
      retries: { limit: 1, baseDelay: 1, maxDelay: 1 },
    });
    await expect(rest.commands.deleteGlobalCommand(APP, CMD)).resolves.toBeUndefined();
    await expect(rest.interactions.deleteFollowupMessage(APP, ITOKEN, CMD)).resolves.toBeUndefined();
    await expect(rest.interactions.deleteOriginalInteractionResponse(APP, ITOKEN)).resolves.toBeUndefined();
    expect(server.requests).toHaveLength(6);
  });

  it('a first attempt that finds nothing still fails, and so does another 404 code', async () => {
    const server = await startHostileServer((socket, _request, index) => {
      if (index === 0) answerJson(socket, 404, unknownCommand);
      else if (index === 1) socket.destroy();
      else answerJson(socket, 404, { code: 10002, message: 'Unknown Application' });
    });
    const rest = new REST({
      token: TOKEN,
      baseUrl: server.baseUrl,
      retries: { limit: 1, baseDelay: 1, maxDelay: 1 },
    });
    const first = (await rejection(rest.commands.deleteGlobalCommand(APP, CMD))) as APIError;
    expect(first).toBeInstanceOf(APIError);
    expect(first.jsonCode).toBe(10063);
    const other = (await rejection(rest.commands.deleteGlobalCommand(APP, CMD))) as APIError;
    expect(other.jsonCode).toBe(10002);
  });
});
