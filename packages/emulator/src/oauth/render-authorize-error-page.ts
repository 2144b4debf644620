import { escapeHtml } from './escape-html.js';
import { pageStyle } from './page-style.js';

/**
 * The page shown instead of a redirect when the client or its redirect URI cannot be trusted (unknown
 * client, unregistered redirect URI, a consent ticket that is used up) — RFC 6749 §4.1.2.1 forbids sending
 * the user agent to an unverified redirect URI — or when an install came without one.
 * @see {@link https://discord.com/developers/docs/topics/oauth2#authorization-code-grant | Authorization code grant}
 */
export function renderAuthorizeErrorPage(error: string, description: string): string {
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>Authorization error — slashkit emulator</title><style>${pageStyle}</style></head>
<body><main>
<p class="muted">slashkit emulator · OAuth2</p>
<h1>This authorization request cannot be completed</h1>
<p><code id="error">${escapeHtml(error)}</code></p>
<p id="error-description">${escapeHtml(description)}</p>
<p class="muted">You were not redirected: there is no verified redirect URI to send this answer to.</p>
</main></body>
</html>`;
}
