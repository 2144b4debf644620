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

/** A small page that tells the user what happened; it shows error codes only, never the query. */
export function callbackPage(error?: unknown): { status: number; body: string } {
  let status = 200;
  let title = 'Signed in';
  let text = 'You are signed in. You can close this tab and return to the app.';
  if (error instanceof OAuthError && error.error === 'access_denied') {
    status = 400;
    title = 'Sign-in cancelled';
    text = 'Sign-in was cancelled. You can close this tab and return to the app.';
  } else if (error !== undefined) {
    status = 400;
    title = 'Sign-in failed';
    const code =
      error instanceof OAuthError ? error.error : error instanceof AuthError ? error.code : 'ERROR';
    text = `Sign-in failed (${code}). You can close this tab; the app says what went wrong.`;
  }
  const body = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title><style>body{font:16px system-ui,sans-serif;margin:4rem auto;max-width:32rem;text-align:center}</style></head><body><h1>${escapeHtml(title)}</h1><p>${escapeHtml(text)}</p></body></html>`;
  return { status, body };
}
