import type { APISoundboardSound } from './types/soundboard.js';

const sound = (sound_id: string, name: string, emoji_name: string): APISoundboardSound =>
  Object.freeze({ name, sound_id, volume: 1, emoji_id: null, emoji_name, available: true });

/**
 * The soundboard sounds every user may play (`GET /soundboard-default-sounds`), as the service lists them:
 * no `guild_id`, small ids.
 * @see {@link https://discord.com/developers/docs/resources/soundboard#list-default-soundboard-sounds | List Default Soundboard Sounds}
 */
export const DefaultSoundboardSounds: readonly APISoundboardSound[] = Object.freeze([
  sound('1', 'quack', '🦆'),
  sound('2', 'airhorn', '🔊'),
  sound('3', 'cricket', '🦗'),
  sound('4', 'golf clap', '⛳'),
  sound('5', 'sad horn', '🎺'),
  sound('7', 'ba dum tss', '🥁'),
]);
