import type { RESTGetAPIGuildMessagesSearchResult } from '@slashkit/api';
import { describe, expect, it } from 'vitest';
import { APIError, HTTPError, REST } from '../src/index.js';
import { manualTimers } from './hostile/hostile-server.js';
import { GUILD, rejection, TOKEN } from './support/fixtures.js';
import { invalidFormBody, nextRequest, ok, type Reply, startLocalServer } from './support/local-server.js';

// Search Guild Messages (GET /guilds/{guild.id}/messages/search) as the bot: the query as repeated
// parameters, the answer as it came, a refused query as an APIError, and the 202 of an index that is not
// ready yet waited out on the client's timers.

const CHANNEL_A = '1400000000000000021';
const CHANNEL_B = '1400000000000000022';
const USER = '1400000000000000023';
const SEARCH = `/guilds/${GUILD}/messages/search`;

const result: RESTGetAPIGuildMessagesSearchResult = {
  doing_deep_historical_index: false,
  total_results: 1,
  messages: [
    [
      {
        id: '1400000000000000031',
        channel_id: CHANNEL_A,
        author: { id: USER, username: 'ana', discriminator: '0', global_name: null, avatar: null },
        content: 'release notes: https://example.com',
        timestamp: '2026-12-01T10:00:00.000000+00:00',
        edited_timestamp: null,
        tts: false,
        mention_everyone: false,
        mentions: [],
        mention_roles: [],
        attachments: [],
        embeds: [],
        pinned: false,
        type: 0,
        hit: true,
      },
    ],
  ],
  threads: [],
  members: [],
};

const notReady = (retryAfter: unknown): Reply => ({
  status: 202,
  json: {
    message: 'Index not yet available. Try again later',
    code: 110000,
    documents_indexed: 0,
    retry_after: retryAfter,
  },
});

