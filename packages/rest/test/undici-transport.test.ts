import { Agent } from 'undici';
import { describe, expect, it } from 'vitest';
import { undiciTransport } from '../src/index.js';
import { rejection } from './support/fixtures.js';
import { ok, startLocalServer } from './support/local-server.js';

const MAX = 1_000_000;

const request = (url: string, method = 'GET', body?: string) => ({
  method,
  url,
  headers: { 'x-test': 'yes', ...(body ? { 'content-type': 'application/json' } : {}) },
  body,
  signal: undefined,
  timeout: 5_000,
});

describe('undiciTransport', () => {
  it('sends method, path, query, headers and body as given, and reads headers by any case', async () => {
    const server = await startLocalServer((seen) => ok({ seen }, { 'X-RateLimit-Bucket': 'abc' }));
    const transport = undiciTransport();
    const response = await transport(
      request(`${server.baseUrl}/applications/1/commands?with_localizations=true`, 'PUT', '[1]'),
    );
    expect(response.status).toBe(200);
    expect(response.header('x-ratelimit-bucket')).toBe('abc');
    expect(response.header('X-RateLimit-Bucket')).toBe('abc');
    expect(response.header('x-missing')).toBeNull();
    const { seen } = JSON.parse((await response.text(MAX)) ?? '');
    expect(seen).toMatchObject({
      method: 'PUT',
      url: '/applications/1/commands?with_localizations=true',
      body: '[1]',
      headers: { 'x-test': 'yes' },
    });
  });

  it('encodes an unusual path exactly as undici does for a URL string', async () => {
    const server = await startLocalServer((seen) => ok({ url: seen.url }));
    const transport = undiciTransport();
    const paths = ["/a b/c?q='x y'", '/a/./b/../c', '/webhooks/1/tok-_.~en/messages/@original?x=1?y=%41'];
    for (const path of paths) {
      const response = await transport(request(`${server.baseUrl}${path}`));
      const expected = new URL(`${server.baseUrl}${path}`);
      expect(JSON.parse((await response.text(MAX)) ?? '').url).toBe(
        `${expected.pathname}${expected.search}`.replace(/^\/api\/v10/, ''),
      );
    }
  });

  it('sends each request to its own origin when several alternate, through a given dispatcher', async () => {
    const one = await startLocalServer(() => ok({ server: 1 }));
    const two = await startLocalServer(() => ok({ server: 2 }));
    const dispatcher = new Agent();
    const transport = undiciTransport({ dispatcher });
    for (const [base, id] of [
      [one.baseUrl, 1],
      [two.baseUrl, 2],
      [one.baseUrl, 1],
      [two.baseUrl.replace('http:', 'HTTP:'), 2],
    ] as const) {
      const response = await transport(request(`${base}/x`));
      expect(JSON.parse((await response.text(MAX)) ?? '')).toEqual({ server: id });
    }
    expect(two.requests).toHaveLength(2);
    await dispatcher.close();
  });

  it('rejects (never throws) for a URL it cannot send', async () => {
    const transport = undiciTransport();
    const result = transport(request('ftp://127.0.0.1/x'));
    expect(result).toBeInstanceOf(Promise);
    expect(await rejection(result)).toBeInstanceOf(Error);
    expect(await rejection(transport(request('http://exa mple.com/x')))).toBeInstanceOf(Error);
  });
});
