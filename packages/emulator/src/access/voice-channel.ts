import { ChannelType, RESTJSONErrorCodes } from '@slashkit/api';
import { badRequest, notFound } from '../http/http-error.js';
import type { EmulatorChannel, EmulatorGuild } from '../world/world.js';

/** The guild's voice or stage channel `channelId`: 404/10003 for any other id, 400/50024 for another type. */
export function voiceChannel(guild: EmulatorGuild, channelId: string): EmulatorChannel {
  const channel = guild.channels.find((c) => c.id === channelId);
  if (!channel) throw notFound(RESTJSONErrorCodes.UnknownChannel, `Unknown Channel: ${channelId}`);
  if (channel.type !== ChannelType.GuildVoice && channel.type !== ChannelType.GuildStageVoice)
    throw badRequest(
      `Cannot execute action on this channel type: #${channel.name} is no voice or stage channel`,
      RESTJSONErrorCodes.CannotExecuteActionOnChannelType,
    );
  return channel;
}
