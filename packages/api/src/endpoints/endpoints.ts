import { ApplicationCommandEndpoints } from './application-command-endpoints.js';
import { ApplicationEndpoints } from './application-endpoints.js';
import { AuditLogEndpoints } from './audit-log-endpoints.js';
import { AutoModerationEndpoints } from './auto-moderation-endpoints.js';
import { ChannelEndpoints } from './channel-endpoints.js';
import { CommandPermissionEndpoints } from './command-permission-endpoints.js';
import { EmojiEndpoints } from './emoji-endpoints.js';
import type { Endpoint } from './endpoint.js';
import { GatewayEndpoints } from './gateway-endpoints.js';
import { GuildBanEndpoints } from './guild-ban-endpoints.js';
import { GuildChannelEndpoints } from './guild-channel-endpoints.js';
import { GuildEndpoints } from './guild-endpoints.js';
import { GuildMemberEndpoints } from './guild-member-endpoints.js';
import { GuildSettingsEndpoints } from './guild-settings-endpoints.js';
import { GuildTemplateEndpoints } from './guild-template-endpoints.js';
import { InteractionEndpoints } from './interaction-endpoints.js';
import { InviteEndpoints } from './invite-endpoints.js';
import { MessageEndpoints } from './message-endpoints.js';
import { MonetizationEndpoints } from './monetization-endpoints.js';
import { OAuth2Endpoints } from './oauth2-endpoints.js';
import { PinEndpoints } from './pin-endpoints.js';
import { PollEndpoints } from './poll-endpoints.js';
import { ReactionEndpoints } from './reaction-endpoints.js';
import { RoleConnectionEndpoints } from './role-connection-endpoints.js';
import { RoleEndpoints } from './role-endpoints.js';
import { ScheduledEventEndpoints } from './scheduled-event-endpoints.js';
import { SoundboardEndpoints } from './soundboard-endpoints.js';
import { StageInstanceEndpoints } from './stage-instance-endpoints.js';
import { StickerEndpoints } from './sticker-endpoints.js';
import { ThreadEndpoints } from './thread-endpoints.js';
import { UserEndpoints } from './user-endpoints.js';
import { VoiceEndpoints } from './voice-endpoints.js';
import { WebhookEndpoints, WebhookTokenEndpoints } from './webhook-endpoints.js';

/**
 * Every operation of the service that slashkit calls or serves, one row each, keyed by Discord's
 * `operationId` in camelCase (`list_application_commands` → `listApplicationCommands`): its method, route,
 * credentials, rate-limit bucket, replay policy, files, query, and (as types) its body and result.
 * `@slashkit/rest` calls a row through one `send`; the emulator serves it through one `serve`; the
 * conformance tests are keyed by it. A new operation is a row here, a method in rest, a handler in the
 * emulator.
 * @example
 * Endpoints.createMessage.route; // '/channels/:channelId/messages'
 * endpointPath(Endpoints.createMessage, { channelId }); // `/channels/${channelId}/messages`
 * @see {@link https://github.com/discord/discord-api-spec | Discord's OpenAPI document}
 */
export const Endpoints = Object.freeze({
  ...ApplicationCommandEndpoints,
  ...CommandPermissionEndpoints,
  ...InteractionEndpoints,
  ...WebhookTokenEndpoints,
  ...WebhookEndpoints,
  ...ApplicationEndpoints,
  ...ChannelEndpoints,
  ...GuildChannelEndpoints,
  ...MessageEndpoints,
  ...ReactionEndpoints,
  ...GuildEndpoints,
  ...RoleEndpoints,
  ...GuildMemberEndpoints,
  ...AuditLogEndpoints,
  ...UserEndpoints,
  ...GatewayEndpoints,
  ...OAuth2Endpoints,
  // messages (issue 35)
  ...PinEndpoints,
  ...PollEndpoints,
  // Emojis
  ...EmojiEndpoints,
  // Stickers
  ...StickerEndpoints,
  // guild admin: bans
  ...GuildBanEndpoints,
  ...MonetizationEndpoints,
  // guild admin: invites
  ...InviteEndpoints,
  // guild admin: the guild's settings
  ...GuildSettingsEndpoints,
  ...GuildTemplateEndpoints,
  // messages (issue 35): threads
  ...ThreadEndpoints,
  // AutoMod
  ...AutoModerationEndpoints,
  // Scheduled events
  ...ScheduledEventEndpoints,
  // Voice
  ...VoiceEndpoints,
  // Stage instances
  ...StageInstanceEndpoints,
  // Soundboard
  ...SoundboardEndpoints,
  // Linked Roles
  ...RoleConnectionEndpoints,
});

/** The name of a row of {@link Endpoints}. */
export type EndpointName = keyof typeof Endpoints;

/** Any row of {@link Endpoints}. */
export type AnyEndpoint = (typeof Endpoints)[EndpointName];

/** Every row, for tables built over all of them (conformance, route registration). */
export const allEndpoints: readonly Endpoint[] = Object.freeze(Object.values(Endpoints));
