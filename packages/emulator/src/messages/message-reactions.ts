import type { APIReaction, Snowflake } from '@slashkit/api';
import type { ReactionStore } from '../state/reaction-store.js';

/**
 * A message's `reactions` as the service sends them to `viewerId`: one entry per emoji in the order first
 * used, each with its counts (normal and burst apart) and whether the reader is among them; undefined when
 * the message has none (the service leaves the field out).
 * @see {@link https://discord.com/developers/docs/resources/message#reaction-object | Reaction object}
 */
export function messageReactions(
  reactions: Pick<ReactionStore, 'of'>,
  messageId: Snowflake,
  viewerId: Snowflake | null,
): APIReaction[] | undefined {
  const stored = reactions.of(messageId);
  if (stored.length === 0) return undefined;
  return stored.map((r) => ({
    count: r.users.length + r.burstUsers.length,
    count_details: { burst: r.burstUsers.length, normal: r.users.length },
    me: viewerId !== null && r.users.includes(viewerId),
    me_burst: viewerId !== null && r.burstUsers.includes(viewerId),
    emoji: { ...r.emoji },
    burst_colors: [],
  }));
}
