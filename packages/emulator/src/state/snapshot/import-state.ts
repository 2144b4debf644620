import { EventLog } from '../../events/event-log.js';
import { buildWorld } from '../../world/build-world.js';
import { AttachmentStore } from '../attachment-store.js';
import { AuditLogStore } from '../audit-log-store.js';
import { AuthorizationCodeStore } from '../authorization-code-store.js';
import { AutoModerationRuleStore } from '../auto-moderation-rule-store.js';
import { BanStore } from '../ban-store.js';
import { CommandStore } from '../command-store.js';
import { ConsentTicketStore } from '../consent-ticket-store.js';
import { DmChannels } from '../dm-channels.js';
import { EmojiStore } from '../emoji-store.js';
import type { EmulatorState, StateServices } from '../emulator-state.js';
import { EntitlementStore } from '../entitlement-store.js';
import { GatewayState } from '../gateway-state.js';
import { GuildProfileStore } from '../guild-profile-store.js';
import { GuildScreenStore } from '../guild-screen-store.js';
import { GuildTemplateStore } from '../guild-template-store.js';
import { InstallStore } from '../install-store.js';
import { InteractionStore } from '../interaction-store.js';
import { InviteStore } from '../invite-store.js';
import { MessageStore } from '../message-store.js';
import { OpenModals } from '../open-modals.js';
import { PermissionStore } from '../permission-store.js';
import { PinStore } from '../pin-store.js';
import { PollStore } from '../poll-store.js';
import { RateLimitEnforcer, type RateLimitSnapshot } from '../rate-limit-enforcer.js';
import type { RateLimitWindow } from '../rate-limit-profile.js';
import { ReactionStore } from '../reaction-store.js';
import { RoleConnectionStore } from '../role-connection-store.js';
import { ScheduledEventStore } from '../scheduled-event-store.js';
import { SoundboardSoundStore } from '../soundboard-sound-store.js';
import { StageInstanceStore } from '../stage-instance-store.js';
import { StickerStore } from '../sticker-store.js';
import { SubscriptionStore } from '../subscription-store.js';
import { TokenStore } from '../token-store.js';
import { VoiceStateStore } from '../voice-state-store.js';
import { WebhookStore } from '../webhook-store.js';
import { parseSnapshot } from './parse-snapshot.js';

/**
 * A state built from a snapshot (what `exportState` or `GET /_emulator/state` gave), checked in full
 * first: on any problem a `StateSnapshotError` lists them with their JSON paths, and nothing is built.
 * The result shares nothing with `value`.
 * @param source names the snapshot in error messages (e.g. `file state.json`).
 */
export function importState(value: unknown, services: StateServices, source?: string): EmulatorState {
  const snapshot = parseSnapshot(value, source);
  const world = buildWorld(snapshot.world, services.keyPair);
  const reactions = ReactionStore.restore(snapshot.reactions);
  const pins = PinStore.restore(snapshot.pins);
  const polls = PollStore.restore(snapshot.polls);
  return {
    world,
    commands: CommandStore.restore(snapshot.commands),
    permissions: PermissionStore.restore(snapshot.permissions),
    installs: InstallStore.restore(snapshot.installs),
    tokens: TokenStore.restore(snapshot.tokens, services.now),
    grants: AuthorizationCodeStore.restore(snapshot.grants, services.now),
    consents: ConsentTicketStore.restore(snapshot.consents, services.now, (id) =>
      world.applications.find((a) => a.id === id),
    ),
    interactions: InteractionStore.restore(snapshot.interactions),
    messages: MessageStore.restore(snapshot.messages, services.messageChanged, [reactions, pins, polls]),
    reactions,
    pins,
    polls,
    modals: OpenModals.restore(snapshot.modals),
    dmChannels: DmChannels.restore(snapshot.dmChannels, services.nextId),
    attachments: AttachmentStore.restore(snapshot.attachments),
    webhooks: WebhookStore.restore(snapshot.webhooks),
    auditLog: AuditLogStore.restore(snapshot.auditLog),
    bans: BanStore.restore(snapshot.bans),
    invites: InviteStore.restore(snapshot.invites),
    gateway: GatewayState.restore(snapshot.gateway),
    limits: RateLimitEnforcer.restore(unlimitedAsInfinity(snapshot.rateLimits), services.now),
    events: EventLog.restore(snapshot.events),
    clock: { offsetMs: snapshot.clock.offsetMs },
    ids: { last: snapshot.ids.last },
    emojis: EmojiStore.restore(snapshot.emojis),
    stickers: StickerStore.restore(snapshot.stickers),
    entitlements: EntitlementStore.restore(snapshot.entitlements),
    subscriptions: SubscriptionStore.restore(snapshot.subscriptions),
    autoModerationRules: AutoModerationRuleStore.restore(snapshot.autoModerationRules),
    guildProfiles: GuildProfileStore.restore(snapshot.guildProfiles),
    guildScreens: GuildScreenStore.restore(snapshot.guildScreens),
    guildTemplates: GuildTemplateStore.restore(snapshot.guildTemplates),
    scheduledEvents: ScheduledEventStore.restore(snapshot.scheduledEvents),
    voiceStates: VoiceStateStore.restore(snapshot.voiceStates),
    stageInstances: StageInstanceStore.restore(snapshot.stageInstances),
    soundboardSounds: SoundboardSoundStore.restore(snapshot.soundboardSounds),
    roleConnections: RoleConnectionStore.restore(snapshot.roleConnections),
  };
}

/** JSON has no infinity: a limit written as `null` is no limit. */
function unlimitedAsInfinity(snapshot: RateLimitSnapshot): RateLimitSnapshot {
  const window = (w: RateLimitWindow): RateLimitWindow => ({
    ...w,
    limit: (w.limit as number | null) === null ? Number.POSITIVE_INFINITY : w.limit,
  });
  const { profile } = snapshot;
  return {
    ...snapshot,
    profile: {
      ...profile,
      read: window(profile.read),
      write: window(profile.write),
      global: window(profile.global),
      ...(profile.invalidRequests ? { invalidRequests: window(profile.invalidRequests) } : {}),
    },
  };
}