describe('rest.messages.searchGuildMessages', () => {
  it('sends the query with lists as repeated parameters and resolves with the answer', async () => {
    const server = await startLocalServer(() => ok(result));
    const rest = new REST({ token: TOKEN, baseUrl: server.baseUrl });
    const found = await rest.messages.searchGuildMessages(GUILD, {
      content: 'release notes',
      channel_id: [CHANNEL_A, CHANNEL_B],
      author_type: ['user', '-bot'],
      has: ['link'],
      sort_by: 'timestamp',
      sort_order: 'asc',
      limit: 10,
      include_nsfw: false,
    });
    expect(found).toEqual(result);
    await rest.messages.searchGuildMessages(GUILD);
    expect(server.requests.map((r) => [r.method, r.url, r.headers.authorization])).toEqual([
      [
        'GET',
        `${SEARCH}?limit=10&content=release%20notes&channel_id=${CHANNEL_A}&channel_id=${CHANNEL_B}&author_type=user&author_type=-bot&has=link&sort_by=timestamp&sort_order=asc&include_nsfw=false`,
        `Bot ${TOKEN}`,
      ],
      ['GET', SEARCH, `Bot ${TOKEN}`],
    ]);
  });

  it("passes the service's 400 through as an APIError with the field", async () => {
    const server = await startLocalServer(() =>
      invalidFormBody({
        limit: { _errors: [{ code: 'NUMBER_TYPE_MAX', message: 'int value should be <= 25.' }] },
      }),
    );
    const rest = new REST({ token: TOKEN, baseUrl: server.baseUrl });
    const error = await rejection(rest.messages.searchGuildMessages(GUILD, { limit: 26 }));
    expect(error).toBeInstanceOf(APIError);
    expect(error).toMatchObject({
      status: 400,
      jsonCode: 50035,
      method: 'GET',
      route: '/guilds/{guild_id}/messages/search',
      fieldErrors: [{ path: 'limit', code: 'NUMBER_TYPE_MAX', message: 'int value should be <= 25.' }],
    });
    expect(server.requests).toHaveLength(1);
  });

  it('waits out a 202 (index not ready) for retry_after seconds on the client timers, then asks again', async () => {
    const server = await startLocalServer((_, index) => (index === 0 ? notReady(2) : ok(result)));
    const timers = manualTimers();
    const rest = new REST({ token: TOKEN, baseUrl: server.baseUrl, timers });
    const search = rest.messages.searchGuildMessages(GUILD, { content: 'notes' });
    expect(await timers.next(2000)).toBe(2000);
    expect(server.requests).toHaveLength(1);
    const again = nextRequest(server);
    expect(timers.fire(2000)).toBe(1);
    await again;
    expect(await search).toEqual(result);
    expect(server.requests.map((r) => r.url)).toEqual([`${SEARCH}?content=notes`, `${SEARCH}?content=notes`]);
  });

  it('waits at least a second for a retry_after of 0', async () => {
    const server = await startLocalServer((_, index) => (index === 0 ? notReady(0) : ok(result)));
    const timers = manualTimers();
    const rest = new REST({ token: TOKEN, baseUrl: server.baseUrl, timers });
    const search = rest.messages.searchGuildMessages(GUILD);
    expect(await timers.next(1000)).toBe(1000);
    timers.fire(1000);
    expect(await search).toEqual(result);
  });

  it('rejects with the 202 as an APIError once it has waited 3 times', async () => {
    const server = await startLocalServer(() => notReady(1));
    const timers = manualTimers();
    const rest = new REST({ token: TOKEN, baseUrl: server.baseUrl, timers });
    const search = rejection(rest.messages.searchGuildMessages(GUILD));
    for (let wait = 0; wait < 3; wait++) {
      await timers.next(1000);
      timers.fire(1000);
    }
    const error = await search;
    expect(error).toBeInstanceOf(APIError);
    expect(error).toMatchObject({
      status: 202,
      jsonCode: 110000,
      retryAfter: 1,
      route: '/guilds/{guild_id}/messages/search',
      body: { documents_indexed: 0 },
    });
    expect((error as APIError).hint).toContain('search index is still being built');
    expect(server.requests).toHaveLength(4);
  });

  it('rejects at once when retry_after is longer than maxRateLimitWait, or missing', async () => {
    const server = await startLocalServer((_, index) => notReady(index === 0 ? 120 : 'soon'));
    const rest = new REST({ token: TOKEN, baseUrl: server.baseUrl, maxRateLimitWait: 60_000 });
    expect(await rejection(rest.messages.searchGuildMessages(GUILD))).toMatchObject({
      status: 202,
      retryAfter: 120,
    });
    const missing = await rejection(rest.messages.searchGuildMessages(GUILD));
    expect(missing).toMatchObject({ status: 202, jsonCode: 110000, retryAfter: undefined });
    expect(server.requests).toHaveLength(2);
  });

  it('rejects a 202 that is no error object as an HTTPError', async () => {
    const server = await startLocalServer(() => ({ status: 202, json: ['not', 'an', 'error'] }));
    const rest = new REST({ token: TOKEN, baseUrl: server.baseUrl });
    const error = await rejection(rest.messages.searchGuildMessages(GUILD));
    expect(error).toBeInstanceOf(HTTPError);
    expect(error).toMatchObject({ status: 202, rawBody: '["not","an","error"]' });
  });

  it("stops waiting when the call's signal aborts", async () => {
    const server = await startLocalServer(() => notReady(5));
    const timers = manualTimers();
    const rest = new REST({ token: TOKEN, baseUrl: server.baseUrl, timers });
    const controller = new AbortController();
    const search = rejection(rest.messages.searchGuildMessages(GUILD, {}, { signal: controller.signal }));
    await timers.next(5000);
    const reason = new Error('gave up');
    controller.abort(reason);
    expect(await search).toBe(reason);
    expect(timers.fire(5000)).toBe(0);
    expect(server.requests).toHaveLength(1);
  });
});
