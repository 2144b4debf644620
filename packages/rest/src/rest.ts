import { RESTCore } from './client/rest-core.js';
import { ApplicationsAPI } from './groups/applications-api.js';
import { AutoModerationAPI } from './groups/auto-moderation-api.js';
import { BansAPI } from './groups/bans-api.js';
import { ChannelsAPI } from './groups/channels-api.js';
import { CommandPermissionsAPI } from './groups/command-permissions-api.js';
import { CommandsAPI } from './groups/commands-api.js';
import { EmojisAPI } from './groups/emojis-api.js';
import { GatewayAPI } from './groups/gateway-api.js';
import { GuildsAPI } from './groups/guilds-api.js';
import { InteractionsAPI } from './groups/interactions-api.js';
import { InvitesAPI } from './groups/invites-api.js';
import { MembersAPI } from './groups/members-api.js';
import { MessagesAPI } from './groups/messages-api.js';
import { MonetizationAPI } from './groups/monetization-api.js';
import { PollsAPI } from './groups/polls-api.js';
import { RolesAPI } from './groups/roles-api.js';
import { ScheduledEventsAPI } from './groups/scheduled-events-api.js';
import { SoundboardAPI } from './groups/soundboard-api.js';
import { StageInstancesAPI } from './groups/stage-instances-api.js';
import { StickersAPI } from './groups/stickers-api.js';
import { TemplatesAPI } from './groups/templates-api.js';
import { ThreadsAPI } from './groups/threads-api.js';
import { UsersAPI } from './groups/users-api.js';
import { VoiceAPI } from './groups/voice-api.js';
import { WebhooksAPI } from './groups/webhooks-api.js';
import type { RateLimiter } from './rate-limits/rate-limiter.js';
import type { RequestOptions } from './request-options.js';
import type { RESTOptions } from './rest-options.js';
import type { CommandSyncClient } from './sync/command-sync-client.js';
import { syncCommands } from './sync/sync-commands.js';
import type { SyncCommandsOptions } from './sync/sync-commands-options.js';
import type { SyncResult } from './sync/sync-result.js';

/**
 * The HTTP client of the service: typed methods in one group per resource (`rest.commands`,
 * `rest.interactions`, `rest.messages`, ...), learned rate limits, bounded retries, per-attempt deadlines,
 * a response-size cap, typed errors, and command sync. Works against the real service by default and
 * against the emulator with `baseUrl: emulator.apiBaseUrl`. Every group calls the rows of `Endpoints`
 * (`@slashkit/api`) through one request core, which derives the path, bucket, credentials, secrets and
 * retry policy from the row. The token sits in private fields, so logging or serialising a client never
 * shows it.
 * @example
 * const rest = new REST({ token: process.env.BOT_TOKEN });
 * const commands = await rest.commands.getGlobalCommands(appId, { withLocalizations: true });
 * await rest.messages.createMessage(channelId, { content: 'Deployed' });
 * @see {@link https://discord.com/developers/docs/reference | API reference}
 */
export class REST implements CommandSyncClient {
  /** The API base URL requests go to, without a trailing slash. */
  readonly baseUrl: string;
  /** The rate limiter in use (shared if one was passed in). */
  readonly rateLimiter: RateLimiter;
  readonly #core: RESTCore;

