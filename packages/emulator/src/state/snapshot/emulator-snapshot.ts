import type {
  APIAutoModerationRule,
  APIGuildApplicationCommandPermissions,
  APIStageInstance,
  Snowflake,
} from '@slashkit/api';
import type { EventLogSnapshot } from '../../events/event-log.js';
import type { WorldSeed } from '../../world/world-seed.js';
import type { EmulatorAttachment } from '../attachment-store.js';
import type { AuditLogStoreSnapshot } from '../audit-log-store.js';
import type { AuthorizationCodeStoreSnapshot } from '../authorization-code-store.js';
import type { BanStoreSnapshot } from '../ban-store.js';
import type { ClockOffset } from '../clock.js';
import type { CommandStoreSnapshot } from '../command-store.js';
import type { ConsentTicketStoreSnapshot } from '../consent-ticket-store.js';
import type { DmChannel } from '../dm-channels.js';
import type { EmulatorEmoji } from '../emoji-store.js';
import type { EntitlementStoreSnapshot } from '../entitlement-store.js';
import type { GatewayStateSnapshot } from '../gateway-state.js';
import type { GuildProfileStoreSnapshot } from '../guild-profile-store.js';
import type { GuildScreenStoreSnapshot } from '../guild-screen-store.js';
import type { EmulatorGuildTemplate } from '../guild-template-store.js';
import type { InstallStoreSnapshot } from '../install-store.js';
import type { InteractionRecord } from '../interaction-record.js';
import type { EmulatorInvite } from '../invite-store.js';
import type { StoredMessage } from '../message-store.js';
import type { OpenModal } from '../open-modals.js';
import type { PinStoreSnapshot } from '../pin-store.js';
import type { PollStoreSnapshot } from '../poll-store.js';
import type { RateLimitSnapshot } from '../rate-limit-enforcer.js';
import type { ReactionStoreSnapshot } from '../reaction-store.js';
import type { RoleConnectionStoreSnapshot } from '../role-connection-store.js';
import type { EmulatorScheduledEvent } from '../scheduled-event-store.js';
import type { EmulatorSoundboardSound } from '../soundboard-sound-store.js';
import type { EmulatorSticker } from '../sticker-store.js';
import type { SubscriptionStoreSnapshot } from '../subscription-store.js';
import type { TokenStoreSnapshot } from '../token-store.js';
import type { EmulatorVoiceState } from '../voice-state-store.js';
import type { EmulatorWebhook } from '../webhook-store.js';

/** What a snapshot says it is, in its `format` field. */
export const snapshotFormat = 'slashkit-emulator-state';

/** The version of the snapshot layout this emulator writes and reads. */
export const snapshotVersion = 1;

/**
 * The whole state of an emulator as JSON: what `GET /_emulator/state` answers, `PUT /_emulator/state`,
 * `startEmulator({ state })` and `--state FILE` take. Versioned (`format`, `version`); the world is a
 * complete world file (every credential and key spelled out). It holds secrets (tokens, client secrets,
 * signing keys): the emulator's are test values, so it can; never put real ones in it.
 */
export interface EmulatorSnapshot {
  format: typeof snapshotFormat;
  version: typeof snapshotVersion;
  /** The emulator clock's offset from the base clock, in ms. */
  clock: ClockOffset;
  /** The last snowflake handed out. */
  ids: { last: Snowflake | null };
  world: WorldSeed;
  commands: CommandStoreSnapshot;
  permissions: APIGuildApplicationCommandPermissions[];
  installs: InstallStoreSnapshot;
  tokens: TokenStoreSnapshot;
  grants: AuthorizationCodeStoreSnapshot;
  consents: ConsentTicketStoreSnapshot;
  interactions: InteractionRecord[];
  messages: StoredMessage[];
  reactions: ReactionStoreSnapshot;
  /** Pinned messages with the time of each pin, oldest first. */
  pins: PinStoreSnapshot;
  /** The votes of each poll message, and whether it has ended. */
  polls: PollStoreSnapshot;
  modals: OpenModal[];
  dmChannels: DmChannel[];
  attachments: EmulatorAttachment[];
  webhooks: EmulatorWebhook[];
  /** Every guild's audit log entries, oldest first. */
  auditLog: AuditLogStoreSnapshot;
  /** Every guild's bans. */
  bans: BanStoreSnapshot;
  /** Every entitlement of every app (deleted ones too), by id. */
  entitlements: EntitlementStoreSnapshot;
  /** Every subscription, by id. */
  subscriptions: SubscriptionStoreSnapshot;
  /** The invites of every guild channel. */
  invites: EmulatorInvite[];
  gateway: GatewayStateSnapshot;
  /** A limit of `null` is no limit (JSON has no infinity). */
  rateLimits: RateLimitSnapshot;
  events: EventLogSnapshot;
  /** Custom emojis of the guilds and the applications. */
  emojis: EmulatorEmoji[];
  /** The guilds' stickers. */
  stickers: EmulatorSticker[];
  /** The guilds' AutoMod rules, as the service answers them. */
  autoModerationRules: APIAutoModerationRule[];
  /** The guilds' settings beyond the world file (the guilds whose settings changed). */
  guildProfiles: GuildProfileStoreSnapshot;
  /** What the guilds show their new members (the guilds whose screens were set). */
  guildScreens: GuildScreenStoreSnapshot;
  /** The guilds' templates, in the order they were made. */
  guildTemplates: EmulatorGuildTemplate[];
  /** The guilds' scheduled events, with who is interested in each. */
  scheduledEvents: EmulatorScheduledEvent[];
  /** Who is in which voice or stage channel. */
  voiceStates: EmulatorVoiceState[];
  /** The live stages. */
  stageInstances: APIStageInstance[];
  /** The guilds' soundboard sounds. */
  soundboardSounds: EmulatorSoundboardSound[];
  /** Linked Roles: the applications' metadata records and their users' role connections. */
  roleConnections: RoleConnectionStoreSnapshot;
}
