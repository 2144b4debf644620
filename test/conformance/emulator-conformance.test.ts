import { allEndpoints } from '@slashkit/api';
import { createEmulator } from '@slashkit/emulator';
import type { REST } from '@slashkit/rest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appSettingsCases } from './cases/app-settings-cases.js';
import { auditLogCases } from './cases/audit-log-cases.js';
import { autoModerationCases } from './cases/auto-moderation-cases.js';
import { banCases } from './cases/ban-cases.js';
import { botResourceCases } from './cases/bot-resource-cases.js';
import { commandCases } from './cases/command-cases.js';
import { commandErrorCases } from './cases/command-error-cases.js';
import { emojiCases } from './cases/emoji-cases.js';
import { fileCases } from './cases/file-cases.js';
import { guildChannelCases } from './cases/guild-channel-cases.js';
import { guildScreenCases } from './cases/guild-screen-cases.js';
import { guildSettingsCases } from './cases/guild-settings-cases.js';
import { guildTemplateCases } from './cases/guild-template-cases.js';
import { identityCases } from './cases/identity-cases.js';
import { interactionCases } from './cases/interaction-cases.js';
import { inviteCases } from './cases/invite-cases.js';
import { memberCases } from './cases/member-cases.js';
import { messageForwardCases } from './cases/message-forward-cases.js';
import { messageLifeCases } from './cases/message-life-cases.js';
import { monetizationCases } from './cases/monetization-cases.js';
import { permissionCases } from './cases/permission-cases.js';
import { reactionCases } from './cases/reaction-cases.js';
import { roleCases } from './cases/role-cases.js';
import { roleConnectionCases } from './cases/role-connection-cases.js';
import { scheduledEventCases } from './cases/scheduled-event-cases.js';
import { soundboardCases } from './cases/soundboard-cases.js';
import { stageInstanceCases } from './cases/stage-instance-cases.js';
import { stickerCases } from './cases/sticker-cases.js';
import { threadCases } from './cases/thread-cases.js';
import { voiceCases } from './cases/voice-cases.js';
import { webhookCases } from './cases/webhook-cases.js';
import { checkExchange, describeDeviations } from './exchanges.js';
import { type Case, type Harness, startHarness } from './harness.js';
import { operationOf, operations } from './operations.js';

// Issue 28, "Conformance as a test": every operation the emulator serves, with each kind of credential,
// success and error, over real sockets; each answer's status and body checked against Discord's OpenAPI
// document (./operations.ts), and each body @slashkit/rest sends checked against the document's request
// schemas. A failing case names the operation and status, then each deviation with its JSON path.

// In this order: the interaction cases end by moving the clock past the tokens' 15 minutes.
const cases: Case[] = [
  ...commandCases,
  ...commandErrorCases,
  ...permissionCases,
  ...identityCases,
  ...botResourceCases,
  ...roleCases,
  ...memberCases,
  ...guildChannelCases,
  ...reactionCases,
  ...messageLifeCases,
  ...messageForwardCases,
  ...threadCases,
  ...auditLogCases,
  ...banCases,
  ...inviteCases,
  ...guildSettingsCases,
  ...guildScreenCases,
  ...guildTemplateCases,
  ...fileCases,
  ...webhookCases,
  ...emojiCases,
  ...stickerCases,
  ...monetizationCases,
  ...roleConnectionCases,
  ...interactionCases,
  ...appSettingsCases,
  // AutoMod
  ...autoModerationCases,
  // Scheduled events
  ...scheduledEventCases,
  // Voice
  ...voiceCases,
  // Stage instances
  ...stageInstanceCases,
  // Soundboard
  ...soundboardCases,
];

// Every public method of REST, by group (`commands.getGlobalCommands`): the type makes this list complete
// (a new method or group fails the typecheck).
type Methods<T> = {
  [K in keyof T]: T[K] extends (...args: never[]) => unknown ? K & string : never;
}[keyof T];
type RESTGroup = Exclude<
  { [K in keyof REST]: REST[K] extends (...args: never[]) => unknown ? never : K }[keyof REST],
  'baseUrl' | 'rateLimiter'
