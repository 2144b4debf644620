import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { AuthClient } from '../auth-client.js';
import { AuthError } from '../auth-error.js';
import type { AuthorizationArgs } from '../authorization-args.js';
import { type AuthorizationResult, checkAuthorizationCallback } from '../check-authorization-callback.js';
import type { ClientAuthorizationRequestOptions } from '../client-authorization-request-options.js';
import { CallbackPageHeaders, callbackPage } from './callback-page.js';

/**
 * Timer functions, injectable so tests drive the timeout without waiting.
 * @see DESIGN "Rules of the house" 3
 */
export interface AuthorizationTimers {
  /** Calls `callback` after `ms` milliseconds and returns a handle for `clearTimeout`. */
  setTimeout(callback: () => void, ms: number): unknown;
  /** Cancels a timer that `setTimeout` returned. */
  clearTimeout(handle: unknown): void;
}

/**
 * Options of the loopback authorization: the request options except the redirect (always
 * `http://127.0.0.1:<port>/callback`), plus how long to wait.
 * @see {@link https://discord.com/developers/docs/topics/oauth2 | OAuth2} (default redirect for native apps), RFC 8252 §7.3
 */
export interface LoopbackAuthorizationOptions
  extends Omit<ClientAuthorizationRequestOptions, 'redirectUri' | 'loopbackPort'> {
  /** Cancels the wait; the result then rejects with `ABORTED`. */
  signal?: AbortSignal | undefined;
  /** How long to wait for the redirect, in ms: 5 minutes by default; `Infinity` waits forever. */
  timeoutMs?: number | undefined;
  /** The loopback port; 0 (a free port chosen by the OS) by default. */
  port?: number | undefined;
  /** Timer functions; the global ones by default. */
  timers?: AuthorizationTimers | undefined;
  /**
   * Called when a redirect arrives that is not this login's: its `state` differs (`STATE_MISMATCH`: an older
   * tab, another attempt) or is missing (`MISSING_STATE`). The browser gets a page saying so, the redirect is
   * ignored and the wait goes on; tell the user here, so that the app does not look stuck.
   * @example
   * onIgnoredRedirect: (error) => console.log(`Ignored a sign-in from another attempt (${error.code}); still waiting.`)
   */
  onIgnoredRedirect?: ((error: AuthError) => void) | undefined;
}

/**
 * A started loopback authorization: open `url`, then await `result`.
 * @see {@link https://discord.com/developers/docs/topics/oauth2 | OAuth2}
 */
export interface PendingAuthorization {
  /** The authorize URL to open in the user's browser (carries no secret). */
  readonly url: string;
  /** The loopback redirect URI the server listens on. */
  readonly redirectUri: string;
  /**
   * Settles once, as soon as the redirect is answered: the checked callback, or an error (iss, OAuth error,
   * TIMEOUT, ABORTED). A callback whose `state` is not this login's is answered with a page that says so,
   * reported to `onIgnoredRedirect` and ignored: only the real redirect, or the timeout, ends the wait.
   */
  readonly result: Promise<AuthorizationResult>;
  /** Stops waiting and closes the server; `result` rejects with `ABORTED`. */
  cancel(reason?: unknown): void;
}

const DEFAULT_TIMEOUT_MS = 5 * 60_000;

