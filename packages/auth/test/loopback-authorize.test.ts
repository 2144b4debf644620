import { once } from 'node:events';
import { request as httpRequest } from 'node:http';
import { connect } from 'node:net';
import { describe, expect, it } from 'vitest';
import {
  type AuthError,
  AuthorizationArgs,
  computeCodeChallenge,
  DefaultCommunicationScopes,
  OAuthError,
} from '../src/index.js';
import {
  type AuthorizationTimers,
  authorize,
  NodeAuthClient,
  type PendingAuthorization,
  startAuthorization,
} from '../src/node/index.js';
import { rejection } from './helpers/rejection.js';

const APP = '1234567890123456789';
// The authorize page is never fetched here: the test plays the browser and goes straight to the redirect.
const ORIGIN = 'http://127.0.0.1:9';
const CODE = 'authorization-code-from-the-server';

function logCollector() {
  const lines: string[] = [];
  const log = (line: string) => lines.push(line);
  return { lines, logger: { debug: log, info: log, warn: log } };
}

function setup() {
  const { lines, logger } = logCollector();
  const client = new NodeAuthClient({ applicationId: APP, authorizeOrigin: ORIGIN, logger });
  const args = new AuthorizationArgs().setScopes(DefaultCommunicationScopes);
  return { client, args, lines };
}

/** Plays the browser after consent: follows the redirect the server would send. */
function redirect(pending: { url: string }, query: Record<string, string>): Promise<Response> {
  const sent = new URL(pending.url).searchParams;
  const target = new URL(sent.get('redirect_uri')!);
  for (const [key, value] of Object.entries({ state: sent.get('state')!, iss: ORIGIN, ...query })) {
    target.searchParams.set(key, value);
  }
  return fetch(target);
}

/** Sends a raw request with any Host header and method (fetch cannot set Host). */
function rawRequest(url: string, options: { method?: string; host?: string }): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, {
      method: options.method ?? 'GET',
      headers: options.host ? { host: options.host } : {},
    });
    req.on('response', (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
    });
    req.on('error', reject);
    req.end();
  });
}

async function expectClosed(redirectUri: string): Promise<void> {
  const error = await rejection(fetch(redirectUri));
  expect(String((error.cause as Error | undefined)?.message ?? error.message)).toMatch(
    /ECONNREFUSED|fetch failed/,
  );
}

