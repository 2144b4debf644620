import { type APIMessage, storedComponents, storedEmbeds } from '@slashkit/api';
import type { EmulatorMessage } from '../state/emulator-message.js';
import { messageReactions } from './message-reactions.js';
import { pollResults } from './poll-results.js';
import { isSystemMessage } from './system-message.js';
import type { WireView } from './wire-view.js';

/**
 * Where a message is sent: `rest` (HTTP answers, an interaction's `message` and `resolved.messages`: no
 * `guild_id`), or `gateway` (dispatches such as MESSAGE_CREATE, which carry `guild_id` in guilds).
 */
export type WireSurface = 'rest' | 'gateway';

/**
 * A stored message as the service sends it: the one place a message becomes its wire shape, for every HTTP
 * answer (callback `with_response`, `@original` and follow-up reads and edits, channel message routes), the
 * `message` of component and modal interactions, and gateway dispatches. A deep copy, so later edits of the
 * stored message do not change a payload already built. Every field the service always sends is present
 * (`flags` 0, `components` []); components carry their ids and defaults and embeds their `type` (stored
 * messages already have them: `storedMessageBody`; applying the same rules again changes nothing and covers
 * messages restored from older snapshots). What the message's reactions are comes from `view`, as its
 * reader sees them (`me`).
 * @example
 * return jsonResponse(200, toWireMessage(message, wireView(context.state, application.bot.id)));
 * @see {@link https://discord.com/developers/docs/resources/message#message-object | Message object}
 */
export function toWireMessage(
  message: EmulatorMessage,
  view: WireView,
  surface: WireSurface = 'rest',
): APIMessage {
  const { guild_id: guildId, ...rest } = message;
  const wire = structuredClone(rest) as APIMessage & { guild_id?: string };
  wire.flags ??= 0;
  // An app's embeds are `rich` whatever it sent; a system message's are the service's own (`poll_result`).
  wire.embeds = isSystemMessage(message.type) ? (wire.embeds ?? []) : storedEmbeds(wire.embeds ?? []);
  wire.components = storedComponents(wire.components ?? []);
  const reactions = messageReactions(view.state.reactions, message.id, view.viewerId);
  if (reactions) wire.reactions = reactions;
  else delete wire.reactions;
  wire.pinned = view.state.pins.has(message.id);
  if (wire.poll) wire.poll.results = pollResults(view.state.polls, message.id, wire.poll, view.viewerId);
  if (surface === 'gateway' && guildId !== undefined) wire.guild_id = guildId;
  return wire;
}
