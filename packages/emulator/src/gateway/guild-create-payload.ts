import {
  type APIGuildChannel,
  type APIThreadChannel,
  type APIThreadChannelWithMember,
  type GatewayGuildCreateData,
  GatewayIntentBits,
  GatewayLimits,
  PermissionFlags,
  ThreadChannelTypes,
} from '@slashkit/api';
import { channelPermissions } from '../access/channel-permissions.js';
import { seesExpressionUsers } from '../access/expression-access.js';
import { guildExpressions } from '../expressions/guild-expressions.js';
import { toApiSoundboardSound } from '../expressions/to-api-soundboard-sound.js';
import { toApiScheduledEvent } from '../scheduled-events/to-api-scheduled-event.js';
import { channelActivity } from '../state/channel-activity.js';
import type { EmojiStore } from '../state/emoji-store.js';
import type { GuildProfileStore } from '../state/guild-profile-store.js';
import type { MessageStore } from '../state/message-store.js';
import type { ScheduledEventStore } from '../state/scheduled-event-store.js';
import type { SoundboardSoundStore } from '../state/soundboard-sound-store.js';
import type { StageInstanceStore } from '../state/stage-instance-store.js';
import type { StickerStore } from '../state/sticker-store.js';
import type { VoiceStateStore } from '../state/voice-state-store.js';
import { threadMemberWire } from '../threads/thread-wire.js';
import { apiUserOf } from '../world/api-user-of.js';
import { botMember, guildMemberCount, guildMembers } from '../world/bot-member.js';
import { toApiChannel } from '../world/to-api-channel.js';
import { toApiGuild } from '../world/to-api-guild.js';
import { toApiGuildMember } from '../world/to-api-guild-member.js';
import { toApiVoiceState } from '../world/to-api-voice-state.js';
import type { EmulatorApplication, EmulatorGuild, EmulatorMember, World } from '../world/world.js';

/**
 * GUILD_CREATE for a guild the app's bot is in, as a session with `intents` receives it: the guild as
 * `GET /guilds/{id}` sends it (with its settings, emojis and stickers), `joined_at` (the bot's), `large`, `member_count`, the members (the bot's
 * own, and every member when the session has GUILD_PRESENCES and the guild is not large: without
 * presences the service sends no one else), every channel that is not a thread (as `GET
 * /channels/{id}` sends it, shared serializer), the active (unarchived) threads the bot can view (with its thread `member` on those it is in), the scheduled events it can view, the live stages, the soundboard sounds, and empty lists for what the
 * emulator does not model. Null when the bot is not in the guild.
 * @see {@link https://discord.com/developers/docs/events/gateway-events#guild-create | Guild Create event}
 */
export function guildCreatePayload(
  world: World,
  stores: {
    messages: Pick<MessageStore, 'activity' | 'first'>;
    guildProfiles: Pick<GuildProfileStore, 'get'>;
    emojis: Pick<EmojiStore, 'ofGuild'>;
    stickers: Pick<StickerStore, 'ofGuild'>;
    scheduledEvents: Pick<ScheduledEventStore, 'ofGuild'>;
    voiceStates: Pick<VoiceStateStore, 'ofGuild'>;
    stageInstances: Pick<StageInstanceStore, 'ofGuild'>;
    soundboardSounds: Pick<SoundboardSoundStore, 'ofGuild'>;
  },
  application: EmulatorApplication,
  guild: EmulatorGuild,
  intents: number,
): GatewayGuildCreateData | null {
  const bot = botMember(guild, application);
  if (!bot) return null;
  const memberCount = guildMemberCount(world, guild);
  const large = memberCount > GatewayLimits.defaultLargeThreshold;
  const withPresences = (intents & GatewayIntentBits.GuildPresences) !== 0;
  const listed = withPresences && !large ? guildMembers(world, guild) : [bot];
  const channels: APIGuildChannel[] = [];
  const threads: APIThreadChannelWithMember[] = [];
  for (const channel of guild.channels) {
    const wire = toApiChannel(guild, channel, channelActivity(stores.messages, channel.id));
    if (!ThreadChannelTypes.includes(channel.type)) {
      channels.push(wire as APIGuildChannel);
      continue;
    }
    // Only active threads: archived ones are read through the archived-thread lists.
    if (channel.thread?.archived) continue;
    const permissions = channelPermissions(guild, channel, bot.roles, application.bot.id);
    if ((permissions & PermissionFlags.ViewChannel) === 0n) continue;
    // The bot's own thread member on the threads it is in, as the threads topic says GUILD_CREATE carries.
    const own = channel.thread?.members.find((m) => m.userId === application.bot.id);
    threads.push({
      ...(wire as APIThreadChannel),
      ...(own ? { member: threadMemberWire(channel.id, own) } : {}),
    });
  }
  // The scheduled events the bot can see: external ones, and those in channels it can view.
  const events = stores.scheduledEvents.ofGuild(guild.id).filter((record) => {
    const channel = guild.channels.find((c) => c.id === record.event.channel_id);
    if (!channel) return record.event.channel_id === null;
    return (
      (channelPermissions(guild, channel, bot.roles, application.bot.id) & PermissionFlags.ViewChannel) !== 0n
    );
  });
  return {
    ...toApiGuild(
      world,
      guild,
      stores.guildProfiles.get(guild.id),
      false,
      guildExpressions({ world, emojis: stores.emojis, stickers: stores.stickers }, guild.id),
    ),
    joined_at: bot.joinedAt,
    large,
    unavailable: false,
    member_count: memberCount,
    members: listed.flatMap((member) => memberOf(world, member)),
    channels,
    threads,
    // As the service sends them here: without guild_id (the GUILD_CREATE says it) nor member (`members` has them).
    voice_states: stores.voiceStates.ofGuild(guild.id).map((state) => {
      const { guild_id: _guild, member: _member, ...partial } = toApiVoiceState(world, guild, state);
      return partial;
    }),
    presences: [],
    stage_instances: stores.stageInstances.ofGuild(guild.id).map((instance) => ({ ...instance })),
    guild_scheduled_events: events.map((record) => toApiScheduledEvent(world, record)),
    soundboard_sounds: stores.soundboardSounds
      .ofGuild(guild.id)
      .map((sound) => toApiSoundboardSound(world, sound, seesExpressionUsers(guild, bot))),
  };
}

function memberOf(world: World, member: EmulatorMember) {
  const user = apiUserOf(world, member.userId);
  return user ? [toApiGuildMember(member, user)] : [];
}
