import type { APIApplication } from '@slashkit/api';
import type { EmulatorContext } from '../runtime/emulator-context.js';
import { toApiUser } from '../world/to-api-user.js';
import { toPartialApplication } from '../world/to-partial-application.js';
import type { EmulatorApplication } from '../world/world.js';

/**
 * An application as `GET /applications/@me` answers its own bot: the settings the world holds, the bot and
 * owner users, and counts of guild installs, user installs and users holding one of its tokens.
 * @see {@link https://discord.com/developers/docs/resources/application#get-current-application | Get Current Application}
 */
export function toPrivateApplication(
  context: EmulatorContext,
  application: EmulatorApplication,
): APIApplication {
  const owner = context.findUser(application.ownerId);
  const installs = context.state.installs.userInstalls(application);
  const humans = context.state.world.users.filter((user) => !user.bot).length;
  const authorized = new Set(
    context.state.tokens
      .snapshot()
      .tokens.filter((t) => t.applicationId === application.id && t.grant !== 'client_credentials')
      .map((t) => t.userId),
  );
  return {
    ...toPartialApplication(application),
    bot_public: true,
    bot_require_code_grant: false,
    verify_key: application.publicKey,
    ...(owner ? { owner: toApiUser(owner) } : {}),
    team: null,
    redirect_uris: [...application.redirectUris],
    interactions_endpoint_url: application.interactionsEndpointUrl,
    role_connections_verification_url: application.roleConnectionsVerificationUrl,
    integration_types_config: Object.fromEntries(
      application.integrationTypes.map((type) => [String(type), {}]),
    ),
    approximate_guild_count: application.guildIds.length,
    approximate_user_install_count: !application.integrationTypes.includes(1)
      ? 0
      : installs === 'everyone'
        ? humans
        : installs.length,
    approximate_user_authorization_count: authorized.size,
    explicit_content_filter: 0,
    eligible_oauth2_scopes: [],
    tags: [...application.tags],
    ...(application.installParams ? { install_params: structuredClone(application.installParams) } : {}),
    event_webhooks_url: application.eventWebhooksUrl,
    event_webhooks_status: application.eventWebhooksStatus,
    event_webhooks_types: [...application.eventWebhooksTypes],
    // Left out while the app has none, as the service does.
    ...(application.coverImage === null ? {} : { cover_image: application.coverImage }),
  };
}
