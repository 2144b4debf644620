import type { Snowflake } from '@slashkit/api';
import { EventLog } from '../events/event-log.js';
import { buildWorld } from '../world/build-world.js';
import type { KeyPairSource } from '../world/key-pair-memo.js';
import type { World } from '../world/world.js';
import type { WorldSeed } from '../world/world-seed.js';
import { AttachmentStore } from './attachment-store.js';
import { AuditLogStore } from './audit-log-store.js';
import { AuthorizationCodeStore } from './authorization-code-store.js';
import { AutoModerationRuleStore } from './auto-moderation-rule-store.js';
import { BanStore } from './ban-store.js';
import type { ClockOffset } from './clock.js';
import { CommandStore } from './command-store.js';
import { ConsentTicketStore } from './consent-ticket-store.js';
import { DmChannels } from './dm-channels.js';
import { EmojiStore } from './emoji-store.js';
import { EntitlementStore } from './entitlement-store.js';
import type { GatewaySettings } from './gateway-settings.js';
import { GatewayState } from './gateway-state.js';
import { GuildProfileStore } from './guild-profile-store.js';
import { GuildScreenStore } from './guild-screen-store.js';
import { GuildTemplateStore } from './guild-template-store.js';
import { InstallStore } from './install-store.js';
import { InteractionStore } from './interaction-store.js';
import { InviteStore } from './invite-store.js';
import { type MessageChangeListener, MessageStore } from './message-store.js';
import { OpenModals } from './open-modals.js';
import { PermissionStore } from './permission-store.js';
import { PinStore } from './pin-store.js';
import { PollStore } from './poll-store.js';
import { RateLimitEnforcer } from './rate-limit-enforcer.js';
import type { RateLimitProfile } from './rate-limit-profile.js';
import { ReactionStore } from './reaction-store.js';
import { RoleConnectionStore } from './role-connection-store.js';
import { ScheduledEventStore } from './scheduled-event-store.js';
import { SoundboardSoundStore } from './soundboard-sound-store.js';
import { StageInstanceStore } from './stage-instance-store.js';
import { StickerStore } from './sticker-store.js';
import { SubscriptionStore } from './subscription-store.js';
import { TokenStore } from './token-store.js';
import { VoiceStateStore } from './voice-state-store.js';
import { WebhookStore } from './webhook-store.js';

/**
 * Everything the emulator knows, in one model: the world and every store, created and reset here,
 * exported and imported as one snapshot (`exportState`, `importState`). Features are routes over it and
 * keep nothing of their own; what cannot be saved (sockets, timers, waiters, subscribers) is the running
 * emulator's `runtime`, never part of it. A reset or a loaded snapshot replaces the whole object, so read
 * it through the context (`context.state.commands`) each time rather than keeping a part of it.
 */
export interface EmulatorState {
  /** Applications, users and guilds (with their roles, channels and members); installs change it. */
  readonly world: World;
  readonly commands: CommandStore;
  readonly permissions: PermissionStore;
  /** User installs (guild installs are the applications' `guildIds`). */
  readonly installs: InstallStore;
  readonly tokens: TokenStore;
  /** Authorization codes, live and redeemed. */
  readonly grants: AuthorizationCodeStore;
  /** Authorize requests waiting on a consent page. */
  readonly consents: ConsentTicketStore;
  readonly interactions: InteractionStore;
  readonly messages: MessageStore;
  /** Who reacted with what to each message. */
  readonly reactions: ReactionStore;
  /** Which messages are pinned, since when. */
  readonly pins: PinStore;
  /** The votes of polls, and which have ended. */
  readonly polls: PollStore;
  /** Modals apps opened for users, until submitted. */
  readonly modals: OpenModals;
  /** The DM and private-channel ids between apps and users. */
  readonly dmChannels: DmChannels;
  readonly attachments: AttachmentStore;
  /** Channel webhooks (an interaction's webhook is its interaction record). */
  readonly webhooks: WebhookStore;
  /** Every guild's audit log. */
  readonly auditLog: AuditLogStore;
  /** Every guild's bans. */
  readonly bans: BanStore;
  /** The invites of every guild channel. */
  readonly invites: InviteStore;
  /** Gateway settings, sessions (resumable) and identify budgets. */
  readonly gateway: GatewayState;
  /** The rate-limit profile and its open windows. */
  readonly limits: RateLimitEnforcer;
  /** The event bus's log. */
  readonly events: EventLog;
  /** The emulator clock's offset from its base clock. */
  readonly clock: ClockOffset;
  // Expressions (emojis, …)
  /** Custom emojis of the guilds and the applications. */
  readonly emojis: EmojiStore;
  /** The guilds' stickers. */
  readonly stickers: StickerStore;
  /** The last snowflake handed out: new ids always come after it. */
  readonly ids: { last: Snowflake | null };
  /** Monetization: who holds which SKU (the SKUs are the applications'). */
  readonly entitlements: EntitlementStore;
  /** Monetization: users' subscriptions to SKUs. */
  readonly subscriptions: SubscriptionStore;
  // AutoMod
  /** The guilds' AutoMod rules. */
  readonly autoModerationRules: AutoModerationRuleStore;
  // Guild settings
  /** The guilds' settings beyond the world file: description, images, levels, channels, features, widget. */
  readonly guildProfiles: GuildProfileStore;
  /** What the guilds show their new members: welcome screens. */
  readonly guildScreens: GuildScreenStore;
  /** The guilds' templates, by code. */
  readonly guildTemplates: GuildTemplateStore;
  // Scheduled events
  /** The guilds' scheduled events and who is interested in each. */
  readonly scheduledEvents: ScheduledEventStore;
  // Voice
  /** Who is in which voice or stage channel. */
  readonly voiceStates: VoiceStateStore;
  /** The live stages: at most one instance per stage channel. */
  readonly stageInstances: StageInstanceStore;
  // Soundboard
  /** The guilds' soundboard sounds (their files in `attachments`). */
  readonly soundboardSounds: SoundboardSoundStore;
  // Linked Roles
  /** The applications' role connection metadata records and what they stored for each user. */
  readonly roleConnections: RoleConnectionStore;
}

