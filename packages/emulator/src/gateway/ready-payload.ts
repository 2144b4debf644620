import { type GatewayReadyData, shardForGuild } from '@slashkit/api';
import type { GatewaySession } from '../state/gateway-session.js';
import { toCurrentBotUser } from '../world/to-current-user.js';
import type { EmulatorApplication } from '../world/world.js';

/**
 * READY for a new session: the bot user as `GET /users/@me` answers for its token, the guilds of the
 * session's shard (unavailable until their GUILD_CREATE), where to resume, and the application's id and flags.
 * @see {@link https://discord.com/developers/docs/events/gateway-events#ready | Ready event}
 */
export function readyPayload(
  application: EmulatorApplication,
  session: GatewaySession,
  resumeUrl: string,
): GatewayReadyData {
  const [shardId, shardCount] = session.shard;
  return {
    v: 10,
    user: toCurrentBotUser(application),
    guilds: application.guildIds
      .filter((id) => shardForGuild(id, shardCount) === shardId)
      .map((id) => ({ id, unavailable: true })),
    session_id: session.id,
    resume_gateway_url: resumeUrl,
    shard: [shardId, shardCount],
    application: { id: application.id, flags: application.flags },
  };
}
