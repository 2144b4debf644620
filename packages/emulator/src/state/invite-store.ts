import type { InviteTargetType, Snowflake } from '@slashkit/api';

/** One invite as the emulator keeps it (and a snapshot holds it). */
export interface EmulatorInvite {
  code: string;
  guildId: Snowflake;
  channelId: Snowflake;
  /** Who made it: a user, or an app's bot (its application id). */
  inviterId: Snowflake;
  /** Epoch milliseconds on the emulator clock. */
  createdAt: number;
  /** Seconds it lasts; 0 never expires. */
  maxAge: number;
  /** Uses it allows; 0 unlimited. */
  maxUses: number;
  uses: number;
  temporary: boolean;
  targetType: InviteTargetType | null;
  targetUserId: Snowflake | null;
  targetApplicationId: Snowflake | null;
}

/**
 * The invites of every guild channel, by code. An invite that expired (its `max_age` passed on the
 * emulator clock) or was used up is gone: reads never see it and the next write drops it.
 */
export class InviteStore {
  readonly #invites = new Map<string, EmulatorInvite>();

  /** A store holding the invites of a snapshot (checked; nothing is shared with it). */
  static restore(snapshot: readonly EmulatorInvite[]): InviteStore {
    const store = new InviteStore();
    for (const invite of structuredClone(snapshot)) store.#invites.set(invite.code, invite);
    return store;
  }

  /** Every invite as plain JSON (copies), oldest first: the store's snapshot. */
  snapshot(): EmulatorInvite[] {
    return structuredClone([...this.#invites.values()]);
  }

  /** Keeps a new invite. */
  add(invite: EmulatorInvite): void {
    this.#invites.set(invite.code, invite);
  }

  /** The live invite with this code at `now`, or undefined. */
  get(code: string, now: number): EmulatorInvite | undefined {
    const invite = this.#invites.get(code);
    if (invite && !isLive(invite, now)) this.#invites.delete(code);
    return invite && isLive(invite, now) ? invite : undefined;
  }

  /** Forgets an invite; returns it, or undefined when there was none. */
  remove(code: string): EmulatorInvite | undefined {
    const invite = this.#invites.get(code);
    this.#invites.delete(code);
    return invite;
  }

  /** The live invites of a guild (of one channel of it, when given), oldest first. */
  list(filter: { guildId: Snowflake; channelId?: Snowflake }, now: number): EmulatorInvite[] {
    const found: EmulatorInvite[] = [];
    for (const invite of [...this.#invites.values()]) {
      if (!isLive(invite, now)) {
        this.#invites.delete(invite.code);
        continue;
      }
      if (invite.guildId !== filter.guildId) continue;
      if (filter.channelId !== undefined && invite.channelId !== filter.channelId) continue;
      found.push(invite);
    }
    return found;
  }

  /** Forgets the invites of a channel (deleted) or of a guild; returns them. */
  forget(filter: { guildId: Snowflake; channelId?: Snowflake }): EmulatorInvite[] {
    const gone = [...this.#invites.values()].filter(
      (i) =>
        i.guildId === filter.guildId && (filter.channelId === undefined || i.channelId === filter.channelId),
    );
    for (const invite of gone) this.#invites.delete(invite.code);
    return gone;
  }
}

/** When an invite expires, in epoch milliseconds, or null for never. */
export function inviteExpiry(invite: EmulatorInvite): number | null {
  return invite.maxAge === 0 ? null : invite.createdAt + invite.maxAge * 1000;
}

function isLive(invite: EmulatorInvite, now: number): boolean {
  const expiry = inviteExpiry(invite);
  return (expiry === null || now < expiry) && (invite.maxUses === 0 || invite.uses < invite.maxUses);
}