>;
type RESTMethod = Methods<REST> | { [G in RESTGroup]: `${G}.${Methods<REST[G]>}` }[RESTGroup];
const restMethods: Record<RESTMethod, true> = {
  'commands.getGlobalCommands': true,
  'commands.createGlobalCommand': true,
  'commands.upsertGlobalCommand': true,
  'commands.getGlobalCommand': true,
  'commands.editGlobalCommand': true,
  'commands.deleteGlobalCommand': true,
  'commands.bulkOverwriteGlobalCommands': true,
  'commands.getGuildCommands': true,
  'commands.createGuildCommand': true,
  'commands.upsertGuildCommand': true,
  'commands.getGuildCommand': true,
  'commands.editGuildCommand': true,
  'commands.deleteGuildCommand': true,
  'commands.bulkOverwriteGuildCommands': true,
  'permissions.getGuildCommandPermissions': true,
  'permissions.getCommandPermissions': true,
  'permissions.editCommandPermissions': true,
  'interactions.createInteractionResponse': true,
  'interactions.getOriginalInteractionResponse': true,
  'interactions.editOriginalInteractionResponse': true,
  'interactions.deleteOriginalInteractionResponse': true,
  'interactions.createFollowupMessage': true,
  'interactions.getFollowupMessage': true,
  'interactions.editFollowupMessage': true,
  'interactions.deleteFollowupMessage': true,
  'applications.getCurrentApplication': true,
  'gateway.getGateway': true,
  'gateway.getGatewayBot': true,
  'channels.getChannel': true,
  'messages.getChannelMessages': true,
  'messages.getChannelMessage': true,
  'messages.createMessage': true,
  'messages.editMessage': true,
  'messages.deleteMessage': true,
  'messages.bulkDeleteMessages': true,
  'messages.crosspostMessage': true,
  'messages.getPinnedMessages': true,
  'messages.pinMessage': true,
  'messages.unpinMessage': true,
  'polls.getAnswerVoters': true,
  'polls.expirePoll': true,
  'guilds.getGuild': true,
  'guilds.getGuildChannels': true,
  'roles.getGuildRoles': true,
  'members.addGuildMember': true,
  'members.getGuildMember': true,
  'members.getGuildMembers': true,
  // guild admin
  'members.searchGuildMembers': true,
  'members.editGuildMember': true,
  'members.editCurrentGuildMember': true,
  'members.addGuildMemberRole': true,
  'members.removeGuildMemberRole': true,
  'members.removeGuildMember': true,
  'roles.getGuildRole': true,
  'roles.getGuildRoleMemberCounts': true,
  'roles.createGuildRole': true,
  'roles.editGuildRolePositions': true,
  'roles.editGuildRole': true,
  'roles.deleteGuildRole': true,
  'guilds.createGuildChannel': true,
  'guilds.editGuildChannelPositions': true,
  'guilds.getGuildAuditLog': true,
  'channels.editChannel': true,
  'channels.deleteChannel': true,
  'channels.editChannelPermissions': true,
  'channels.deleteChannelPermission': true,
  'channels.triggerTypingIndicator': true,
  'channels.followAnnouncementChannel': true,
  'bans.getGuildBans': true,
  'bans.getGuildBan': true,
  'bans.createGuildBan': true,
  'bans.removeGuildBan': true,
  'bans.bulkGuildBan': true,
  'invites.createChannelInvite': true,
  'invites.getChannelInvites': true,
  'invites.getGuildInvites': true,
  'invites.getInvite': true,
  'guilds.editGuild': true,
  'guilds.getGuildPreview': true,
  'invites.deleteInvite': true,
  'guilds.getGuildVanityUrl': true,
  'guilds.getGuildPruneCount': true,
  'guilds.beginGuildPrune': true,
  'guilds.getGuildWidgetSettings': true,
  'guilds.editGuildWidgetSettings': true,
  'guilds.getGuildWidget': true,
  'guilds.getGuildWelcomeScreen': true,
  'guilds.editGuildWelcomeScreen': true,
  'guilds.getGuildOnboarding': true,
  'guilds.editGuildOnboarding': true,
  'guilds.getGuildIntegrations': true,
  'guilds.deleteGuildIntegration': true,
  'guilds.editGuildIncidentActions': true,
  'templates.getGuildTemplate': true,
  'templates.getGuildTemplates': true,
  'templates.createGuildTemplate': true,
  'templates.syncGuildTemplate': true,
  'templates.editGuildTemplate': true,
  'templates.deleteGuildTemplate': true,
  'users.getUser': true,
  'users.getCurrentUserGuildMember': true,
  'users.getCurrentUserGuilds': true,
  'users.createDM': true,
  // Channel webhooks
  'webhooks.createWebhook': true,
  'webhooks.getChannelWebhooks': true,
  'webhooks.getGuildWebhooks': true,
  'webhooks.getWebhook': true,
  'webhooks.editWebhook': true,
  'webhooks.deleteWebhook': true,
  'webhooks.getWebhookWithToken': true,
  'webhooks.editWebhookWithToken': true,
  'webhooks.deleteWebhookWithToken': true,
  'webhooks.executeWebhook': true,
  'webhooks.getWebhookMessage': true,
  'webhooks.editWebhookMessage': true,
  'webhooks.deleteWebhookMessage': true,
  // Emojis
  'emojis.getGuildEmojis': true,
  'emojis.getGuildEmoji': true,
  'emojis.createGuildEmoji': true,
  'emojis.editGuildEmoji': true,
  'emojis.deleteGuildEmoji': true,
  'emojis.getApplicationEmojis': true,
  'emojis.getApplicationEmoji': true,
  'emojis.createApplicationEmoji': true,
  'emojis.editApplicationEmoji': true,
  'emojis.deleteApplicationEmoji': true,
  // Stickers
  'stickers.getGuildStickers': true,
  'stickers.getGuildSticker': true,
  'stickers.createGuildSticker': true,
  'stickers.editGuildSticker': true,
  'stickers.deleteGuildSticker': true,
  'stickers.getSticker': true,
  'stickers.getStickerPacks': true,
  'stickers.getStickerPack': true,
  'monetization.listSKUs': true,
  'applications.editCurrentApplication': true,
  'users.leaveGuild': true,
  'users.editCurrentUser': true,
  // Linked Roles
  'applications.getRoleConnectionMetadataRecords': true,
  'applications.updateRoleConnectionMetadataRecords': true,
  'users.getCurrentUserApplicationRoleConnection': true,
  'users.updateCurrentUserApplicationRoleConnection': true,
  'users.deleteCurrentUserApplicationRoleConnection': true,
  'users.getCurrentUserConnections': true,
  'messages.searchGuildMessages': true,
  'monetization.listEntitlements': true,
  'monetization.getEntitlement': true,
  'monetization.createTestEntitlement': true,
  'monetization.deleteTestEntitlement': true,
  'monetization.consumeEntitlement': true,
  'monetization.listSKUSubscriptions': true,
  'monetization.getSKUSubscription': true,
  // Threads
  'threads.startThreadFromMessage': true,
  'threads.startThread': true,
  'threads.startForumThread': true,
  'threads.joinThread': true,
  'threads.leaveThread': true,
  'threads.addThreadMember': true,
  'threads.removeThreadMember': true,
  'threads.getThreadMember': true,
  'threads.listThreadMembers': true,
  'threads.listActiveGuildThreads': true,
  'threads.listPublicArchivedThreads': true,
  'threads.listPrivateArchivedThreads': true,
  'threads.listJoinedPrivateArchivedThreads': true,
  'autoModeration.getRules': true,
  'autoModeration.getRule': true,
  'autoModeration.createRule': true,
  'autoModeration.editRule': true,
  'autoModeration.deleteRule': true,
  'scheduledEvents.getGuildScheduledEvents': true,
  'scheduledEvents.getGuildScheduledEvent': true,
  'scheduledEvents.createGuildScheduledEvent': true,
  'scheduledEvents.editGuildScheduledEvent': true,
  'scheduledEvents.deleteGuildScheduledEvent': true,
  'scheduledEvents.getGuildScheduledEventUsers': true,
  // Voice
  'voice.getVoiceRegions': true,
  'voice.getGuildVoiceRegions': true,
  'voice.getCurrentUserVoiceState': true,
  'voice.getUserVoiceState': true,
  'voice.editCurrentUserVoiceState': true,
  'voice.editUserVoiceState': true,
  // Stage instances
  'stageInstances.createStageInstance': true,
  'stageInstances.getStageInstance': true,
  'stageInstances.editStageInstance': true,
  'stageInstances.deleteStageInstance': true,
  // Soundboard
  'soundboard.getDefaultSoundboardSounds': true,
  'soundboard.getGuildSoundboardSounds': true,
  'soundboard.getGuildSoundboardSound': true,
  'soundboard.createGuildSoundboardSound': true,
  'soundboard.editGuildSoundboardSound': true,
  'soundboard.deleteGuildSoundboardSound': true,
  'soundboard.sendSoundboardSound': true,
  syncCommands: true,
  request: true,
};

