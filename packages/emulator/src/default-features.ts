import { adminFeature } from './admin/admin-feature.js';
import { installsFeature } from './admin/installs-feature.js';
import { stateFeature } from './admin/state-feature.js';
import { appSettingsFeature } from './app-settings/app-settings-feature.js';
import { attachmentsFeature } from './attachments/attachments-feature.js';
import { auditLogFeature } from './audit-log/audit-log-feature.js';
import { autoModerationFeature } from './auto-moderation/auto-moderation-feature.js';
import { bansFeature } from './bans/bans-feature.js';
import { cdnFeature } from './cdn/cdn-feature.js';
import { channelsFeature } from './channels/channels-feature.js';
import { commandsFeature } from './commands/commands-feature.js';
import { emojisFeature } from './emojis/emojis-feature.js';
import { gatewayFeature } from './gateway/gateway-feature.js';
import { guildChannelsFeature } from './guild-channels/guild-channels-feature.js';
import { guildSettingsFeature } from './guild-settings/guild-settings-feature.js';
import { guildTemplatesFeature } from './guild-templates/guild-templates-feature.js';
import { guildsFeature } from './guilds/guilds-feature.js';
import type { EmulatorFeature } from './http/emulator-feature.js';
import { identityFeature } from './identity/identity-feature.js';
import { interactionsFeature } from './interactions/interactions-feature.js';
import { invitesFeature } from './invites/invites-feature.js';
import { membersFeature } from './members/members-feature.js';
import { messageSearchFeature } from './message-search/message-search-feature.js';
import { monetizationFeature } from './monetization/monetization-feature.js';
import { authorizationCodeFeature } from './oauth/authorization-code-feature.js';
import { openidFeature } from './oauth/openid-feature.js';
import { tokenEndpointFeature } from './oauth/token-endpoint-feature.js';
import { permissionsFeature } from './permissions/permissions-feature.js';
import { pinsFeature } from './pins/pins-feature.js';
import { pollsFeature } from './polls/polls-feature.js';
import { reactionsFeature } from './reactions/reactions-feature.js';
import { roleConnectionsFeature } from './role-connections/role-connections-feature.js';
import { rolesFeature } from './roles/roles-feature.js';
import { scheduledEventsFeature } from './scheduled-events/scheduled-events-feature.js';
import { soundboardFeature } from './soundboard/soundboard-feature.js';
import { stageInstancesFeature } from './stage-instances/stage-instances-feature.js';
import { stickersFeature } from './stickers/stickers-feature.js';
import { threadsFeature } from './thread-routes/threads-feature.js';
import { usersFeature } from './users/users-feature.js';
import { voiceFeature } from './voice/voice-feature.js';
import { clientFeature } from './web-client-routes/client-feature.js';
import { webhooksFeature } from './webhooks/webhooks-feature.js';

/**
 * The features every emulator has, in setup order. Each is a table of routes over the emulator's state
 * and keeps nothing of its own, so one feature object serves any number of emulators.
 */
export const defaultFeatures: readonly EmulatorFeature[] = Object.freeze([
  commandsFeature,
  permissionsFeature,
  tokenEndpointFeature,
  authorizationCodeFeature,
  openidFeature,
  identityFeature,
  adminFeature,
  stateFeature,
  installsFeature,
  gatewayFeature,
  interactionsFeature,
  channelsFeature,
  reactionsFeature,
  guildsFeature,
  webhooksFeature,
  rolesFeature,
  membersFeature,
  guildChannelsFeature,
  auditLogFeature,
  usersFeature,
  attachmentsFeature,
  // Emojis
  emojisFeature,
  // Stickers
  stickersFeature,
  clientFeature,
  cdnFeature,
  // messages (issue 35)
  pinsFeature,
  pollsFeature,
  // guild admin
  bansFeature,
  // Monetization (SKUs, entitlements, subscriptions).
  monetizationFeature,
  invitesFeature,
  guildSettingsFeature,
  guildTemplatesFeature,
  appSettingsFeature,
  // messages (issue 35): threads
  threadsFeature,
  // AutoMod
  autoModerationFeature,
  scheduledEventsFeature,
  // Voice, stage instances, soundboard
  voiceFeature,
  stageInstancesFeature,
  soundboardFeature,
  // Linked Roles
  roleConnectionsFeature,
  // Search Guild Messages
  messageSearchFeature,
]);
