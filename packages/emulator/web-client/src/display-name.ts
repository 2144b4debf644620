import type { Session } from './session.js';

/** A user as a message or the world names them (a message's author has `global_name`, the world `globalName`). */
export interface NamedUser {
  id: string;
  username: string;
  global_name?: string | null;
  globalName?: string | null;
}

/**
 * The name Discord's client shows for a user at the session's place: their nickname in the place's guild,
 * else their display name (`global_name`), else their username. Used for message authors, "… used /roll",
 * "… is thinking…", the member list and mentions.
 */
export function displayName(session: Session, user: NamedUser): string {
  const { world, place } = session;
  const guild = 'guildId' in place ? world.guilds.find((g) => g.id === place.guildId) : undefined;
  const nick = guild?.members.find((m) => m.userId === user.id)?.nick;
  const known = world.users.find((u) => u.id === user.id);
  return nick || user.global_name || user.globalName || known?.globalName || user.username;
}