const defaultTimers: AuthorizationTimers = {
  setTimeout: (callback, ms) => setTimeout(callback, ms),
  clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

/**
 * Starts a loopback server on 127.0.0.1 (a free port), builds the authorize request for it and hands back
 * the URL; `result` settles when the browser is redirected (checked: state, iss, error), on timeout or on
 * abort. The server answers the browser with a small "you can close this tab" page and then closes.
 * @example
 * const pending = await startAuthorization(client, args);
 * console.log('Open', pending.url);
 * const { code, redirectUri, codeVerifier } = await pending.result;
 * @see {@link https://discord.com/developers/docs/social-sdk/classdiscordpp_1_1AuthorizationArgs.html | Social SDK AuthorizationArgs},
 *   {@link https://discord.com/developers/docs/topics/oauth2 | OAuth2}, RFC 8252
 */
export async function startAuthorization(
  client: AuthClient,
  args: AuthorizationArgs,
  options: LoopbackAuthorizationOptions = {},
): Promise<PendingAuthorization> {
  const {
    signal,
    timeoutMs = DEFAULT_TIMEOUT_MS,
    port = 0,
    timers = defaultTimers,
    onIgnoredRedirect,
    ...requestOptions
  } = options;
  // A snapshot: later changes to the caller's args cannot alter this request (throws if args is invalid).
  const snapshot = args.clone();
  if (!(timeoutMs > 0)) {
    throw new AuthError(
      'INVALID_ARGUMENT',
      `timeoutMs must be a positive number of milliseconds (or Infinity); got ${timeoutMs}.`,
    );
  }
  if (signal?.aborted) throw aborted(signal.reason);

  const server = createServer();
  await new Promise<void>((resolve, reject) => {
    server.once('error', (error) => {
      reject(
        new AuthError(
          'INVALID_ARGUMENT',
          `Cannot listen on 127.0.0.1:${port}: ${error.message}. Pass port: 0 to use a free port.`,
        ),
      );
    });
    server.listen(port, '127.0.0.1', () => resolve());
  });
  const actualPort = (server.address() as AddressInfo).port;
  const host = `127.0.0.1:${actualPort}`;

  let request: Awaited<ReturnType<AuthClient['createAuthorizationRequest']>>;
  try {
    request = await client.createAuthorizationRequest(snapshot, {
      ...requestOptions,
      loopbackPort: actualPort,
    });
  } catch (error) {
    server.close();
    throw error;
  }

  let settled = false;
  let finish: (
    outcome: { ok: true; value: AuthorizationResult } | { ok: false; error: unknown },
    answered?: ServerResponse,
  ) => void = () => {};
  const result = new Promise<AuthorizationResult>((resolve, reject) => {
    finish = (outcome, answered) => {
      if (settled) return;
      settled = true;
      if (timer !== undefined) timers.clearTimeout(timer);
      signal?.removeEventListener('abort', onAbort);
      // Settle once the port is free again, so callers (and tests) never race a closing server. Every
      // connection is closed, not only idle ones: a socket that was opened and never sent a request (a
      // browser's speculative connection, or anyone's) would otherwise hold server.close() forever.
      const close = () => {
        server.close(() => (outcome.ok ? resolve(outcome.value) : reject(outcome.error)));
        server.closeAllConnections();
      };
      if (answered && !answered.writableFinished) {
        let closing = false;
        const once = () => {
          if (closing) return;
          closing = true;
          close();
        };
        // The browser's page first: closing its socket before the answer is written would cut it off.
        answered.once('finish', once);
        answered.once('close', once);
      } else close();
    };
  });
  // Marks the rejection handled for callers who cancel and never await; awaiting still sees it.
  result.catch(() => {});

  const onAbort = () => {
    finish({ ok: false, error: aborted(signal?.reason) });
  };
  signal?.addEventListener('abort', onAbort, { once: true });
  const timer =
    timeoutMs === Number.POSITIVE_INFINITY
      ? undefined
      : timers.setTimeout(() => {
          finish({
            ok: false,
            error: new AuthError(
              'TIMEOUT',
              `No authorization redirect reached ${request.redirectUri} within ${timeoutMs} ms; the user may have closed the browser. Start a new authorization.`,
            ),
          });
        }, timeoutMs);

  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    const path = (req.url ?? '/').split('?')[0];
    if (settled || path !== '/callback') {
      send(res, 404, 'Not found');
      return;
    }
    if (req.method !== 'GET') {
      send(res, 405, 'Method not allowed');
      return;
    }
    // Refuse other Host names: a web page using DNS rebinding must not reach this server.
    if (req.headers.host !== host) {
      send(res, 400, 'Bad host');
      return;
    }
    let outcome: { ok: true; value: AuthorizationResult } | { ok: false; error: unknown };
    try {
      outcome = {
        ok: true,
        value: checkAuthorizationCallback(request, new URL(req.url ?? '/', `http://${host}`)),
      };
      client.logger?.info?.(`Authorization redirect received on ${request.redirectUri}`);
    } catch (error) {
      outcome = { ok: false, error };
      const code = error instanceof AuthError ? error.code : 'error';
      // Not this login's redirect: any local process or web page can request this URL, but only the
      // browser sent through the authorize page knows the state. Ignore it and keep waiting.
      const forged = code === 'STATE_MISMATCH' || code === 'MISSING_STATE';
      client.logger?.warn?.(
        `Authorization redirect on ${request.redirectUri} refused: ${code}${forged ? ' (not this login; still waiting for the real redirect)' : ''}`,
      );
      if (forged) {
        const page = callbackPage(error, true);
        res.writeHead(page.status, { ...CallbackPageHeaders, Connection: 'close' });
        res.end(page.body);
        // The app's hook must not end the wait: a throwing one is reported and the login goes on.
        try {
          onIgnoredRedirect?.(error as AuthError);
        } catch (hookError) {
          client.logger?.warn?.(`onIgnoredRedirect threw: ${String(hookError)}`);
        }
        return;
      }
    }
    const page = callbackPage(outcome.ok ? undefined : outcome.error);
    res.writeHead(page.status, CallbackPageHeaders);
    res.end(page.body);
    finish(outcome, res);
  });

  client.logger?.info?.(`Waiting for the authorization redirect on ${request.redirectUri}`);
  return {
    url: request.url,
    redirectUri: request.redirectUri,
    result,
    cancel: (reason?: unknown) => {
      finish({ ok: false, error: aborted(reason) });
    },
  };
}

function aborted(reason: unknown): AuthError {
  return new AuthError(
    'ABORTED',
    'The authorization was cancelled (by its AbortSignal or cancel()) before the redirect arrived; start a new authorization to try again.',
    { cause: reason },
  );
}

function send(res: ServerResponse, status: number, text: string): void {
  res.writeHead(status, {
    'Content-Type': 'text/plain; charset=utf-8',
    'Cache-Control': 'no-store',
    Connection: 'close',
  });
  res.end(text);
}
