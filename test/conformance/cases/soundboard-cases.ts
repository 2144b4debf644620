import { ChannelType, Endpoints } from '@slashkit/api';
import { type Case, GENERAL, GUILD, type Harness } from '../harness.js';

// The soundboard: the default sounds; the primary app's bot (Create Expressions from @everyone) makes a
// sound from Ogg data, reads, edits and deletes it, and plays a default sound in a voice channel it joined
// by hand (admin API). The refusals of permissions and of a muted bot are in the emulator's soundboard tests.

const bot = (h: Harness) => `Bot ${h.emu.world.application.botToken}`;
const json = (h: Harness, method: string, path: string, body?: unknown) =>
  h.raw(method, path, {
    authorization: bot(h),
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
const sounds = `/guilds/${GUILD}/soundboard-sounds`;
const ogg = `data:audio/ogg;base64,${Buffer.from('OggS\u0000\u0002 a tiny sound').toString('base64')}`;
const UNKNOWN = '1250000000000009999';

/** A voice channel with the bot in it, made once. */
async function soundRoom(h: Harness): Promise<string> {
  if (h.state.soundRoom) return h.state.soundRoom;
  const channel = await h.sdk.guilds.createGuildChannel(GUILD, {
    name: 'sound-room',
    type: ChannelType.GuildVoice,
  });
  h.state.soundRoom = channel.id;
  await h.admin('POST', `/guilds/${GUILD}/voice-states`, { userId: h.appId, channelId: channel.id });
  return channel.id;
}

export const soundboardCases: Case[] = [
  {
    op: Endpoints.getSoundboardDefaultSounds,
    status: 200,
    as: 'Bot',
    what: 'the default sounds',
    run: (h) => h.sdk.soundboard.getDefaultSoundboardSounds(),
  },
  {
    op: Endpoints.getSoundboardDefaultSounds,
    status: 401,
    as: 'bad token',
    what: 'unknown bot token',
    run: (h) => h.raw('GET', '/soundboard-default-sounds', { authorization: 'Bot not-a-token' }),
  },
  {
    op: Endpoints.createGuildSoundboardSound,
    status: 201,
    as: 'Bot',
    what: 'a sound from Ogg data, with a reason',
    run: async (h) => {
      const made = await h.sdk.soundboard.createGuildSoundboardSound(
        GUILD,
        { name: 'tada', sound: ogg, volume: 0.5, emoji_name: '🎉' },
        { reason: 'party' },
      );
      h.state.sound = made.sound_id;
      return made;
    },
  },
  {
    op: Endpoints.createGuildSoundboardSound,
    status: 400,
    code: 50035,
    as: 'Bot',
    what: 'image data for a sound',
    run: (h) => json(h, 'POST', sounds, { name: 'pic', sound: 'data:image/gif;base64,R0lGODlhAQABAAAAACw=' }),
  },
  {
    op: Endpoints.listGuildSoundboardSounds,
    status: 200,
    as: 'Bot',
    what: "the guild's sounds",
    run: (h) => h.sdk.soundboard.getGuildSoundboardSounds(GUILD),
  },
  {
    op: Endpoints.listGuildSoundboardSounds,
    status: 404,
    code: 10004,
    as: 'Bot',
    what: 'an unknown guild',
    run: (h) => json(h, 'GET', `/guilds/${UNKNOWN}/soundboard-sounds`),
  },
  {
    op: Endpoints.getGuildSoundboardSound,
    status: 200,
    as: 'Bot',
    what: 'the sound',
    run: (h) => h.sdk.soundboard.getGuildSoundboardSound(GUILD, h.state.sound!),
  },
  {
    op: Endpoints.getGuildSoundboardSound,
    status: 404,
    code: 10097,
    as: 'Bot',
    what: 'an unknown sound',
    run: (h) => json(h, 'GET', `${sounds}/${UNKNOWN}`),
  },
  {
    op: Endpoints.updateGuildSoundboardSound,
    status: 200,
    as: 'Bot',
    what: 'a new name and volume',
    run: (h) =>
      h.sdk.soundboard.editGuildSoundboardSound(GUILD, h.state.sound!, { name: 'ta-da', volume: 1 }),
  },
  {
    op: Endpoints.updateGuildSoundboardSound,
    status: 400,
    code: 50035,
    as: 'Bot',
    what: 'a volume above 1',
    run: (h) => json(h, 'PATCH', `${sounds}/${h.state.sound}`, { volume: 2 }),
  },
  {
    op: Endpoints.sendSoundboardSound,
    status: 204,
    as: 'Bot',
    what: 'a default sound in the voice channel the bot is in',
    run: async (h) => h.sdk.soundboard.sendSoundboardSound(await soundRoom(h), { sound_id: '1' }),
  },
  {
    op: Endpoints.sendSoundboardSound,
    status: 400,
    code: 50024,
    as: 'Bot',
    what: 'a text channel',
    run: (h) => json(h, 'POST', `/channels/${GENERAL}/send-soundboard-sound`, { sound_id: '1' }),
  },
  {
    op: Endpoints.deleteGuildSoundboardSound,
    status: 204,
    as: 'Bot',
    what: 'the sound',
    run: (h) => h.sdk.soundboard.deleteGuildSoundboardSound(GUILD, h.state.sound!, { reason: 'done' }),
  },
  {
    op: Endpoints.deleteGuildSoundboardSound,
    status: 404,
    code: 10097,
    as: 'Bot',
    what: 'a sound already deleted',
    run: (h) => json(h, 'DELETE', `${sounds}/${h.state.sound}`),
  },
];
