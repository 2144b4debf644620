import { type GatewayReadyData, shardForGuild } from '@slashkit/api';
import type { EmulatorApplication } from '../world/world.js';
import type { GatewaySession } from './gateway-session.js';

/** READY for a new session: the bot user, the guilds of the session's shard (unavailable), where to resume. */
export function readyPayload(
  application: EmulatorApplication,
  session: GatewaySession,
  resumeUrl: string,
): GatewayReadyData {
  const [shardId, shardCount] = session.shard;
  return {
    v: 10,
    user: { id: application.bot.id, username: application.bot.username, discriminator: '0', bot: true },
    guilds: application.guildIds
      .filter((id) => shardForGuild(id, shardCount) === shardId)
      .map((id) => ({ id, unavailable: true })),
    session_id: session.id,
    resume_gateway_url: resumeUrl,
    shard: [shardId, shardCount],
    application: { id: application.id, flags: application.flags },
  };
}
