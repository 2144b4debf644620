import { ApplicationWebhookEventType, type Snowflake } from '@slashkit/api';
import { installInGuild } from '../installs/guild-install.js';
import type { EmulatorContext } from '../runtime/emulator-context.js';
import type { AuthorizeRequest } from '../state/authorize-request.js';
import { sendWebhookEvent } from '../webhook-events/send-webhook-event.js';
import { apiUserOf } from '../world/api-user-of.js';
import { toApiGuild } from '../world/to-api-guild.js';
import type { EmulatorGuild } from '../world/world.js';
import { authorizeRedirectUrl } from './authorize-redirect-url.js';

/** The user's answer on the consent page (or through the headless consent). */
export type AuthorizationDecision =
  | {
      approve: true;
      userId: Snowflake;
      /** For a guild install: the guild it goes to (checked by `resolveInstallGuild`). */
      guild?: EmulatorGuild | undefined;
    }
  | { approve: false };

/** Where the user goes next: back to the client, or (an install without redirect) a "done" page. */
export type AuthorizationOutcome =
  | { kind: 'redirect'; url: string }
  | { kind: 'installed'; where: string; guildId: Snowflake | null };

/**
 * Carries out a decision on a checked request. On approval the install is recorded (the app joins the
 * guild, with its bot when `bot` was granted, or is installed for the user), then the client gets a new
 * code with `state` and `iss` (RFC 9207) — plus `guild_id` and `permissions` for a guild install — or,
 * without a redirect URI, the page says it is done; the app's Webhook Events get APPLICATION_AUTHORIZED. On
 * refusal `error=access_denied` with `state` and `iss`.
 * @see {@link https://discord.com/developers/docs/topics/oauth2#authorization-code-grant | Authorization code grant}, RFC 6749 §4.1.2
 */
export function completeAuthorization(
  request: AuthorizeRequest,
  decision: AuthorizationDecision,
  issuer: string,
  context: EmulatorContext,
): AuthorizationOutcome {
  if (!decision.approve) {
    if (!request.redirectUri) return { kind: 'installed', where: 'nothing: you cancelled', guildId: null };
    return {
      kind: 'redirect',
      url: authorizeRedirectUrl(request.redirectUri, {
        error: 'access_denied',
        error_description: 'The user cancelled the authorization',
        state: request.state,
        iss: issuer,
      }),
    };
  }
  const install = request.install;
  let where = '';
  let guildId: Snowflake | null = null;
  if (install?.integrationType === 0 && decision.guild) {
    installInGuild(context, request.application, decision.guild, {
      bot: install.bot,
      permissions: install.permissions,
    });
    guildId = decision.guild.id;
    where = decision.guild.name;
    context.log(`oauth2: ${request.application.name} was added to guild ${decision.guild.id}`);
  } else if (install?.integrationType === 1) {
    const humans = context.state.world.users.filter((u) => !u.bot).map((u) => u.id);
    context.state.installs.installForUser(request.application, decision.userId, humans);
    where = 'your account';
    context.log(`oauth2: user ${decision.userId} installed ${request.application.name}`);
  }
  authorizedEvent(context, request, decision.userId, guildId === null ? undefined : decision.guild);
  if (!request.redirectUri) return { kind: 'installed', where, guildId };
  const code = context.state.grants.issue({
    applicationId: request.application.id,
    userId: decision.userId,
    scopes: request.scopes,
    redirectUri: request.redirectUri,
    codeChallenge: request.codeChallenge,
    nonce: request.nonce,
    issuer,
  });
  return {
    kind: 'redirect',
    url: authorizeRedirectUrl(request.redirectUri, {
      code,
      state: request.state,
      guild_id: guildId,
      permissions: guildId !== null && install?.bot ? install.permissions : null,
      iss: issuer,
    }),
  };
}

/**
 * APPLICATION_AUTHORIZED for the app's Webhook Events: who authorized it, with which scopes, and for an
 * install its integration type (with the guild of a guild install).
 * @see {@link https://discord.com/developers/docs/events/webhook-events#application-authorized | Application Authorized}
 */
function authorizedEvent(
  context: EmulatorContext,
  request: AuthorizeRequest,
  userId: Snowflake,
  guild: EmulatorGuild | undefined,
): void {
  const user = apiUserOf(context.state.world, userId);
  if (!user) return;
  const integrationType = request.install?.integrationType;
  sendWebhookEvent(context, request.application.id, ApplicationWebhookEventType.ApplicationAuthorized, {
    ...(integrationType === undefined ? {} : { integration_type: integrationType }),
    user,
    scopes: request.scopes,
    ...(guild ? { guild: toApiGuild(context.state.world, guild) } : {}),
  });
}
