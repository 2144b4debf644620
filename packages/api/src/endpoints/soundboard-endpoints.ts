import { RESTJSONErrorCodes } from '../error-codes.js';
import type {
  APISoundboardSound,
  RESTGetAPIGuildSoundboardSoundsResult,
  RESTPatchAPIGuildSoundboardSoundJSONBody,
  RESTPostAPIGuildSoundboardSoundJSONBody,
  RESTPostAPISendSoundboardSoundJSONBody,
} from '../types/soundboard.js';
import { defineEndpoint } from './define-endpoint.js';

const sounds = '/guilds/:guildId/soundboard-sounds';
const sound = '/guilds/:guildId/soundboard-sounds/:soundId';
const perGuild = { auth: ['bot'], major: ['guildId'], global: true } as const;

/**
 * The soundboard: the default sounds, a guild's sounds (listed and read by its members, made with Create
 * Expressions from MP3 or Ogg data, edited and deleted by their uploader or with Manage Expressions; each
 * write audit-logged and GUILD_SOUNDBOARD_SOUND_*, intent GUILD_EXPRESSIONS), and playing one in the voice
 * channel the bot is in (VOICE_CHANNEL_EFFECT_SEND).
 * @see {@link https://discord.com/developers/docs/resources/soundboard | Soundboard resource}
 */
export const SoundboardEndpoints = {
  getSoundboardDefaultSounds: defineEndpoint<{ result: APISoundboardSound[] }>()({
    operationId: 'get_soundboard_default_sounds',
    method: 'GET',
    route: '/soundboard-default-sounds',
    auth: ['bot'],
    major: [],
    global: true,
    replay: 'always',
  }),
  listGuildSoundboardSounds: defineEndpoint<{ result: RESTGetAPIGuildSoundboardSoundsResult }>()({
    operationId: 'list_guild_soundboard_sounds',
    method: 'GET',
    route: sounds,
    ...perGuild,
    replay: 'always',
  }),
  getGuildSoundboardSound: defineEndpoint<{ result: APISoundboardSound }>()({
    operationId: 'get_guild_soundboard_sound',
    method: 'GET',
    route: sound,
    ...perGuild,
    replay: 'always',
  }),
  createGuildSoundboardSound: defineEndpoint<{
    body: RESTPostAPIGuildSoundboardSoundJSONBody;
    result: APISoundboardSound;
  }>()({
    operationId: 'create_guild_soundboard_sound',
    method: 'POST',
    route: sounds,
    ...perGuild,
    // Sent twice, it makes two sounds.
    replay: 'unsent-only',
    reason: true,
  }),
  updateGuildSoundboardSound: defineEndpoint<{
    body: RESTPatchAPIGuildSoundboardSoundJSONBody;
    result: APISoundboardSound;
  }>()({
    operationId: 'update_guild_soundboard_sound',
    method: 'PATCH',
    route: sound,
    ...perGuild,
    replay: 'always',
    reason: true,
  }),
  deleteGuildSoundboardSound: defineEndpoint()({
    operationId: 'delete_guild_soundboard_sound',
    method: 'DELETE',
    route: sound,
    ...perGuild,
    replay: 'always',
    goneCode: RESTJSONErrorCodes.UnknownSound,
    reason: true,
  }),
  sendSoundboardSound: defineEndpoint<{ body: RESTPostAPISendSoundboardSoundJSONBody }>()({
    operationId: 'send_soundboard_sound',
    method: 'POST',
    route: '/channels/:channelId/send-soundboard-sound',
    auth: ['bot'],
    major: ['channelId'],
    global: true,
    // Sent twice, the sound plays twice.
    replay: 'unsent-only',
  }),
} as const;
