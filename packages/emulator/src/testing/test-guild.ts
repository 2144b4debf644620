import type { APIGuildMember, APIVoiceState } from '@slashkit/api';
import type { EmulatorGuild } from '../world/world.js';
import { TestClientError } from './test-client-error.js';
import type { TestSession } from './test-session.js';
import type { TestUser } from './test-user.js';

/** A user of the world: their username or id, or a `TestUser`. */
export type UserRef = string | Pick<TestUser, 'id'>;

/** Who acts by hand, and why: `by` defaults to the guild's owner; `reason` goes to the audit log. */
export interface ModerationOptions {
  by?: UserRef;
  reason?: string;
}

/** How long a timeout lasts: `seconds` from the emulator's clock, or `until` an ISO 8601 time. */
export type TimeoutInput = { seconds: number; until?: never } | { until: string; seconds?: never };

/**
 * A guild of the emulator's world, where users come and go and are moderated by hand, as in a client:
 * each action is judged as the service judges it (the actor's permissions and rank; Discord's codes in
 * the rejection's message) and tells bots the same events a bot's own request would (GUILD_MEMBER_ADD /
 * UPDATE / REMOVE, GUILD_BAN_ADD, GUILD_AUDIT_LOG_ENTRY_CREATE, the system channel's join message).
 * Get one from `client.guild()`.
 * @example
 * const guild = client.guild();
 * await guild.join('outsider');
 * await guild.timeOut('member', { seconds: 600, by: 'admin', reason: 'spam' });
 */
export class TestGuild {
  readonly #session: TestSession;
  /** The guild's id. */
  readonly id: string;

  /** Made by `client.guild()`. @internal */
  constructor(session: TestSession, id: string) {
    this.#session = session;
    this.id = id;
  }

  /** A user joins the guild, directly or with an invite code (which counts one use); resolves with the member. */
  join(user: UserRef, options: { inviteCode?: string } = {}): Promise<APIGuildMember> {
    return this.#send('POST', '/members', { userId: this.#userId(user), ...options });
  }

  /** A member leaves the guild (GUILD_MEMBER_REMOVE, no audit entry). */
  async leave(user: UserRef): Promise<void> {
    await this.#send('POST', `/members/${this.#userId(user)}/leave`, {});
  }

