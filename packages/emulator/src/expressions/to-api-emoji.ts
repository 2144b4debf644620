import type { APIEmoji } from '@slashkit/api';
import type { EmulatorEmoji } from '../state/emoji-store.js';
import { apiUserOf } from '../world/api-user-of.js';
import type { World } from '../world/world.js';

/**
 * An emoji as the service sends it: colons required, never managed, available (the emulator's guilds keep
 * their tier); `user` (who uploaded it) when `withUser`: for those who may manage the guild's expressions,
 * and always for an application's emoji.
 * @see {@link https://discord.com/developers/docs/resources/emoji#emoji-object | Emoji object}
 */
export function toApiEmoji(world: World, emoji: EmulatorEmoji, withUser: boolean): APIEmoji {
  const user = withUser ? apiUserOf(world, emoji.creatorId) : undefined;
  return {
    id: emoji.id,
    name: emoji.name,
    roles: [...emoji.roles],
    ...(user ? { user } : {}),
    require_colons: true,
    managed: false,
    animated: emoji.animated,
    available: true,
  };
}
