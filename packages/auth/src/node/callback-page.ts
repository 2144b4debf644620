import { AuthError } from '../auth-error.js';
import { OAuthError } from '../oauth-error.js';

/** Headers of every page the loopback server sends: no caching, no referrer (the URL holds the code). */
export const CallbackPageHeaders = {
  'Content-Type': 'text/html; charset=utf-8',
  'Cache-Control': 'no-store',
  'Referrer-Policy': 'no-referrer',
  'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'",
  'X-Content-Type-Options': 'nosniff',
  Connection: 'close',
} as const;

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * A small page that tells the user what happened; it shows error codes only, never the query. `ignored`: the
 * redirect was not this login's (another state, or none), so the app refused it and is still waiting.
 */
export function callbackPage(error?: unknown, ignored = false): { status: number; body: string } {
  let status = 200;
  let title = 'Signed in';
  let text = 'You are signed in. You can close this tab and return to the app.';
  if (ignored) {
    // Said as it is: nothing failed in the app, this response just is not the one it waits for (an older
    // tab, a second attempt, or a page that is not the sign-in).
    status = 400;
    title = 'Not the current sign-in';
    text =
      'This sign-in response does not belong to the sign-in the app is waiting for (it may come from an older tab or another attempt), so the app ignored it and nothing was signed in. Finish signing in from the page the app opened last, or start again from the app.';
  } else if (error instanceof OAuthError && error.error === 'access_denied') {
    status = 400;
    title = 'Sign-in cancelled';
    text = 'Sign-in was cancelled. You can close this tab and return to the app.';
  } else if (error !== undefined) {
    status = 400;
    title = 'Sign-in failed';
    const code =
      error instanceof OAuthError ? error.error : error instanceof AuthError ? error.code : 'ERROR';
    text = `Sign-in failed (${code}), so the app stopped waiting. You can close this tab and start again from the app.`;
  }
  const body = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title><style>body{font:16px system-ui,sans-serif;margin:4rem auto;max-width:32rem;text-align:center}</style></head><body><h1>${escapeHtml(title)}</h1><p>${escapeHtml(text)}</p></body></html>`;
  return { status, body };
}
