import { RedactedMarker, redactSecrets } from '@slashkit/api';
import type { EmulatorState } from './emulator-state.js';

/** The runs of characters an issued token is made of (base64url, and the dots of bot tokens). */
const tokenRun = /[A-Za-z0-9_.~-]{16,}/g;

/**
 * A log line with every secret the world holds replaced by `[REDACTED]`, wherever it appears (a path the
 * emulator does not know, a query, a message): each application's bot token and client secret, and the
 * tokens it issued, found by lookup (interaction tokens, which are the interaction webhooks' tokens too,
 * channel webhooks' tokens, and OAuth2 access and refresh tokens). Route parameters and secret query keys are redacted before this
 * (`redactPath`); this catches what a caller put anywhere else.
 * @example
 * redactWorldSecrets(`GET /api/v10/nowhere/${app.botToken} 404`, state); // 'GET /api/v10/nowhere/[REDACTED] 404'
 */
export function redactWorldSecrets(line: string, state: EmulatorState): string {
  const applications = state.world.applications;
  const fixed = redactSecrets(
    line,
    applications.flatMap((application) => [application.botToken, application.clientSecret]),
  );
  // A percent-encoded secret is a secret too: the lookups see each run as the caller meant it.
  return fixed.replace(tokenRun, (run) =>
    state.interactions.byToken(run) !== undefined ||
    state.tokens.lookup(run) !== undefined ||
    state.webhooks.hasToken(run)
      ? RedactedMarker
      : run,
  );
}