  // The endpoint groups, one per resource: a group is a file of `groups/` and one line here.
  /** The app's commands, global and per guild. */
  readonly commands: CommandsAPI;
  /** The command permissions of a guild. */
  readonly permissions: CommandPermissionsAPI;
  /** The interaction callback, the original response and follow-ups. */
  readonly interactions: InteractionsAPI;
  /** The application of the client's Bot token. */
  readonly applications: ApplicationsAPI;
  /** Where the gateway is. */
  readonly gateway: GatewayAPI;
  /** Channels: guild channels, threads and DMs. */
  readonly channels: ChannelsAPI;
  /** The messages of a channel. */
  readonly messages: MessagesAPI;
  /** Guilds and their channels. */
  readonly guilds: GuildsAPI;
  /** The roles of a guild. */
  readonly roles: RolesAPI;
  /** The members of a guild. */
  readonly members: MembersAPI;
  /** Users, the bot's guilds, and DMs. */
  readonly users: UsersAPI;
  /** Channel webhooks: made and managed by the bot, executed and edited with their token. */
  readonly webhooks: WebhooksAPI;
  /** The polls of messages: voters of an answer, ending a poll. */
  readonly polls: PollsAPI;
  /** Custom emojis: a guild's and the application's. */
  readonly emojis: EmojisAPI;
  /** Stickers: a guild's, any by id, and the standard packs. */
  readonly stickers: StickersAPI;
  /** The bans of a guild. */
  readonly bans: BansAPI;
  /** Premium apps: SKUs, entitlements and subscriptions. */
  readonly monetization: MonetizationAPI;
  /** Invites to a guild's channels. */
  readonly invites: InvitesAPI;
  /** Threads: starting them, their members, the active and archived lists. */
  readonly threads: ThreadsAPI;
  /** AutoMod rules of a guild. */
  readonly autoModeration: AutoModerationAPI;
  /** Scheduled events of a guild and the users interested in them. */
  readonly scheduledEvents: ScheduledEventsAPI;
  /** Voice regions and voice states (suppress and request to speak on a stage). */
  readonly voice: VoiceAPI;
  /** Guild templates: a guild's one template, and any by code. */
  readonly templates: TemplatesAPI;
  /** Live stages: a stage channel's instance made, read, edited and closed. */
  readonly stageInstances: StageInstancesAPI;
  /** The soundboard: default and guild sounds, and playing one in a voice channel. */
  readonly soundboard: SoundboardAPI;

  constructor(options: RESTOptions = {}) {
    const core = new RESTCore(options);
    this.#core = core;
    this.baseUrl = core.baseUrl;
    this.rateLimiter = core.rateLimiter;
    this.commands = new CommandsAPI(core);
    this.permissions = new CommandPermissionsAPI(core);
    this.interactions = new InteractionsAPI(core);
    this.applications = new ApplicationsAPI(core);
    this.gateway = new GatewayAPI(core);
    this.channels = new ChannelsAPI(core);
    this.messages = new MessagesAPI(core);
    this.guilds = new GuildsAPI(core);
    this.roles = new RolesAPI(core);
    this.members = new MembersAPI(core);
    this.users = new UsersAPI(core);
    this.webhooks = new WebhooksAPI(core);
    this.polls = new PollsAPI(core);
    this.emojis = new EmojisAPI(core);
    this.stickers = new StickersAPI(core);
    this.bans = new BansAPI(core);
    this.monetization = new MonetizationAPI(core);
    this.invites = new InvitesAPI(core);
    this.threads = new ThreadsAPI(core);
    this.autoModeration = new AutoModerationAPI(core);
    this.scheduledEvents = new ScheduledEventsAPI(core);
    this.voice = new VoiceAPI(core);
    this.templates = new TemplatesAPI(core);
    this.stageInstances = new StageInstancesAPI(core);
    this.soundboard = new SoundboardAPI(core);
  }

  /**
   * Sends any request through the client's pipeline (auth, rate limits, retries, typed errors), for an
   * operation without a method.
   * @example
   * const keys = await rest.request<{ keys: unknown[] }>({ method: 'GET', path: '/oauth2/keys', auth: false });
   * @see README "Methods"
   */
  request<T = unknown>(options: RequestOptions): Promise<T> {
    return this.#core.request<T>(options);
  }

  /**
   * Brings the service's commands in line with `options.commands` using the fewest writes; see
   * {@link syncCommands}.
   * @example
   * const result = await rest.syncCommands({ applicationId, commands, deleteUnknown: true });
   * @see README "Command sync"
   */
  syncCommands(options: SyncCommandsOptions): Promise<SyncResult> {
    return syncCommands(this, options);
  }
}
