import {
  type APIGuildMember,
  type GatewayGuildMembersChunkData,
  GatewayIntentBits,
  GatewayLimits,
  isJsonObject,
} from '@slashkit/api';
import { apiUserOf } from '../world/api-user-of.js';
import { guildMembers } from '../world/bot-member.js';
import { toApiGuildMember } from '../world/to-api-guild-member.js';
import { toApiUser } from '../world/to-api-user.js';
import type { EmulatorApplication, EmulatorMember, World } from '../world/world.js';

/** The answer to a Request Guild Members: its chunks, or why the service sends nothing (for the log). */
export type GuildMembersAnswer = { chunks: GatewayGuildMembersChunkData[] } | { ignored: string };

/**
 * The GUILD_MEMBERS_CHUNK dispatches that answer a Request Guild Members (op 8) of a session: the members
 * whose ids are in `user_ids` (at most 100, the others in `not_found`), or whose username or nickname starts
 * with `query` (case-insensitive, at most `limit`, at most 100); `query: ""` lists every member (`limit`
 * 0: all) and needs the GUILD_MEMBERS intent. In chunks of 1000, each with the request's `nonce` when it is at
 * most 32 bytes, and `presences: []` when asked for with the GUILD_PRESENCES intent. A request the service
 * does not answer (a guild the bot is not in or of another shard, the intent missing, neither `query` nor
 * `user_ids`) gets no chunk, as there: the reason is returned for the emulator's log.
 * @see https://discord.com/developers/docs/events/gateway-events#request-guild-members
 */
export function guildMembersChunks(
  world: World,
  application: EmulatorApplication,
  session: { intents: number; owns(guildId: string): boolean },
  d: unknown,
): GuildMembersAnswer {
  if (!isJsonObject(d)) return { ignored: 'its payload is not an object' };
  const request = d as Record<string, unknown>;
  const guildId = request.guild_id;
  const guild =
    typeof guildId === 'string' && application.guildIds.includes(guildId) && session.owns(guildId)
      ? world.guilds.find((g) => g.id === guildId)
      : undefined;
  if (!guild) return { ignored: `guild_id ${JSON.stringify(guildId)} is not a guild of this session` };
  const everyone = guildMembers(world, guild);
  // Each member's user looked up once by id: a scan of the users per member is quadratic in a big guild.
  const users = new Map(world.users.map((user) => [user.id, user]));
  let found: EmulatorMember[];
  let notFound: string[] | undefined;
  if (request.user_ids !== undefined) {
    const ids = (Array.isArray(request.user_ids) ? request.user_ids : [request.user_ids])
      .filter((id): id is string => typeof id === 'string')
      .slice(0, GatewayLimits.memberRequestMaxResults);
    found = everyone.filter((member) => ids.includes(member.userId));
    notFound = ids.filter((id) => !found.some((member) => member.userId === id));
  } else if (typeof request.query === 'string' && Number.isSafeInteger(request.limit)) {
    const query = request.query.toLowerCase();
    const limit = request.limit as number;
    if (query === '') {
      if ((session.intents & GatewayIntentBits.GuildMembers) === 0)
        return { ignored: 'the whole member list needs the GUILD_MEMBERS intent' };
      found = limit > 0 ? everyone.slice(0, limit) : everyone;
    } else {
      const max = Math.min(
        limit > 0 ? limit : GatewayLimits.memberRequestMaxResults,
        GatewayLimits.memberRequestMaxResults,
      );
      found = everyone
        .filter((member) => {
          const user = users.get(member.userId);
          const names = [user?.username, member.nick].filter((n): n is string => typeof n === 'string');
          return names.some((name) => name.toLowerCase().startsWith(query));
        })
        .slice(0, max);
    }
  } else return { ignored: 'it has neither user_ids nor a query with a limit' };
  const members = found.flatMap((member): APIGuildMember[] => {
    const known = users.get(member.userId);
    const user = known ? toApiUser(known) : apiUserOf(world, member.userId);
    return user ? [toApiGuildMember(member, user)] : [];
  });
  const nonce =
    typeof request.nonce === 'string' &&
    new TextEncoder().encode(request.nonce).length <= GatewayLimits.memberRequestNonceMaxBytes
      ? request.nonce
      : undefined;
  const withPresences =
    request.presences === true && (session.intents & GatewayIntentBits.GuildPresences) !== 0;
  const size = GatewayLimits.membersPerChunk;
  const count = Math.max(1, Math.ceil(members.length / size));
  return {
    chunks: Array.from({ length: count }, (_, index) => ({
      guild_id: guild.id,
      members: members.slice(index * size, (index + 1) * size),
      chunk_index: index,
      chunk_count: count,
      ...(notFound !== undefined && index === 0 ? { not_found: notFound } : {}),
      ...(withPresences ? { presences: [] } : {}),
      ...(nonce === undefined ? {} : { nonce }),
    })),
  };
}