// Operations that take no credentials and no input, so no request to them can be refused.
const noErrorCase = new Set(['GET /gateway', 'GET /oauth2/keys']);

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h?.close();
});

describe('the emulator and @slashkit/rest against the OpenAPI document', () => {
  it.each(cases.map((c) => [`${operationOf(c.op)} -> ${c.status} (${c.as}): ${c.what}`, c] as const))(
    '%s',
    async (_, c) => {
      const before = h.log.length;
      await c.run(h);
      const exchange = h.log.slice(before).at(-1);
      if (!exchange) throw new Error('the case sent no API request');
      const check = checkExchange(exchange);
      const body = `body: ${exchange.responseBody.slice(0, 400)}`;
      expect(check.operation, 'the operation the case meant to send').toBe(operationOf(c.op));
      expect(exchange.status, `status; ${body}`).toBe(c.status);
      if (c.code !== undefined)
        expect(JSON.parse(exchange.responseBody).code, `JSON code; ${body}`).toBe(c.code);
      expect(describeDeviations(check), 'deviations from the document').toBe('');
    },
  );

  it('drives every operation of the table with a success and an error', () => {
    const statuses = (op: string) => cases.filter((c) => operationOf(c.op) === op).map((c) => c.status);
    const missing = Object.keys(operations).flatMap((op) => [
      ...(Object.keys(operations[op]?.responses ?? {}).length && !statuses(op).some((s) => s < 300)
        ? [`${op}: no success case`]
        : []),
      ...(noErrorCase.has(op) || statuses(op).some((s) => s >= 400) ? [] : [`${op}: no error case`]),
    ]);
    expect(missing).toEqual([]);
  });

  it('is keyed by the rows of Endpoints: each operation of the table is a row, each served row is in it', () => {
    const rows = new Set(allEndpoints.map(operationOf));
    expect(Object.keys(operations).filter((op) => !rows.has(op))).toEqual([]);
    const served = createEmulator()
      .router.routes()
      .flatMap((route) => (route.endpoint ? [operationOf(route.endpoint)] : []));
    expect(served.filter((op) => !Object.hasOwn(operations, op))).toEqual([]);
  });

  it('uses every kind of credential', () => {
    expect(new Set(cases.map((c) => c.as))).toEqual(
      new Set(['Bot', 'client credentials', 'user Bearer', 'interaction token', 'none', 'bad token']),
    );
  });

  it('calls every public method of @slashkit/rest', () => {
    expect(Object.keys(restMethods).filter((name) => !h.sdkCalls.has(name))).toEqual([]);
  });
});
