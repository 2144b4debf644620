import { type GatewayGuildCreateData, GatewayIntentBits, shardForGuild } from '@slashkit/api';
import type { EmulatorEvent } from '../events/emulator-event.js';
import { GuildEventTypes } from '../events/guild-events.js';
import { isMessageEvent } from '../events/message-events.js';
import type { EmulatorContext } from '../runtime/emulator-context.js';
import type { GatewaySession } from '../state/gateway-session.js';
import type { EmulatorApplication } from '../world/world.js';
import { guildCreatePayload } from './guild-create-payload.js';
import { messageDispatch } from './message-dispatch.js';

/** A dispatch for one session: the event name and its payload. */
export interface SessionDispatch {
  t: string;
  d: unknown;
}

/** The events of the bus that go to their application's sessions as they are. */
const appEvents: readonly string[] = Object.freeze([
  'INTERACTION_CREATE',
  'APPLICATION_COMMAND_PERMISSIONS_UPDATE',
]);

/**
 * What `session` receives of an event of the bus, or null: interactions and permission updates of its
 * application in its shard; GUILD_CREATE (the full guild) and GUILD_DELETE when its bot joins or leaves a
 * guild of its shard, with the GUILDS intent; message creates, edits and deletes by intent and visibility
 * (see `messageDispatch`). Payloads are built per session from the state as it is now.
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
  if (event.applicationId !== session.applicationId) return null;
  if (appEvents.includes(event.type)) return { t: event.type, d: event.data };
  if ((session.intents & GatewayIntentBits.Guilds) === 0 || event.guildId === null) return null;
  if (event.type === GuildEventTypes.DELETE) return { t: event.type, d: { id: event.guildId } };
  if (event.type !== GuildEventTypes.CREATE) return null;
  const application = context.findApplication(session.applicationId);
  const guild = context.findGuild(event.guildId);
  const d =
    application &&
    guild &&
    guildCreatePayload(context.state.world, context.state.messages, application, guild, session.intents);
  return d ? { t: event.type, d } : null;
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
      guild &&
      guildCreatePayload(context.state.world, context.state.messages, application, guild, session.intents);
    return payload ? [payload] : [];
  });
}
