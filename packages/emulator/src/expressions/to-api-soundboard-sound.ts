import type { APISoundboardSound } from '@slashkit/api';
import type { EmulatorSoundboardSound } from '../state/soundboard-sound-store.js';
import { apiUserOf } from '../world/api-user-of.js';
import type { World } from '../world/world.js';

/**
 * A guild's soundboard sound as the service sends it: available (the emulator's guilds keep their boosts),
 * with `user` (who uploaded it) when `withUser`: for those who may manage the guild's expressions.
 * @see {@link https://discord.com/developers/docs/resources/soundboard#soundboard-sound-object | Soundboard Sound object}
 */
export function toApiSoundboardSound(
  world: World,
  sound: EmulatorSoundboardSound,
  withUser: boolean,
): APISoundboardSound {
  const user = withUser ? apiUserOf(world, sound.creatorId) : undefined;
  return {
    name: sound.name,
    sound_id: sound.id,
    volume: sound.volume,
    emoji_id: sound.emojiId,
    emoji_name: sound.emojiName,
    guild_id: sound.guildId,
    available: true,
    ...(user ? { user } : {}),
  };
}
