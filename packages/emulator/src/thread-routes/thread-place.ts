import { ChannelType, RESTJSONErrorCodes, ThreadChannelTypes } from '@slashkit/api';
import { type BotChannel, botChannel } from '../access/bot-channel.js';
import { badRequest } from '../http/http-error.js';
import { requireBot } from '../http/require-bot.js';
import type { RouteContext } from '../http/router.js';
import type { EndpointContext } from '../http/serve.js';
import { botMember } from '../world/bot-member.js';
import type { EmulatorApplication, EmulatorMember } from '../world/world.js';

/** A guild channel as the calling bot reaches it, with the bot, its member and permissions there. */
export type BotGuildPlace = Extract<BotChannel, { kind: 'guild' }> & {
  application: EmulatorApplication;
  member: EmulatorMember;
};

const wrongType = (why: string) =>
  badRequest(
    `Cannot execute action on this channel type: ${why}`,
    RESTJSONErrorCodes.CannotExecuteActionOnChannelType,
  );

/**
 * The route's guild channel as the calling bot sees it (401 for a Bearer token, 10003 unknown, 50001 out
 * of sight); 400/50024 for a DM, which has no threads.
 */
export function botGuildPlace(ctx: RouteContext | EndpointContext<never>, channelId: string): BotGuildPlace {
  const application = requireBot(ctx);
  const target = botChannel(ctx.emulator, application, channelId);
  if (target.kind === 'dm') throw wrongType('a DM has no threads');
  return { ...target, application, member: botMember(target.guild, application)! };
}

/** The route's thread as the calling bot sees it; 400/50024 for a channel that is no thread. */
export function botThreadPlace(ctx: RouteContext | EndpointContext<never>, channelId: string): BotGuildPlace {
  const place = botGuildPlace(ctx, channelId);
  if (!ThreadChannelTypes.includes(place.channel.type))
    throw wrongType(`#${place.channel.name} is not a thread`);
  return place;
}

/** Refuses with 400/50024 a channel whose threads are not of this kind (`what` says which are). */
export function requireParentType(place: BotGuildPlace, types: readonly ChannelType[], what: string): void {
  if (!types.includes(place.channel.type))
    throw wrongType(`${what} (#${place.channel.name} is type ${place.channel.type})`);
}

/** The channel types whose threads are started without a message or from one: text and announcement. */
export const messageThreadParents: readonly ChannelType[] = [
  ChannelType.GuildText,
  ChannelType.GuildAnnouncement,
];

/** The channel types whose threads are posts: forum and media. */
export const postParents: readonly ChannelType[] = [ChannelType.GuildForum, ChannelType.GuildMedia];
