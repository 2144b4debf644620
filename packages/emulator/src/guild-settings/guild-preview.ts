import { type APIGuildPreview, RESTJSONErrorCodes } from '@slashkit/api';
import { toApiEmoji } from '../expressions/to-api-emoji.js';
import { toApiSticker } from '../expressions/to-api-sticker.js';
import { notFound } from '../http/http-error.js';
import type { EmulatorContext } from '../runtime/emulator-context.js';
import { botMember, guildMemberCount } from '../world/bot-member.js';
import type { EmulatorApplication } from '../world/world.js';

/**
 * A guild's preview as `application`'s bot may read it: of a guild it is in, or of any DISCOVERABLE
 * guild (404/10004 Unknown Guild otherwise, as for a guild that does not exist). Emojis and stickers
 * without who uploaded them; nobody is online in the emulator.
 * @see {@link https://discord.com/developers/docs/resources/guild#get-guild-preview | Get Guild Preview}
 */
export function guildPreview(
  context: EmulatorContext,
  application: EmulatorApplication,
  guildId: string,
): APIGuildPreview {
  const guild = context.findGuild(guildId);
  const { world, guildProfiles, emojis, stickers } = context.state;
  const profile = guild ? guildProfiles.get(guild.id) : undefined;
  if (!guild || !profile || (!botMember(guild, application) && !profile.features.includes('DISCOVERABLE')))
    throw notFound(RESTJSONErrorCodes.UnknownGuild, 'Unknown Guild');
  return {
    id: guild.id,
    name: guild.name,
    icon: profile.icon,
    home_header: profile.home_header,
    splash: profile.splash,
    discovery_splash: profile.discovery_splash,
    emojis: emojis.ofGuild(guild.id).map((emoji) => toApiEmoji(world, emoji, false)),
    features: profile.features,
    approximate_member_count: guildMemberCount(world, guild),
    approximate_presence_count: 0,
    description: profile.description,
    stickers: stickers.ofGuild(guild.id).map((sticker) => toApiSticker(world, sticker, false)),
  };
}
