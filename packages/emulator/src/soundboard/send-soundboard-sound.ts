import {
  ChannelType,
  DefaultSoundboardSounds,
  type GatewayVoiceChannelEffectSendData,
  PermissionFlags,
  RESTJSONErrorCodes,
} from '@slashkit/api';
import type { CheckedSendSoundboardSoundBody } from '@slashkit/api/validation';
import { requireChannelPermission } from '../access/require-guild-permission.js';
import type { GuildAction } from '../guild-admin/guild-action.js';
import { badRequest, notFound } from '../http/http-error.js';
import type { EmulatorChannel } from '../world/world.js';

/**
 * Plays a soundboard sound in a voice channel (`POST /channels/{id}/send-soundboard-sound`) as the docs say:
 * a voice or stage channel (400/50024), the bot connected to it by its voice state (400/40032), Speak and
 * Use Soundboard there (and Use External Sounds for another guild's sound; 403/50013), not server-muted,
 * deafened (its own deafen too) or suppressed (400/50167). The sound is a default one, or a sound of the
 * channel's guild or of `source_guild_id` (404/10097 otherwise). VOICE_CHANNEL_EFFECT_SEND to the other bots
 * connected to the channel (intent GUILD_VOICE_STATES); nothing is heard, the emulator has no audio.
 * @see {@link https://discord.com/developers/docs/resources/soundboard#send-soundboard-sound | Send Soundboard Sound}
 */
export function sendSoundboardSound(
  action: GuildAction,
  channel: EmulatorChannel,
  body: CheckedSendSoundboardSoundBody,
): void {
  const { context, guild, actor } = action;
  if (channel.type !== ChannelType.GuildVoice && channel.type !== ChannelType.GuildStageVoice)
    throw badRequest(
      `Cannot execute action on this channel type: #${channel.name} is no voice or stage channel`,
      RESTJSONErrorCodes.CannotExecuteActionOnChannelType,
    );
  const state = context.state.voiceStates.get(guild.id, actor.userId);
  if (state?.channelId !== channel.id)
    throw badRequest(
      `Target user is not connected to voice: the bot is not in #${channel.name}; join it (gateway op 4) first`,
      RESTJSONErrorCodes.TargetUserNotConnectedToVoice,
    );
  const sourceGuildId = body.sourceGuildId ?? guild.id;
  const standard = DefaultSoundboardSounds.find((s) => s.sound_id === body.soundId);
  const custom = standard ? undefined : context.state.soundboardSounds.get(body.soundId);
  if (!standard && custom?.guildId !== sourceGuildId)
    throw notFound(
      RESTJSONErrorCodes.UnknownSound,
      `Unknown Sound: ${body.soundId} is no default sound nor a sound of guild ${sourceGuildId}`,
    );
  const external = custom !== undefined && custom.guildId !== guild.id;
  requireChannelPermission(
    guild,
    channel,
    actor,
    PermissionFlags.Speak |
      PermissionFlags.UseSoundboard |
      (external ? PermissionFlags.UseExternalSounds : 0n),
    external ? 'Speak, Use Soundboard and Use External Sounds' : 'Speak and Use Soundboard',
  );
  const member = guild.members.find((m) => m.userId === actor.userId);
  if (member?.mute || member?.deaf || state.selfDeaf || state.suppress)
    throw badRequest(
      'Cannot send voice effect when user is server muted, deafened, or suppressed',
      RESTJSONErrorCodes.CannotSendVoiceEffectWhenMuted,
    );
  const data: GatewayVoiceChannelEffectSendData = {
    channel_id: channel.id,
    guild_id: guild.id,
    user_id: actor.userId,
    emoji: standard
      ? { id: null, name: standard.emoji_name }
      : custom!.emojiId || custom!.emojiName
        ? { id: custom!.emojiId, name: custom!.emojiName }
        : null,
    animation_type: 1,
    animation_id: 0,
    sound_id: body.soundId,
    sound_volume: standard ? standard.volume : custom!.volume,
  };
  // Only those connected to the channel are told: each other bot whose voice state is in it.
  for (const other of context.state.voiceStates.inChannel(channel.id)) {
    if (other.userId === actor.userId) continue;
    const app = context.state.world.applications.find((a) => a.bot.id === other.userId);
    if (app)
      context.events.publish({
        type: 'VOICE_CHANNEL_EFFECT_SEND',
        applicationId: app.id,
        guildId: guild.id,
        channelId: channel.id,
        data: { ...data },
      });
  }
}
