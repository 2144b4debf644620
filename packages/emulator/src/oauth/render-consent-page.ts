import type { AuthorizeRequest } from '../state/authorize-request.js';
import type { EmulatorGuild, EmulatorUser } from '../world/world.js';
import { authorizationCodeScopes } from './authorization-code-scopes.js';
import { escapeHtml } from './escape-html.js';
import { pageStyle } from './page-style.js';
import { renderInstallSection } from './render-install-section.js';

/** What the consent page shows and posts back. */
export interface ConsentPageInput {
  request: AuthorizeRequest;
  /** The users one can sign in as (the world's non-bot users). */
  users: readonly EmulatorUser[];
  /** The guilds an install may pick from (the world's). */
  guilds: readonly EmulatorGuild[];
  /** The one-time ticket the form posts back. */
  ticket: string;
  /** Where the form posts (the authorize endpoint's path). */
  action: string;
}

/**
 * The consent page of `GET /oauth2/authorize`: the app's name, each scope asked for, a select of the world's
 * users to act as (the emulator has no login), the install choices (guild, bot permissions) when the app is
 * being installed, and Authorize / Cancel buttons that post the decision back.
 * @see {@link https://discord.com/developers/docs/topics/oauth2#authorization-code-grant | Authorization code grant}
 */
export function renderConsentPage(input: ConsentPageInput): string {
  const { request, users, guilds, ticket, action } = input;
  const app = escapeHtml(request.application.name);
  const scopes = request.scopes
    .map(
      (scope) =>
        `<li><strong>${escapeHtml(Object.hasOwn(authorizationCodeScopes, scope) ? authorizationCodeScopes[scope]! : scope)}</strong> <code>${escapeHtml(scope)}</code></li>`,
    )
    .join('');
  const options = users
    .map((user) => {
      const label = user.globalName ? `${user.globalName} (@${user.username})` : `@${user.username}`;
      return `<option value="${escapeHtml(user.id)}">${escapeHtml(label)} — ${escapeHtml(user.id)}</option>`;
    })
    .join('');
  const install = request.install
    ? renderInstallSection(request.install, guilds)
    : request.integrationType === null
      ? ''
      : `<p>Installs the app ${request.integrationType === 1 ? 'to your account (user install)' : 'to a server (guild install)'}.</p>`;
  const destination = request.redirectUri
    ? `You will be sent back to <code>${escapeHtml(request.redirectUri)}</code>.`
    : 'The app gets no redirect: this page tells you when it is done.';
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Authorize ${app} — slashkit emulator</title><style>${pageStyle}</style></head>
<body><main>
<p class="muted">slashkit emulator · OAuth2</p>
<h1>${app} wants to access your account</h1>
<p>This will allow the developer of <strong>${app}</strong> to:</p>
<ul id="scopes">${scopes}</ul>
<form method="post" action="${escapeHtml(action)}">
<input type="hidden" name="ticket" value="${escapeHtml(ticket)}">
<label for="user">Sign in as</label>
<select id="user" name="user_id" required><option value="" disabled selected>Choose a user…</option>${options}</select>
${install}
<p class="muted">${destination}</p>
<div class="buttons">
<button type="submit" name="decision" value="deny" class="secondary" formnovalidate>Cancel</button>
<button type="submit" name="decision" value="approve">Authorize</button>
</div>
</form>
</main></body>
</html>`;
}
