import {
  dispatchIntent,
  type GatewayGuildCreateData,
  GatewayIntentBits,
  PermissionFlags,
  receivesDispatch,
  shardForGuild,
} from '@slashkit/api';
import { channelPermissions } from '../access/channel-permissions.js';
import type { EmulatorEvent } from '../events/emulator-event.js';
import { GuildEventTypes } from '../events/guild-events.js';
import { isMessageEvent } from '../events/message-events.js';
import type { EmulatorContext } from '../runtime/emulator-context.js';
import type { GatewaySession } from '../state/gateway-session.js';
import { botMember } from '../world/bot-member.js';
import { memberGuildPermissions } from '../world/guild-permissions.js';
import type { EmulatorApplication } from '../world/world.js';
import { guildCreatePayload } from './guild-create-payload.js';
import { messageDispatch } from './message-dispatch.js';
import { ownThreadMembersUpdate } from './own-thread-members-update.js';

/** A dispatch for one session: the event name and its payload. */
export interface SessionDispatch {
  t: string;
  d: unknown;
}

/**
 * What `session` receives of an event of the bus, or null. In its shard: the events of its application
 * (interactions, permission updates…) as they are; GUILD_CREATE (the full guild) and GUILD_DELETE when its
 * bot joins or leaves a guild, with the GUILDS intent; message creates, edits and deletes by intent and
 * visibility (see `messageDispatch`); and every event of the world (see `worldEvent`) of a guild its bot is
 * in, or of its own DM, whose intent it holds (`GatewayDispatchIntents`). Payloads are built per session
 * from the state as it is now.
 * @see {@link https://discord.com/developers/docs/events/gateway | Gateway}
 */
export function sessionDispatch(
  context: EmulatorContext,
  session: GatewaySession,
  event: EmulatorEvent,
): SessionDispatch | null {
  if (!session.owns(event.guildId)) return null;
  if (isMessageEvent(event)) {
    const application = context.findApplication(session.applicationId);
    const d = application && messageDispatch(context.state, application, session.intents, event);
    return d ? { t: event.type, d } : null;
  }
  if (event.applicationId === null) return worldDispatch(context, session, event);
  if (event.applicationId !== session.applicationId) return null;
  if (event.type !== GuildEventTypes.CREATE && event.type !== GuildEventTypes.DELETE)
    return receivesDispatch(event.type, session.intents, event.guildId !== null)
      ? { t: event.type, d: event.data }
      : null;
  if ((session.intents & GatewayIntentBits.Guilds) === 0 || event.guildId === null) return null;
  if (event.type === GuildEventTypes.DELETE) return { t: event.type, d: { id: event.guildId } };
  const application = context.findApplication(session.applicationId);
  const guild = context.findGuild(event.guildId);
  const d =
    application &&
    guild &&
    guildCreatePayload(context.state.world, context.state, application, guild, session.intents);
  return d ? { t: event.type, d } : null;
}

// An event of the world: told to a bot present where it happened, that may see its channel and holds one
// of the permissions it asks for. A bot's own thread membership is told it with GUILDS alone, wherever.
function worldDispatch(
  context: EmulatorContext,
  session: GatewaySession,
  event: EmulatorEvent,
): SessionDispatch | null {
  const application = context.findApplication(session.applicationId);
  if (!application) return null;
  if (event.guildId !== null && ownThreadMembersUpdate(event, application.bot.id))
    return (session.intents & GatewayIntentBits.Guilds) !== 0 && application.guildIds.includes(event.guildId)
      ? { t: event.type, d: event.data }
      : null;
  // Only events that need an intent are the world's; the others are an app's own.
  const bit = dispatchIntent(event.type, event.guildId !== null);
  if (!bit || (session.intents & bit) === 0) return null;
  if (event.guildId === null) {
    const owner =
      event.channelId === undefined ? undefined : context.state.dmChannels.ownerOf(event.channelId);
    const own = owner?.applicationId === application.id && owner.context === 1;
    return own ? { t: event.type, d: event.data } : null;
  }
  const guild = application.guildIds.includes(event.guildId) ? context.findGuild(event.guildId) : undefined;
  const member = guild && botMember(guild, application);
  if (!guild || !member) return null;
  let permissions: bigint;
  if (event.channelId !== undefined) {
    const channel = guild.channels.find((c) => c.id === event.channelId);
    if (!channel) return null;
    permissions = channelPermissions(guild, channel, member.roles, application.bot.id);
    if ((permissions & PermissionFlags.ViewChannel) === 0n) return null;
  } else permissions = memberGuildPermissions(guild, member);
  if (event.permissions !== undefined && (permissions & BigInt(event.permissions)) === 0n) return null;
  // AutoMod: what the member wrote only with the MESSAGE_CONTENT intent, as for messages.
  if (
    event.type === 'AUTO_MODERATION_ACTION_EXECUTION' &&
    (session.intents & GatewayIntentBits.MessageContent) === 0
  )
    return { t: event.type, d: { ...(event.data as object), content: '', matched_content: null } };
  return { t: event.type, d: event.data };
}

/**
 * The GUILD_CREATE of every guild a new session's READY lists (its shard's guilds), in READY's order;
 * none without the GUILDS intent (the guilds stay unavailable, as on the service).
 * @see {@link https://discord.com/developers/docs/events/gateway-events#ready | Ready event}
 */
export function readyGuilds(
  context: EmulatorContext,
  application: EmulatorApplication,
  session: GatewaySession,
): GatewayGuildCreateData[] {
  if ((session.intents & GatewayIntentBits.Guilds) === 0) return [];
  const [shardId, shardCount] = session.shard;
  return application.guildIds.flatMap((id) => {
    const guild = shardForGuild(id, shardCount) === shardId ? context.findGuild(id) : undefined;
    const payload =
      guild && guildCreatePayload(context.state.world, context.state, application, guild, session.intents);
    return payload ? [payload] : [];
  });
}
