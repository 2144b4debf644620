import { ChannelType, ThreadChannelTypes } from '@slashkit/api';
import { resolvePlace } from '../access/interaction-place.js';
import { userChannel } from '../access/user-channel.js';
import { HttpError } from '../http/http-error.js';
import type { EmulatorContext } from '../runtime/emulator-context.js';
import { fullThread } from '../world/thread-facts.js';
import type { EmulatorChannel, EmulatorGuild, EmulatorUser } from '../world/world.js';
import type { InteractionService } from './interaction-service.js';

/** Where a user can be: the guild channels they can see and type in, and their DMs with each app. */
export interface UserPlaces {
  guilds: {
    id: string;
    name: string;
    channels: {
      id: string;
      name: string;
      type: number;
      nsfw: boolean;
      parentId: string | null;
      /** A thread's state, as its client shows it (threads only). */
      archived?: boolean;
      locked?: boolean;
      /** Whether the user is a member of the thread (threads only: the client's Join / Leave). */
      joined?: boolean;
      /** A forum or media post's applied tags, by name, in the forum's order (posts only). */
      appliedTags?: string[];
    }[];
    /** The forum and media channels the user can view (nobody types in them: their posts are threads). */
    forums: {
      id: string;
      name: string;
      type: number;
      parentId: string | null;
      /** The tags a post may take (moderated ones need Manage Threads). */
      tags: { id: string; name: string; moderated: boolean; emoji: string | null }[];
    }[];
    /** The categories holding a listed channel (a category with nothing the user sees is not shown), in order. */
    categories: { id: string; name: string }[];
  }[];
  dms: { applicationId: string; name: string; botUsername: string; channelId: string }[];
}

/**
 * The places of a user's client, decided by the same place check an interaction gets (membership, View
 * Channel, channels people can type in); a refused or malformed place is simply not listed.
 */
export function userPlaces(
  emulator: EmulatorContext,
  user: EmulatorUser,
  service: InteractionService,
): UserPlaces {
  const application = emulator.state.world.application;
  const dmId = (app: string, who: string, ctx: 1 | 2) => service.dmChannelId(app, who, ctx);
  const guilds: UserPlaces['guilds'] = [];
  for (const guild of emulator.state.world.guilds) {
    const channels: UserPlaces['guilds'][number]['channels'] = [];
    for (const channel of guild.channels) {
      let place: ReturnType<typeof resolvePlace>;
      try {
        place = resolvePlace(
          { guildId: guild.id, channelId: channel.id },
          { application, user },
          emulator,
          dmId,
          'see it',
        );
      } catch (error) {
        if (error instanceof HttpError) continue; // a category, forum or voice channel: nobody types there
        throw error;
      }
      if ('reason' in place) continue;
      channels.push({
        id: channel.id,
        name: channel.name,
        type: channel.type,
        nsfw: place.channel.nsfw === true,
        parentId: channel.parentId,
        ...threadState(guild, channel, user.id),
      });
    }
    const forums = guild.channels
      .filter((c) => forumTypes.includes(c.type) && !('reason' in userChannel(emulator, user.id, c.id)))
      .map((c) => ({
        id: c.id,
        name: c.name,
        type: c.type,
        parentId: c.parentId,
        tags: (c.availableTags ?? []).map((t) => ({
          id: t.id,
          name: t.name,
          moderated: t.moderated,
          emoji: t.emojiName,
        })),
      }));
    const parents = new Set([...channels, ...forums].map((c) => c.parentId));
    const categories = guild.channels
      .filter((c) => c.type === ChannelType.GuildCategory && parents.has(c.id))
      .sort((a, b) => a.position - b.position)
      .map((c) => ({ id: c.id, name: c.name }));
    if (channels.length > 0 || forums.length > 0)
      guilds.push({ id: guild.id, name: guild.name, channels, forums, categories });
  }
  const dms = emulator.state.world.applications.map((app) => ({
    applicationId: app.id,
    name: app.name,
    botUsername: app.bot.username,
    channelId: service.dmChannelId(app.id, user.id, 1),
  }));
  return { guilds, dms };
}

const forumTypes: readonly ChannelType[] = [ChannelType.GuildForum, ChannelType.GuildMedia];

/**
 * A thread's archived and locked state (defaults filled), whether `userId` is a member, and a post's tag
 * names; nothing for another channel.
 */
function threadState(
  guild: EmulatorGuild,
  channel: EmulatorChannel,
  userId: string,
): { archived?: boolean; locked?: boolean; joined?: boolean; appliedTags?: string[] } {
  if (!ThreadChannelTypes.includes(channel.type)) return {};
  const thread = fullThread(guild, channel.id, channel.thread);
  const parent = guild.channels.find((c) => c.id === channel.parentId);
  const post = parent !== undefined && forumTypes.includes(parent.type);
  const names = (parent?.availableTags ?? []).filter((t) => thread.appliedTags.includes(t.id));
  return {
    archived: thread.archived,
    locked: thread.locked,
    joined: thread.members.some((m) => m.userId === userId),
    ...(post ? { appliedTags: names.map((t) => t.name) } : {}),
  };
}