describe('startAuthorization (loopback, Node)', () => {
  it('listens on 127.0.0.1, builds the URL for it, and returns the checked code with the verifier', async () => {
    const { client, args, lines } = setup();
    const pending = await client.startAuthorization(args);
    const sent = new URL(pending.url).searchParams;
    expect(pending.url.startsWith(`${ORIGIN}/oauth2/authorize?client_id=${APP}&response_type=code&`)).toBe(
      true,
    );
    expect(pending.redirectUri).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/callback$/);
    expect(sent.get('redirect_uri')).toBe(pending.redirectUri);
    expect(sent.get('scope')).toBe(DefaultCommunicationScopes);
    expect(sent.get('state')).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const browser = await redirect(pending, { code: CODE });
    expect(browser.status).toBe(200);
    expect(browser.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(browser.headers.get('cache-control')).toBe('no-store');
    expect(browser.headers.get('referrer-policy')).toBe('no-referrer');
    const page = await browser.text();
    expect(page).toContain('You can close this tab');
    expect(page).not.toContain(CODE);

    const result = await pending.result;
    expect(result.code).toBe(CODE);
    expect(result.redirectUri).toBe(pending.redirectUri);
    expect((await computeCodeChallenge(result.codeVerifier!)).challenge).toBe(sent.get('code_challenge'));
    expect(sent.get('code_challenge_method')).toBe('S256');

    await expectClosed(pending.redirectUri);
    const log = lines.join('\n');
    expect(log).toContain(`Waiting for the authorization redirect on ${pending.redirectUri}`);
    expect(log).toContain('Authorization redirect received');
    expect(log).not.toContain(CODE);
    expect(log).not.toContain(result.codeVerifier!);
    expect(log).not.toContain(sent.get('state')!);
  });

  it('keeps a caller-made challenge and hands back the caller verifier only when given', async () => {
    const { client, args } = setup();
    const pkce = await client.createAuthorizationCodeVerifier();
    args.setCodeChallenge(pkce.challenge).setState('caller-state').setIntegrationType(1);
    const pending = await client.startAuthorization(args, { codeVerifier: pkce.verifier, prompt: 'none' });
    const sent = new URL(pending.url).searchParams;
    expect(sent.get('code_challenge')).toBe(pkce.challenge.challenge);
    expect(sent.get('state')).toBe('caller-state');
    expect(sent.get('integration_type')).toBe('1');
    expect(sent.get('prompt')).toBe('none');
    await redirect(pending, { code: CODE });
    expect(await pending.result).toEqual({
      code: CODE,
      redirectUri: pending.redirectUri,
      codeVerifier: pkce.verifier,
    });
  });

  it('takes a snapshot of the args: later changes do not alter the request', async () => {
    const { client, args } = setup();
    const pending = await client.startAuthorization(args);
    args.setScopes('identify');
    expect(new URL(pending.url).searchParams.get('scope')).toBe(DefaultCommunicationScopes);
    pending.cancel();
    await rejection(pending.result);
  });

  it('ignores forged callbacks with another state or none, and keeps waiting for the real redirect', async () => {
    const { client, args, lines } = setup();
    const ignored: string[] = [];
    const pending = await client.startAuthorization(args, {
      onIgnoredRedirect: (error) => {
        ignored.push(error.code);
        // A throwing hook is reported, and does not end the wait.
        if (ignored.length === 2) throw new Error('hook failed');
      },
    });
    let settled = false;
    void pending.result.then(
      () => (settled = true),
      () => (settled = true),
    );
    // Any local process or web page can request the URL; none of them knows the state.
    const forged = await fetch(`${pending.redirectUri}?state=x&code=attacker-code&iss=${ORIGIN}`);
    expect(forged.status).toBe(400);
    const page = await forged.text();
    // The tab says what happened: not this sign-in, ignored, the app still waiting; it blames nothing.
    expect(page).toContain('Not the current sign-in');
    expect(page).toContain('so the app ignored it and nothing was signed in');
    expect(page).not.toContain('failed');
    expect(page).not.toContain('attacker-code');
    expect((await fetch(`${pending.redirectUri}?code=attacker-code`)).status).toBe(400);
    expect((await redirect(pending, { code: CODE, state: 'forged' })).status).toBe(400);
    expect(settled).toBe(false);
    expect(ignored).toEqual(['STATE_MISMATCH', 'MISSING_STATE', 'STATE_MISMATCH']);
    expect(lines.join('\n')).toContain('onIgnoredRedirect threw: Error: hook failed');
    expect(lines.join('\n')).toContain(
      'STATE_MISMATCH (not this login; still waiting for the real redirect)',
    );

    expect((await redirect(pending, { code: CODE })).status).toBe(200);
    expect((await pending.result).code).toBe(CODE);
    await expectClosed(pending.redirectUri);
  });

  it('settles and frees the port even while an idle connection is open to it', async () => {
    const { client, args } = setup();
    const pending = await client.startAuthorization(args);
    const port = Number(new URL(pending.redirectUri).port);
    // Opened before the redirect, never sends a byte (a browser's speculative connection, or a hostile one).
    const idle = connect(port, '127.0.0.1');
    idle.on('error', () => {});
    await once(idle, 'connect');
    const half = connect(port, '127.0.0.1');
    half.on('error', () => {});
    await once(half, 'connect');
    half.write('GET /callback?state=');
    expect((await redirect(pending, { code: CODE })).status).toBe(200);
    expect((await pending.result).code).toBe(CODE);
    await expectClosed(pending.redirectUri);
    await Promise.all([idle, half].map((socket) => (socket.closed ? undefined : once(socket, 'close'))));
  });

  it('fails on a wrong iss', async () => {
    const { client, args } = setup();
    const pending = await client.startAuthorization(args);
    const browser = await redirect(pending, { code: CODE, iss: 'https://evil.example' });
    expect(await rejection<AuthError>(pending.result)).toMatchObject({ code: 'ISSUER_MISMATCH' });
    // The tab says that this sign-in is over, not that someone else will explain.
    expect(await browser.text()).toContain(
      'Sign-in failed (ISSUER_MISMATCH), so the app stopped waiting. You can close this tab and start again from the app.',
    );
  });

  it('turns error=access_denied into an OAuthError and shows a cancelled page', async () => {
    const { client, args } = setup();
    const pending = await client.startAuthorization(args);
    const browser = await redirect(pending, {
      error: 'access_denied',
      error_description: 'The user cancelled',
    });
    expect(await browser.text()).toContain('Sign-in was cancelled');
    const error = await rejection<OAuthError>(pending.result);
    expect(error).toBeInstanceOf(OAuthError);
    expect(error).toMatchObject({
      error: 'access_denied',
      error_description: 'The user cancelled',
      source: 'authorize',
    });
  });

  it('escapes what it shows: an error code cannot inject markup into the page', async () => {
    const { client, args } = setup();
    const pending = await client.startAuthorization(args);
    const browser = await redirect(pending, { error: '<script>alert(1)</script>' });
    const page = await browser.text();
    expect(page).not.toContain('<script>');
    expect(page).toContain('&#60;script&#62;');
    await rejection(pending.result);
  });

  it('ignores other paths, other methods and other Host names, and keeps waiting', async () => {
    const { client, args } = setup();
    const pending = await client.startAuthorization(args);
    const base = new URL(pending.redirectUri);
    expect((await fetch(new URL('/favicon.ico', base))).status).toBe(404);
    expect(await rawRequest(pending.redirectUri, { method: 'POST' })).toBe(405);
    // DNS rebinding: a page on another name that resolves to 127.0.0.1 must not complete the flow.
    expect(await rawRequest(pending.redirectUri, { host: `evil.example:${base.port}` })).toBe(400);
    await redirect(pending, { code: CODE });
    expect((await pending.result).code).toBe(CODE);
  });

  it('times out through the injected timers, with the configured delay', async () => {
    const { client, args } = setup();
    const scheduled: { callback: () => void; ms: number }[] = [];
    const cleared: unknown[] = [];
    const timers: AuthorizationTimers = {
      setTimeout: (callback, ms) => {
        scheduled.push({ callback, ms });
        return scheduled.length;
      },
      clearTimeout: (handle) => cleared.push(handle),
    };
    const pending = await client.startAuthorization(args, { timers, timeoutMs: 120_000 });
    expect(scheduled.map((s) => s.ms)).toEqual([120_000]);
    scheduled[0]!.callback();
    const error = await rejection<AuthError>(pending.result);
    expect(error).toMatchObject({ code: 'TIMEOUT', message: expect.stringContaining('within 120000 ms') });
    await expectClosed(pending.redirectUri);
    expect(cleared).toEqual([1]);
  });

  it('clears its timer on success and schedules none with timeoutMs: Infinity', async () => {
    const { client, args } = setup();
    const scheduled: number[] = [];
    const cleared: unknown[] = [];
    const timers: AuthorizationTimers = {
      setTimeout: (_, ms) => scheduled.push(ms),
      clearTimeout: (handle) => cleared.push(handle),
    };
    const pending = await client.startAuthorization(args, { timers });
    expect(scheduled).toEqual([300_000]);
    await redirect(pending, { code: CODE });
    await pending.result;
    expect(cleared).toEqual([1]);
    const forever = await client.startAuthorization(args, { timers, timeoutMs: Number.POSITIVE_INFINITY });
    expect(scheduled).toHaveLength(1);
    forever.cancel();
    await rejection(forever.result);
  });

  it('stops on abort, and refuses to start with an aborted signal', async () => {
    const { client, args } = setup();
    const controller = new AbortController();
    const pending = await client.startAuthorization(args, { signal: controller.signal });
    controller.abort(new Error('player closed the login dialog'));
    const error = await rejection<AuthError>(pending.result);
    expect(error).toMatchObject({ code: 'ABORTED' });
    expect(error.message).toMatch(/cancelled .* start a new authorization/);
    expect((error.cause as Error).message).toBe('player closed the login dialog');
    await expectClosed(pending.redirectUri);

    const started: PendingAuthorization[] = [];
    await expect(
      startAuthorization(client, args, { signal: AbortSignal.abort() }).then((p) => started.push(p)),
    ).rejects.toMatchObject({ code: 'ABORTED' });
    expect(started).toHaveLength(0);
  });

  it('settles once: a second redirect after the result finds the port closed', async () => {
    const { client, args } = setup();
    const pending = await client.startAuthorization(args);
    await redirect(pending, { code: CODE });
    await pending.result;
    await expect(redirect(pending, { code: 'other' })).rejects.toThrow();
  });

  it('refuses invalid args, a bad timeout, a missing application id and a busy port', async () => {
    const { client, args } = setup();
    await expect(client.startAuthorization(AuthorizationArgs.nullobj)).rejects.toMatchObject({
      code: 'INVALID_OBJECT',
    });
    await expect(client.startAuthorization(args, { timeoutMs: 0 })).rejects.toMatchObject({
      code: 'INVALID_ARGUMENT',
    });
    const noApp = new NodeAuthClient({ authorizeOrigin: ORIGIN });
    await expect(noApp.startAuthorization(args)).rejects.toMatchObject({ code: 'MISSING_CLIENT_ID' });

    const busy = await client.startAuthorization(args);
    const port = Number(new URL(busy.redirectUri).port);
    await expect(client.startAuthorization(args, { port })).rejects.toMatchObject({
      code: 'INVALID_ARGUMENT',
      message: expect.stringContaining('Pass port: 0'),
    });
    busy.cancel();
    await rejection(busy.result);
  });
});

describe('authorize (loopback, Node)', () => {
  it('opens the URL, waits for the redirect and returns { code, redirectUri, codeVerifier }', async () => {
    const { client, args } = setup();
    const opened: string[] = [];
    let browser: Promise<Response> | undefined;
    const result = await client.authorize(args, {
      openUrl: (url) => {
        opened.push(url);
        browser = redirect({ url }, { code: CODE }); // the browser runs on its own
      },
    });
    expect(opened).toHaveLength(1);
    expect(result).toEqual({
      code: CODE,
      redirectUri: new URL(opened[0]!).searchParams.get('redirect_uri'),
      codeVerifier: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
    });
    expect((await browser!).status).toBe(200);
  });

  it('cancels and rethrows when openUrl fails', async () => {
    const { client, args } = setup();
    let redirectUri = '';
    const failure = new Error('no browser available');
    const error = await rejection(
      authorize(client, args, {
        openUrl: async (url) => {
          redirectUri = new URL(url).searchParams.get('redirect_uri')!;
          throw failure;
        },
      }),
    );
    expect(error).toBe(failure);
    await expectClosed(redirectUri);
  });
});
