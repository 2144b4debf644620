import { ApplicationWebhookEventType } from '@slashkit/api';
import type { EmulatorContext } from '../runtime/emulator-context.js';
import type { AccessToken } from '../state/token-store.js';
import { sendWebhookEvent } from '../webhook-events/send-webhook-event.js';
import { apiUserOf } from '../world/api-user-of.js';

/**
 * Tells the app's Webhook Events that a user deauthorized it by revoking one of its tokens
 * (`POST /oauth2/token/revoke`): APPLICATION_DEAUTHORIZED with the user, as the docs list token revocation
 * among its triggers. A client-credentials token is the app acting as its owner, not a user's
 * authorization, so revoking one says nothing.
 * @see {@link https://discord.com/developers/docs/events/webhook-events#application-deauthorized | Application Deauthorized}
 */
export function tokenRevoked(context: EmulatorContext, token: AccessToken): void {
  if (token.grant === 'client_credentials') return;
  const user = apiUserOf(context.state.world, token.userId);
  if (!user || user.bot) return;
  sendWebhookEvent(context, token.applicationId, ApplicationWebhookEventType.ApplicationDeauthorized, {
    user,
  });
}
