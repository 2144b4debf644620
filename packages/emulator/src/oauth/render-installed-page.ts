import { escapeHtml } from './escape-html.js';
import { pageStyle } from './page-style.js';

/**
 * The page an install without `redirect_uri` ends on: the service shows it instead of sending the user
 * anywhere.
 * @see {@link https://discord.com/developers/docs/topics/oauth2#bot-authorization-flow | Bot authorization flow}
 */
export function renderInstalledPage(appName: string, where: string): string {
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>Authorized — slashkit emulator</title><style>${pageStyle}</style></head>
<body><main>
<p class="muted">slashkit emulator · OAuth2</p>
<h1>Authorized</h1>
<p id="installed"><strong>${escapeHtml(appName)}</strong> was added to ${escapeHtml(where)}. You may close this page.</p>
</main></body>
</html>`;
}
