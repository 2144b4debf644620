import type { PlaceChannel, Places } from './types.js';

/** The thread channel types: announcement (10), public (11) and private (12) threads. */
export const threadTypes: readonly number[] = [10, 11, 12];

/** A forum or media channel of the places, as the emulator listed it. */
export type PlaceForum = NonNullable<Places['guilds'][number]['forums']>[number];

/** Whether a listed channel is a thread. */
export const isThread = (c: PlaceChannel): boolean => threadTypes.includes(c.type);

/** The threads of a channel (a forum's posts too) the user can see, newest first (ids grow with time). */
export function threadsOf(places: Places, parentId: string): PlaceChannel[] {
  return places.guilds
    .flatMap((g) => g.channels)
    .filter((c) => isThread(c) && c.parentId === parentId)
    .sort((a, b) => (BigInt(b.id) > BigInt(a.id) ? 1 : -1));
}

/** A listed channel (thread or not) by id. */
export function findChannel(places: Places, id: string): PlaceChannel | undefined {
  return places.guilds.flatMap((g) => g.channels).find((c) => c.id === id);
}

/** A listed forum or media channel by id. */
export function findForum(places: Places, id: string): PlaceForum | undefined {
  return places.guilds.flatMap((g) => g.forums ?? []).find((f) => f.id === id);
}

/** A thread's state as the client words it beside its name: "archived", "locked", both, or nothing. */
export function threadStateText(c: PlaceChannel): string | null {
  const state = [c.archived ? 'archived' : null, c.locked ? 'locked' : null].filter(Boolean);
  return state.length ? state.join(', ') : null;
}
