import { type GatewaySoundboardSoundsData, isJsonObject, ownValue } from '@slashkit/api';
import { seesExpressionUsers } from '../access/expression-access.js';
import { toApiSoundboardSound } from '../expressions/to-api-soundboard-sound.js';
import type { EmulatorContext } from '../runtime/emulator-context.js';
import { botMember } from '../world/bot-member.js';
import type { EmulatorApplication } from '../world/world.js';

/**
 * The SOUNDBOARD_SOUNDS dispatches that answer a Request Soundboard Sounds (op 31): one per id of
 * `guild_ids` that is a guild of the session (the app installed there, on its shard), each once, with the
 * guild's sounds (`user` when the bot may see who uploaded them). Ids of other guilds get nothing, as
 * there; a payload without a list of ids gets nothing.
 * @see {@link https://discord.com/developers/docs/events/gateway-events#request-soundboard-sounds | Request Soundboard Sounds}
 */
export function soundboardSoundsAnswer(
  context: EmulatorContext,
  application: EmulatorApplication,
  session: { owns(guildId: string): boolean },
  d: unknown,
): GatewaySoundboardSoundsData[] {
  const ids = isJsonObject(d) ? ownValue(d, 'guild_ids') : undefined;
  if (!Array.isArray(ids)) return [];
  const { world } = context.state;
  return [...new Set(ids)].flatMap((id) => {
    const guild =
      typeof id === 'string' && application.guildIds.includes(id) && session.owns(id)
        ? world.guilds.find((g) => g.id === id)
        : undefined;
    const bot = guild && botMember(guild, application);
    if (!guild || !bot) return [];
    const withUser = seesExpressionUsers(guild, bot);
    return [
      {
        soundboard_sounds: context.state.soundboardSounds
          .ofGuild(guild.id)
          .map((sound) => toApiSoundboardSound(world, sound, withUser)),
        guild_id: guild.id,
      },
    ];
  });
}