/**
 * What the state's stores need from the running emulator: the clock, the id source, and where message
 * changes go. Functions, read on each use, so they follow the state the emulator holds at that moment.
 */
export interface StateServices {
  now(): number;
  nextId(): Snowflake;
  messageChanged: MessageChangeListener;
  /** Derives the apps' key pairs when a world is built (default: derived anew each time). */
  keyPair?: KeyPairSource;
}

/** The settings a fresh state starts with (a reset keeps the ones in force). */
export interface StateSettings {
  rateLimits: RateLimitProfile;
  gateway: GatewaySettings;
}

/** A fresh state: the world built from `seed`, every store empty, the clock at its base. */
export function createEmulatorState(
  seed: WorldSeed,
  settings: StateSettings,
  services: StateServices,
): EmulatorState {
  const reactions = new ReactionStore();
  const pins = new PinStore();
  const polls = new PollStore();
  return {
    world: buildWorld(seed, services.keyPair),
    commands: new CommandStore(),
    permissions: new PermissionStore(),
    installs: new InstallStore(),
    tokens: new TokenStore(services.now),
    grants: new AuthorizationCodeStore(services.now),
    consents: new ConsentTicketStore(services.now),
    interactions: new InteractionStore(),
    messages: new MessageStore(services.messageChanged, [reactions, pins, polls]),
    reactions,
    pins,
    polls,
    modals: new OpenModals(),
    dmChannels: new DmChannels(services.nextId),
    attachments: new AttachmentStore(),
    webhooks: new WebhookStore(),
    auditLog: new AuditLogStore(),
    bans: new BanStore(),
    invites: new InviteStore(),
    gateway: new GatewayState(settings.gateway),
    limits: new RateLimitEnforcer(settings.rateLimits, services.now),
    events: new EventLog(),
    clock: { offsetMs: 0 },
    ids: { last: null },
    emojis: new EmojiStore(),
    stickers: new StickerStore(),
    entitlements: new EntitlementStore(),
    subscriptions: new SubscriptionStore(),
    autoModerationRules: new AutoModerationRuleStore(),
    guildProfiles: new GuildProfileStore(),
    guildScreens: new GuildScreenStore(),
    guildTemplates: new GuildTemplateStore(),
    scheduledEvents: new ScheduledEventStore(),
    voiceStates: new VoiceStateStore(),
    stageInstances: new StageInstanceStore(),
    soundboardSounds: new SoundboardSoundStore(),
    roleConnections: new RoleConnectionStore(),
  };
}

/**
 * The state after a reset: `start` (the fresh state the emulator started from) with what a reset keeps
 * from `current`: the clock, the id and event counters (nothing is numbered twice), the settings in force
 * (rate-limit profile, gateway settings) and the gateway sessions of applications that still exist, so
 * connected bots go on. Rate-limit windows, identify budgets and the event log start empty.
 */
export function resetEmulatorState(
  current: EmulatorState,
  start: EmulatorState,
  services: StateServices,
): EmulatorState {
  const gateway = new GatewayState(current.gateway.settings);
  const applicationIds = new Set(start.world.applications.map((a) => a.id));
  for (const session of current.gateway.sessions.values())
    if (applicationIds.has(session.applicationId)) gateway.sessions.set(session.id, session);
  return {
    ...start,
    gateway,
    limits: new RateLimitEnforcer(current.limits.profile, services.now),
    events: current.events.continued(),
    clock: { offsetMs: current.clock.offsetMs },
    ids: { last: laterId(current.ids.last, start.ids.last) },
  };
}

function laterId(a: Snowflake | null, b: Snowflake | null): Snowflake | null {
  if (a === null || b === null) return a ?? b;
  return BigInt(a) >= BigInt(b) ? a : b;
}