  /** Changes a member's nickname (`null` clears it): by the member themselves unless `by` says who. */
  setNick(user: UserRef, nick: string | null, options: ModerationOptions = {}): Promise<APIGuildMember> {
    const userId = this.#userId(user);
    return this.#send('PATCH', `/members/${userId}`, {
      nick,
      ...this.#byHand(options, options.by === undefined ? userId : undefined),
    });
  }

  /** Gives a member a role (by name or id). */
  async addRole(user: UserRef, role: string, options: ModerationOptions = {}): Promise<void> {
    await this.#send(
      'POST',
      `/members/${this.#userId(user)}/roles/${this.#roleId(role)}`,
      this.#byHand(options),
    );
  }

  /** Takes a role (by name or id) from a member. */
  async removeRole(user: UserRef, role: string, options: ModerationOptions = {}): Promise<void> {
    await this.#send(
      'POST',
      `/members/${this.#userId(user)}/roles/${this.#roleId(role)}/remove`,
      this.#byHand(options),
    );
  }

  /**
   * Times a member out (Timeout Members; at most 28 days): until it ends they read but neither write nor
   * react. `seconds` counts from the emulator's clock.
   */
  async timeOut(user: UserRef, timeout: TimeoutInput & ModerationOptions): Promise<APIGuildMember> {
    let until = timeout.until;
    if (until === undefined) {
      const { now } = await this.#session.admin.expectOk<{ now: number }>('GET', '/clock');
      until = new Date(now + (timeout.seconds ?? 0) * 1000).toISOString();
    }
    return this.#send('PATCH', `/members/${this.#userId(user)}`, {
      communicationDisabledUntil: until,
      ...this.#byHand(timeout),
    });
  }

  /** Ends a member's timeout. */
  removeTimeout(user: UserRef, options: ModerationOptions = {}): Promise<APIGuildMember> {
    return this.#send('PATCH', `/members/${this.#userId(user)}`, {
      communicationDisabledUntil: null,
      ...this.#byHand(options),
    });
  }

  /** Kicks a member (Kick Members). */
  async kick(user: UserRef, options: ModerationOptions = {}): Promise<void> {
    await this.#send('POST', `/members/${this.#userId(user)}/kick`, this.#byHand(options));
  }

  /** Bans a user (Ban Members); `deleteMessageSeconds` (0-604800) deletes what they posted that long back. */
  async ban(
    user: UserRef,
    options: ModerationOptions & { deleteMessageSeconds?: number } = {},
  ): Promise<void> {
    const { deleteMessageSeconds, ...rest } = options;
    await this.#send('POST', '/bans', {
      userId: this.#userId(user),
      ...(deleteMessageSeconds === undefined ? {} : { deleteMessageSeconds }),
      ...this.#byHand(rest),
    });
  }

  /** Lifts a user's ban. */
  async unban(user: UserRef, options: ModerationOptions = {}): Promise<void> {
    await this.#send('POST', `/bans/${this.#userId(user)}/remove`, this.#byHand(options));
  }

  /**
   * A member marks their interest in one of the guild's scheduled events (one they can see); bots receive
   * GUILD_SCHEDULED_EVENT_USER_ADD, and the event's users list them. Marking it again changes nothing.
   */
  async markInterested(user: UserRef, eventId: string): Promise<void> {
    await this.#send('POST', `/scheduled-events/${eventId}/users`, { userId: this.#userId(user) });
  }

  /** A member takes back their interest in a scheduled event; bots receive GUILD_SCHEDULED_EVENT_USER_REMOVE. */
  async unmarkInterested(user: UserRef, eventId: string): Promise<void> {
    await this.#send('POST', `/scheduled-events/${eventId}/users/${this.#userId(user)}/remove`, {});
  }

  /**
   * A member joins a voice or stage channel (by name or id), or moves there from another (View Channel and
   * Connect); a bot's user joins as its gateway's op 4 would. On a stage they join the audience
   * (suppressed). Bots with GUILD_VOICE_STATES are told VOICE_STATE_UPDATE; resolves with the voice state.
   */
  joinVoice(
    user: UserRef,
    channel: string,
    options: { selfMute?: boolean; selfDeaf?: boolean } = {},
  ): Promise<APIVoiceState> {
    return this.#send('POST', '/voice-states', {
      userId: this.#userId(user, true),
      channelId: this.#channelId(channel),
      ...options,
    });
  }

  /** A member leaves the voice channel they are in (VOICE_STATE_UPDATE with `channel_id` null). */
  async leaveVoice(user: UserRef): Promise<void> {
    await this.#send('POST', `/voice-states/${this.#userId(user, true)}/leave`, {});
  }

  #send<T>(method: string, path: string, body: object): Promise<T> {
    return this.#session.admin.expectOk<T>(method, `/guilds/${this.id}${path}`, body);
  }

  #guild(): EmulatorGuild {
    const guild = this.#session.world().guilds.find((g) => g.id === this.id);
    if (!guild)
      throw new TestClientError(`no guild ${this.id} in the world as last read; call client.refresh()`);
    return guild;
  }

  #byHand(options: ModerationOptions, self?: string): Record<string, string> {
    const actorId = options.by === undefined ? (self ?? this.#guild().ownerId) : this.#userId(options.by);
    return { actorId, ...(options.reason === undefined ? {} : { reason: options.reason }) };
  }

  #userId(user: UserRef, orBot = false): string {
    if (typeof user !== 'string') return user.id;
    const world = this.#session.world();
    const found = world.users.find((u) => u.id === user || u.username === user);
    if (found) return found.id;
    // An app's bot by its user id or username, where bots may act as users do (joining voice).
    const bot = orBot
      ? world.applications.find((a) => a.bot.id === user || a.bot.username === user)
      : undefined;
    if (!bot) throw new TestClientError(`no user ${JSON.stringify(user)} in the world`);
    return bot.bot.id;
  }

  #channelId(channel: string): string {
    const guild = this.#guild();
    const found = guild.channels.find((c) => c.id === channel || c.name === channel);
    if (!found)
      throw new TestClientError(
        `no channel ${JSON.stringify(channel)} in ${guild.name} (client.refresh() reads new ones)`,
      );
    return found.id;
  }

  #roleId(role: string): string {
    const guild = this.#guild();
    const found = guild.roles.find((r) => r.id === role || r.name === role);
    if (!found)
      throw new TestClientError(
        `no role ${JSON.stringify(role)} in ${guild.name}; its roles are ${guild.roles.map((r) => r.name).join(', ')} (client.refresh() reads new ones)`,
      );
    return found.id;
  }
}
